import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderIndex } from "../../../workers/content/scripts/build-index.mjs";
import { TOWNS } from "../../../workers/commerce/src/seed/taxonomy";
import type { ContentType, Link, StoredAsset, StoredEntry } from "../../../workers/content/src/model";

const DATA = path.resolve("workers/content/data");
const readJson = <T>(dir: string): T[] =>
  readdirSync(path.join(DATA, dir), { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile() && file.name.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(path.join(file.parentPath, file.name), "utf8")) as T);

const types = new Map(readJson<ContentType>("content-types").map((type) => [type.sys.id, type]));
const entries = readJson<StoredEntry>("entries");
const assets = readJson<StoredAsset>("assets");
const entryById = new Map(entries.map((entry) => [entry.sys.id, entry]));
const assetIds = new Set(assets.map((asset) => asset.sys.id));
const tagIds = new Set(
  (JSON.parse(readFileSync(path.join(DATA, "tags.json"), "utf8")) as { sys: { id: string } }[]).map(
    (tag) => tag.sys.id,
  ),
);
/** The one link that is meant not to resolve (README, local content service). */
const DELIBERATELY_MISSING = "removed-section";

function linksIn(value: unknown, found: Link[] = []): Link[] {
  if (Array.isArray(value)) value.forEach((item) => linksIn(item, found));
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if ((record.sys as { type?: string } | undefined)?.type === "Link") found.push(record as unknown as Link);
    else Object.values(record).forEach((item) => linksIn(item, found));
  }
  return found;
}

describe("demo content files", () => {
  it("are all listed in the generated index", () => {
    expect(readFileSync("workers/content/src/data.generated.ts", "utf8")).toBe(renderIndex());
  });

  it("use unique ids and known content types, fields and tags", () => {
    expect(entryById.size).toBe(entries.length);
    for (const entry of entries) {
      const type = types.get(entry.sys.contentType.sys.id);
      expect(type, entry.sys.id).toBeDefined();
      const known = new Set(type!.fields.map((field) => field.id));
      for (const field of Object.keys(entry.fields)) expect(known.has(field), `${entry.sys.id}.${field}`).toBe(true);
      for (const field of type!.fields.filter((candidate) => candidate.required))
        expect(entry.fields[field.id], `${entry.sys.id}.${field.id}`).toBeDefined();
      for (const tag of entry.metadata?.tags ?? [])
        expect(tagIds.has(tag.sys.id), `${entry.sys.id} tag ${tag.sys.id}`).toBe(true);
    }
  });

  it("link only to existing entries and assets of the allowed content types", () => {
    for (const entry of entries) {
      const type = types.get(entry.sys.contentType.sys.id)!;
      for (const field of type.fields) {
        const value = entry.fields[field.id];
        for (const link of linksIn(value)) {
          if (link.sys.linkType === "Asset") {
            expect(assetIds.has(link.sys.id), `${entry.sys.id}.${field.id} → asset ${link.sys.id}`).toBe(true);
            continue;
          }
          if (link.sys.id === DELIBERATELY_MISSING) continue;
          const target = entryById.get(link.sys.id);
          expect(target, `${entry.sys.id}.${field.id} → ${link.sys.id}`).toBeDefined();
          const allowed = (field.type === "Array" ? field.items?.validations : field.validations)?.find(
            (rule) => rule.linkContentType,
          )?.linkContentType;
          if (allowed && field.type !== "RichText")
            expect(allowed, `${entry.sys.id}.${field.id}`).toContain(target!.sys.contentType.sys.id);
        }
      }
    }
  });

  it("give every image explicit width and height and an existing file", () => {
    const files = new Set(readdirSync(path.join(DATA, "files")));
    for (const asset of assets) {
      expect(asset.fields.file.details.image, asset.sys.id).toMatchObject({
        width: expect.any(Number),
        height: expect.any(Number),
      });
      expect(files.has(asset.fields.file.fileName), asset.fields.file.fileName).toBe(true);
    }
  });

  it("cover what the storefront needs: every section type, flagged pages, forms, banners and menus", () => {
    const ofType = (id: string) => entries.filter((entry) => entry.sys.contentType.sys.id === id);
    const frontPage = ofType("frontPage")[0];
    const frontSectionTypes = (frontPage.fields.sections as Link[]).map(
      (link) => entryById.get(link.sys.id)!.sys.contentType.sys.id,
    );
    expect(new Set(frontSectionTypes).size).toBe(8);
    const pages = ofType("contentPage");
    expect(pages.length).toBeGreaterThanOrEqual(8);
    const pageSectionTypes = new Set(
      pages
        .flatMap((page) =>
          ((page.fields.sections as Link[] | undefined) ?? []).map(
            (link) => entryById.get(link.sys.id)?.sys.contentType.sys.id,
          ),
        )
        .filter(Boolean),
    );
    expect(pageSectionTypes.size).toBe(16);
    expect(pages.filter((page) => page.fields.authenticatedOnly === true)).toHaveLength(1);
    expect(pages.filter((page) => page.fields.excludeFromSearch === true)).toHaveLength(1);
    expect(pages.some((page) => page.fields.showSidebar === true)).toBe(true);
    expect(ofType("dynamicForm")).toHaveLength(2);
    expect(
      ofType("alertBanner").filter((banner) => banner.fields.active && banner.fields.hideWhenLoggedIn),
    ).toHaveLength(1);
    expect(ofType("informationBanner").some((banner) => banner.fields.active)).toBe(true);
    for (const id of ["header", "footer", "ourServicesMenu", "logo", "contentListingPage"])
      expect(ofType(id).length, id).toBeGreaterThan(0);
    expect(ofType("retailer").every((retailer) => retailer.fields.location)).toBe(true);
  });

  it("have a store page and store details for every commerce store", () => {
    const storeIds = TOWNS.map(([id]) => id);
    expect(storeIds.length).toBeGreaterThanOrEqual(15);
    const storeIdsOf = (type: string) =>
      entries
        .filter((entry) => entry.sys.contentType.sys.id === type)
        .map((entry) => entry.fields.storeId)
        .sort();
    expect(storeIdsOf("storePage")).toEqual([...storeIds].sort());
    expect(storeIdsOf("storeDetails")).toEqual([...storeIds].sort());
  });
});
