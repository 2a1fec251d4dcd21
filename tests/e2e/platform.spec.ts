import { expect, test } from "./support/test";

test.describe("platform baseline", () => {
  test("every HTML response carries the security headers and a fresh script nonce", async ({ request }) => {
    const first = await request.get("/");
    const second = await request.get("/");
    const csp = first.headers()["content-security-policy"];
    expect(csp).toMatch(/script-src 'self' 'nonce-[0-9a-f]{32}'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(second.headers()["content-security-policy"]).not.toBe(csp);
    expect(first.headers()["x-content-type-options"]).toBe("nosniff");
    expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(first.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
  });

  test("the page hydrates under the CSP: no inline script is refused", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/");
    await page.waitForFunction(() => "__remixRouter" in window);
    expect(violations).toEqual([]);
  });

  test("the language cookie is set for a year, Lax, on path /, once the browser has a session", async ({
    page,
    context,
  }) => {
    // A first visit gets no cookie at all, so its page can come from the shared edge cache.
    await page.goto("/");
    expect((await context.cookies()).find((c) => c.name === "lng")).toBeUndefined();
    await page.goto("/logga-in");
    await page.goto("/");
    const cookie = (await context.cookies()).find((c) => c.name === "lng");
    expect(cookie).toBeDefined();
    expect(cookie?.path).toBe("/");
    expect(cookie?.sameSite).toBe("Lax");
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
  });

  test("the document is Swedish and themed with the default brand", async ({ page }) => {
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).toHaveAttribute("lang", "sv");
    await expect(html).toHaveAttribute("style", /--color-primary:\s*#0b4a8b/);
  });

  test("GET /api/brand-config returns every brand keyed by id", async ({ request }) => {
    const response = await request.get("/api/brand-config");
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(["byggmax-el", "nordel"]);
    expect(body.nordel).toMatchObject({
      defaultStoreId: "2001",
      centralStorageId: "9100",
      closingDays: ["2024-12-23", "2024-12-27"],
    });
    expect(body["byggmax-el"]).toMatchObject({ defaultStoreId: "1001", centralStorageId: "9000" });
  });

  test("data requests get the baseline headers too", async ({ request }) => {
    const response = await request.get("/_root.data");
    expect(response.status()).toBe(200);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["content-security-policy"]).toBeUndefined();
  });
});
