/**
 * Every translation key the shop's source names exists in app/locales/sv/: a missing or misspelt key would show
 * the dotted key to the buyer (catalogue-translate.ts answers a miss with the key itself), so it fails here.
 * Checked: the first argument of each `t("…")` call, whatever its namespace, and every other string literal that
 * starts with a namespace ("checkout.cart.included" in a ternary, a map of labels, a prefix a key is built from).
 * Keys built at run time (`t(\`${prefix}.title\`)`) are covered through their literal prefix, which must exist.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NAMESPACES } from "~/platform/i18n/namespaces";
import type { Messages } from "~/platform/i18n/translate";

const root = path.resolve(__dirname, "../../..");

const catalogue: Record<string, Messages> = Object.fromEntries(
  NAMESPACES.map((namespace) => [
    namespace,
    JSON.parse(readFileSync(path.join(root, "app/locales/sv", `${namespace}.json`), "utf8")) as Messages,
  ]),
);

/** What a dotted key names: a text, a group of keys (a prefix), or nothing. */
function resolve(key: string): "text" | "group" | undefined {
  const [namespace, ...parts] = key.split(".");
  let node: string | Messages | undefined = Object.hasOwn(catalogue, namespace) ? catalogue[namespace] : undefined;
  for (const [index, part] of parts.entries()) {
    // A counted text has only its count forms (`rows_one`, `rows_other`): t("…rows", { count }) picks one.
    if (index === parts.length - 1 && typeof node === "object" && typeof node[`${part}_other`] === "string")
      return "text";
    if (typeof node !== "object" || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  if (typeof node === "string") return parts.length > 0 ? "text" : undefined;
  return node === undefined ? undefined : "group";
}

/** Comments name keys and files in prose ("`errors.json` holds the `errors.*` keys"); only code counts. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

const byLength = [...NAMESPACES].sort((a, b) => b.length - a.length).join("|");
/** A quoted "namespace.key" literal (no placeholders: `${…}` keys are checked through their prefix). */
const NAMESPACED_LITERAL = new RegExp(`(["'\`])((?:${byLength})(?:\\.[A-Za-z0-9_]+)+)\\1`, "g");
/** The literal first argument of a `t(…)` or `serverT(…)` call. */
const T_CALL = /(?<![\w$.])(?:t|serverT)\(\s*(["'`])([^"'`$]+)\1/g;

/** The keys of `sources` that the catalogue lacks, as "file: key (why)". */
function missingKeys(sources: { file: string; text: string }[]): string[] {
  const missing = new Set<string>();
  for (const { file, text } of sources) {
    const code = withoutComments(text);
    const called = new Set<string>();
    for (const [, , key] of code.matchAll(T_CALL)) {
      called.add(key);
      if (resolve(key) !== "text") missing.add(`${file}: t("${key}") is not a text of app/locales/sv`);
    }
    for (const [, , key] of code.matchAll(NAMESPACED_LITERAL)) {
      if (!called.has(key) && !resolve(key)) missing.add(`${file}: "${key}" is not in app/locales/sv`);
    }
  }
  return [...missing];
}

function sourcesUnder(dir: string): { file: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourcesUnder(file);
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) return [];
    return [{ file: path.relative(root, file), text: readFileSync(file, "utf8") }];
  });
}

describe("translation keys", () => {
  it("named in app/ all exist in app/locales/sv", () => {
    const sources = sourcesUnder(path.join(root, "app"));
    expect(sources.length).toBeGreaterThan(100);
    expect(missingKeys(sources)).toEqual([]);
  });

  it("catch a deliberately missing key, a misspelt namespace and a missing prefix (so the check can fail)", () => {
    const source = [
      'const a = t("checkout.cart.included");',
      'const b = t("checkout.cart.no_such_text");',
      'const c = t("chekout.cart.included");',
      'const d = flag ? "checkout.cart.exclude" : "checkout.cart.nowhere";',
      'const e = "catalogue-pages.nowhere";',
      "const f = `catalogue-pages.campaigns`;",
      '// t("checkout.only_in_a_comment")',
    ].join("\n");
    expect(missingKeys([{ file: "fixture.tsx", text: source }])).toEqual([
      'fixture.tsx: t("checkout.cart.no_such_text") is not a text of app/locales/sv',
      'fixture.tsx: t("chekout.cart.included") is not a text of app/locales/sv',
      'fixture.tsx: "checkout.cart.nowhere" is not in app/locales/sv',
      'fixture.tsx: "catalogue-pages.nowhere" is not in app/locales/sv',
    ]);
  });
});
