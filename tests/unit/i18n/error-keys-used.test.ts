/**
 * Spec section 8: every error key with a trigger in the shop is shown where the spec says. A key nothing in app/
 * names is either a missed trigger or belongs on the list below, with the reason it has none here.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import errors from "~/locales/sv/errors.json";

/** Keys of errors.json with no trigger in this shop, each with why. */
const WITHOUT_TRIGGER: Record<string, string> = {
  // The spec's 'Navigating to an external URL is not allowed by default.': content links to other sites are plain
  // links (rich-text SafeLink, domain/content-links.ts); the shop never refuses to open one.
  external_url_not_allowed: "external links open as links, nothing refuses them",
};

function keysOf(value: object, prefix = ""): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === "object" && inner !== null ? keysOf(inner, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourcesUnder(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [readFileSync(file, "utf8")] : [];
  });
}

describe("the error keys of spec section 8", () => {
  const app = sourcesUnder(path.resolve(__dirname, "../../../app")).join("\n");

  it("are each used somewhere in the shop, or listed with the reason they have no trigger", () => {
    const unused = keysOf(errors).filter((key) => !app.includes(`errors.${key}`) && !(key in WITHOUT_TRIGGER));
    expect(unused).toEqual([]);
  });

  it("list no key as without trigger that is used, or that errors.json does not have", () => {
    const keys = keysOf(errors);
    for (const key of Object.keys(WITHOUT_TRIGGER)) {
      expect(keys, key).toContain(key);
      expect(app.includes(`errors.${key}`), key).toBe(false);
    }
  });
});
