import { describe, expect, it } from "vitest";
import { isValidSlug, requireValidSlugs } from "~/platform/routing/not-found";
import { chromeFor } from "~/features/shell/app-shell";

describe("slug validation (route validation → 404)", () => {
  it("accepts the slugs the shop issues", () => {
    for (const slug of ["borrmaskin-18v", "el", "vvs-och-värme", "2024"]) expect(isValidSlug(slug), slug).toBe(true);
  });

  it("refuses anything else", () => {
    for (const slug of ["", "Borr", "borr maskin", "-tom-", "a--b", "a_b", "../x", undefined])
      expect(isValidSlug(slug), String(slug)).toBe(false);
  });

  it("throws a 404 naming the path", async () => {
    try {
      requireValidSlugs(new Request("http://localhost/produkt/Borr"), "Borr");
      expect.unreachable();
    } catch (error) {
      const response = error as { init: ResponseInit | null; data: unknown };
      expect(response.init?.status).toBe(404);
      expect(response.data).toEqual({ message: "Page Not Found: /produkt/Borr" });
    }
  });
});

describe("chrome per UI mode", () => {
  it("draws no site chrome in the native app, the route's layout otherwise", () => {
    expect(chromeFor("default", "APP")).toBe("plain");
    expect(chromeFor("minimal", "APP")).toBe("plain");
    expect(chromeFor("minimal", "NORMAL")).toBe("minimal");
    expect(chromeFor("default", "PUNCHOUT")).toBe("default");
  });
});
