import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { CATALOGUE_VERSION } from "~/platform/i18n/catalogue.server";
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
  it("answers one namespace, keyed by its name, cached for a year under the current catalogue version", async () => {
    const response = get("sv", "shell.json", CATALOGUE_VERSION);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const texts = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(texts)).toEqual(["shell"]);
    expect(texts).toMatchObject({ shell: { toast: { close: "Stäng meddelande" } } });
  });

  it("answers an old version with the current texts, not cached", () => {
    expect(get("sv", "shell.json", "old").headers.get("Cache-Control")).toBe("no-cache");
  });

  it("answers several namespaces at once, keyed by namespace, cached like one", async () => {
    const response = get("sv", "shell+errors.json", CATALOGUE_VERSION);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const texts = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(texts)).toEqual(["shell", "errors"]);
    expect(texts.shell).toMatchObject({ toast: { close: "Stäng meddelande" } });
  });

  it("is 404 when one namespace of a group is unknown", () => {
    expect(status(() => get("sv", "shell+finns-inte.json", CATALOGUE_VERSION))).toBe(404);
    expect(status(() => get("sv", "shell+.json", CATALOGUE_VERSION))).toBe(404);
  });

  it("is 404 for another language, an unknown namespace or a name that is not a namespace of its own", () => {
    expect(status(() => get("en", "shell.json", CATALOGUE_VERSION))).toBe(404);
    expect(status(() => get("sv", "finns-inte.json", CATALOGUE_VERSION))).toBe(404);
    expect(status(() => get("sv", "constructor.json", CATALOGUE_VERSION))).toBe(404);
  });
});
