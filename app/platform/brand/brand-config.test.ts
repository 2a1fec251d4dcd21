import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_BRAND_ID, loadAllBrands, resolveBrandId } from "./brand-config.server";
import { brandThemeStyle, parseBrandConfig, parseBrandConfigs, toPublicBrandConfig } from "./schema";
import nordel from "../../../brands/nordel/config.json";

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe("brand configs in brands/", () => {
  it("validates every brand and has the default brand", () => {
    const brands = loadAllBrands();
    expect(Object.keys(brands).sort()).toEqual(["byggmax-el", "nordel"]);
    expect(brands[DEFAULT_BRAND_ID].name).toBe("Bultvik Bygg & El");
  });

  it("shows no brand under the name of a real chain: names, logo texts and the mail sender are fictional", () => {
    // Byggmax is a real Swedish chain; the default brand's id (a key in KV and config) keeps the old word.
    const real = /byggmax/i;
    for (const brand of Object.values(loadAllBrands())) {
      expect(brand.name).not.toMatch(real);
      expect(brand.logo.alt).toBe(brand.name);
      expect(brand.contactEmail).not.toMatch(real);
      const svg = readFileSync(fileURLToPath(new URL(`../../../public${brand.logo.src}`, import.meta.url)), "utf8");
      expect(svg).not.toMatch(real);
      expect(svg).toContain(`aria-label="${brand.name.replace(/&/g, "&amp;")}"`);
    }
    const wrangler = readFileSync(
      fileURLToPath(new URL("../../../workers/commerce/wrangler.toml", import.meta.url)),
      "utf8",
    );
    expect(wrangler).not.toMatch(real);
  });

  it("gives the two brands visibly different themes", () => {
    const { "byggmax-el": byggmax, nordel: second } = loadAllBrands();
    expect(byggmax.theme["--color-primary"]).not.toBe(second.theme["--color-primary"]);
    expect(byggmax.theme["--font-body"]).not.toBe(second.theme["--font-body"]);
    expect(brandThemeStyle(second)).toMatchObject({ "--color-primary": "#9a3412", "--radius": "14px" });
  });

  it("closes nordel on 23 and 27 December 2024", () => {
    expect(loadAllBrands().nordel.closingDays).toEqual(expect.arrayContaining(["2024-12-23", "2024-12-27"]));
  });

  it("exposes the fields callers of /api/brand-config need", () => {
    const pub = toPublicBrandConfig(loadAllBrands().nordel);
    expect(pub).toMatchObject({
      id: "nordel",
      defaultStoreId: "2001",
      centralStorageId: "9100",
      punchoutDeliveryOption: "EXH",
    });
  });
});

describe("a bad brand config fails with the field named", () => {
  it("names a wrong theme colour", () => {
    const bad = clone(nordel);
    bad.theme["--color-primary"] = "orange";
    expect(() => parseBrandConfig("nordel", bad)).toThrow(/brands\/nordel\/config\.json.*theme\.--color-primary/);
  });

  it("names a missing required field", () => {
    const { defaultStoreId: _dropped, ...bad } = clone(nordel);
    expect(() => parseBrandConfig("nordel", bad)).toThrow(/defaultStoreId/);
  });

  it("names an unknown punch-out delivery option and an impossible closing day", () => {
    const bad = { ...clone(nordel), punchoutDeliveryOption: "POST", closingDays: ["2024-02-30"] };
    expect(() => parseBrandConfig("nordel", bad)).toThrow(
      /punchoutDeliveryOption.*closingDays\.0|closingDays\.0.*punchoutDeliveryOption/,
    );
  });

  it("refuses a logo URL a browser would run and a misspelt key", () => {
    const badLogo = { ...clone(nordel), logo: { ...nordel.logo, src: "javascript:alert(1)" } };
    expect(() => parseBrandConfig("nordel", badLogo)).toThrow(/logo\.src/);
    const typo = { ...clone(nordel), theme: { ...nordel.theme, "--colour-primary": "#000000" } };
    expect(() => parseBrandConfig("nordel", typo)).toThrow(/theme/);
  });

  it("requires the id to match the folder name", () => {
    expect(() => parseBrandConfigs({ other: clone(nordel) })).toThrow(/brands\/other\/config\.json.*id/);
  });
});

describe("resolveBrandId", () => {
  afterEach(() => vi.restoreAllMocks());

  it("uses BRAND when it names a brand, the default brand when unset", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(resolveBrandId("nordel", ["byggmax-el", "nordel"])).toBe("nordel");
    expect(resolveBrandId(undefined, ["byggmax-el", "nordel"])).toBe(DEFAULT_BRAND_ID);
    expect(resolveBrandId("", ["byggmax-el", "nordel"])).toBe(DEFAULT_BRAND_ID);
    expect(warn).not.toHaveBeenCalled();
  });

  it("falls back to the default brand with a warning on an unknown BRAND", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(resolveBrandId("no-such-brand", ["byggmax-el", "nordel"])).toBe(DEFAULT_BRAND_ID);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('BRAND "no-such-brand" is not a known brand'));
  });
});

describe("start-up validation", () => {
  afterEach(() => {
    vi.doUnmock("../../../brands/nordel/config.json");
    vi.resetModules();
  });

  it("fails to load the brand module when a brand file is bad, naming brand and field", async () => {
    vi.resetModules();
    vi.doMock("../../../brands/nordel/config.json", () => ({ default: { ...clone(nordel), centralStorageId: "" } }));
    await expect(import("./brand-config.server")).rejects.toThrow(/brands\/nordel\/config\.json.*centralStorageId/);
  });
});
