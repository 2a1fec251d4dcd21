import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { CATALOGUE_VERSION } from "~/i18n/catalogue.server";
import { loader } from "~/routes/locales.$lng.$file";

function get(lng: string, file: string, version: string) {
  const request = new Request(`https://shop.example.se/locales/${lng}/${file}?v=${version}`);
  return loader({ request, params: { lng, file }, context: {} } as unknown as LoaderFunctionArgs);
}

function status(call: () => unknown): number {
  try {
    call();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
  return 200;
}

describe("GET /locales/sv/<namespace>.json", () => {
  it("answers one namespace, cached for a year under the current catalogue version", async () => {
    const response = get("sv", "shell.json", CATALOGUE_VERSION);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await response.json()).toMatchObject({ toast: { close: "Stäng meddelande" } });
  });

  it("answers an old version with the current texts, not cached", () => {
    expect(get("sv", "shell.json", "old").headers.get("Cache-Control")).toBe("no-cache");
  });

  it("is 404 for another language, an unknown namespace or a name that is not a namespace of its own", () => {
    expect(status(() => get("en", "shell.json", CATALOGUE_VERSION))).toBe(404);
    expect(status(() => get("sv", "finns-inte.json", CATALOGUE_VERSION))).toBe(404);
    expect(status(() => get("sv", "constructor.json", CATALOGUE_VERSION))).toBe(404);
  });
});
