import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createClient, type ContentfulClientApi, type Entry, type EntrySkeletonType } from "contentful";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { DELIVERY_TOKEN, PREVIEW_TOKEN, SPACE } from "./content-worker";

/** Started once for the project by global-setup.ts. */
const worker = { origin: inject("contentOrigin"), host: new URL(inject("contentOrigin")).host };
let delivery: ContentfulClientApi<undefined>;

const client = (accessToken: string, environment = "master") =>
  createClient({ space: SPACE, accessToken, environment, host: worker.host, insecure: true, retryOnError: false });

/** The demo content on disk, counted independently of the service. */
function storedFiles(dir: string): { sys: { status?: string } }[] {
  const root = path.resolve("workers/content/data", dir);
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile() && file.name.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(path.join(file.parentPath, file.name), "utf8")));
}

beforeAll(() => {
  delivery = client(DELIVERY_TOKEN);
});

type AnyEntry = Entry<EntrySkeletonType, undefined, string>;
const fieldsOf = (value: unknown) => (value as AnyEntry).fields as Record<string, unknown>;

describe("contentful SDK against the local content service", () => {
  it("reads the space, locales, content types and tags", async () => {
    const space = await delivery.getSpace();
    expect(space.sys.id).toBe("shop");
    const locales = await delivery.getLocales();
    expect(locales.items.map((locale) => locale.code)).toEqual(["sv-SE"]);
    const types = await delivery.getContentTypes();
    expect(types.items.map((type) => type.sys.id)).toEqual(
      expect.arrayContaining(["contentPage", "frontPage", "storePage", "alertBanner", "logo"]),
    );
    const contentPage = await delivery.getContentType("contentPage");
    expect(contentPage.fields.map((field) => field.id)).toEqual(
      expect.arrayContaining(["slug", "bodyTextPrimary", "authenticatedOnly", "excludeFromSearch"]),
    );
    const tags = await delivery.getTags();
    expect(tags.items.find((tag) => tag.sys.id === "guide")?.name).toBe("Guide");
    // The SDK's TagSys: dates and a version, the editing user, no locale or revision.
    const tag = await delivery.getTag("kampanj");
    expect(tag.sys).toMatchObject({
      type: "Tag",
      visibility: "public",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: expect.any(Number),
      createdBy: { sys: { type: "Link", linkType: "User" } },
      environment: { sys: { type: "Link", linkType: "Environment", id: "master" } },
    });
    expect(Date.parse(tag.sys.updatedAt)).toBeGreaterThanOrEqual(Date.parse(tag.sys.createdAt));
  });

  it("finds a content page by content type and slug and resolves links two levels deep", async () => {
    const result = await delivery.getEntries({ content_type: "contentPage", "fields.slug": "kundservice", include: 2 });
    expect(result.total).toBe(1);
    const page = fieldsOf(result.items[0]);
    expect(page.title).toBe("Kundservice");
    const categories = page.categories as AnyEntry[];
    expect(categories.map((child) => fieldsOf(child).slug)).toEqual([
      "leveransvillkor",
      "returer-och-reklamationer",
      "kopvillkor",
      "proffskonto",
    ]);
    const contactCards = (page.sections as AnyEntry[])[0];
    expect(contactCards.sys.contentType.sys.id).toBe("contactCards");
    // Level two: the contacts of the section are resolved entries with their image asset.
    const firstContact = fieldsOf((fieldsOf(contactCards).contacts as AnyEntry[])[0]);
    expect(firstContact.name).toBe("Anna Lindqvist");
  });

  it("stops resolving at the requested include depth", async () => {
    const shallow = await delivery.getEntries({
      content_type: "contentPage",
      "fields.slug": "kundservice",
      include: 0,
    });
    const categories = fieldsOf(shallow.items[0]).categories as { sys: { type: string; id: string } }[];
    expect(categories[0].sys).toMatchObject({ type: "Link", id: "leveransvillkor" });

    const oneLevel = await delivery.getEntries({
      content_type: "contentPage",
      "fields.slug": "kundservice",
      include: 1,
    });
    // The section is one level away; its icon asset is two levels away and so stays a link.
    const contactCards = fieldsOf((fieldsOf(oneLevel.items[0]).sections as AnyEntry[])[0]);
    expect((contactCards.icon as { sys: { type: string; id: string } }).sys).toMatchObject({
      type: "Link",
      id: "icon-kontakt",
    });

    const twoLevels = await delivery.getEntries({
      content_type: "contentPage",
      "fields.slug": "kundservice",
      include: 2,
    });
    const resolvedCards = fieldsOf((fieldsOf(twoLevels.items[0]).sections as AnyEntry[])[0]);
    expect((resolvedCards.icon as { sys: { type: string } }).sys.type).toBe("Asset");
  });

  it("keeps an unresolvable link as a link, or drops it with withoutUnresolvableLinks", async () => {
    const query = { content_type: "contentPage", "fields.slug": "kundservice", include: 2 } as const;
    const withLinks = await delivery.getEntries(query);
    const sections = fieldsOf(withLinks.items[0]).sections as { sys: { type: string; id: string } }[];
    expect(sections).toHaveLength(3);
    expect(sections[1].sys).toMatchObject({ type: "Link", linkType: "Entry", id: "removed-section" });
    expect(withLinks.errors).toEqual([
      {
        sys: { id: "notResolvable", type: "error" },
        details: { type: "Link", linkType: "Entry", id: "removed-section" },
      },
    ]);

    const dropped = await delivery.withoutUnresolvableLinks.getEntries(query);
    const kept = fieldsOf(dropped.items[0]).sections as AnyEntry[];
    expect(kept.map((section) => section.sys.id)).toEqual(["contact-cards-kundservice", "info-block-leverans"]);
  });

  it("returns every locale with withAllLocales", async () => {
    const heroes = await delivery.withAllLocales.getEntries({ content_type: "hero", "fields.slug": "start" });
    const hero = heroes.items[0].fields as unknown as {
      title: Record<string, string>;
      heroDesktop: Record<string, { fields: { title: Record<string, string> } }>;
    };
    expect(hero.title).toEqual({ "sv-SE": "Allt för bygg och el – till proffspris" });
    expect(hero.heroDesktop["sv-SE"].fields.title).toEqual({ "sv-SE": "Bygg & El för proffs" });
  });

  it("fetches the site chrome by content type: logo, active banners and menus", async () => {
    const logo = await delivery.getEntries({ content_type: "logo", limit: 1 });
    const logoAsset = fieldsOf(logo.items[0]).logo as {
      fields: { file: { url: string; details: { image: { width: number; height: number } } } };
    };
    expect(logoAsset.fields.file.details.image).toEqual({ width: 200, height: 48 });
    const image = await fetch(new URL(logoAsset.fields.file.url, worker.origin));
    expect(image.headers.get("content-type")).toBe("image/svg+xml");
    expect(await image.text()).toContain("<svg");

    const alerts = await delivery.getEntries({ content_type: "alertBanner", "fields.active": true });
    expect(alerts.items.map((item) => item.sys.id).sort()).toEqual(["alert-driftstorning", "alert-logga-in"]);
    expect(alerts.items.some((item) => fieldsOf(item).hideWhenLoggedIn === true)).toBe(true);

    const header = await delivery.getEntries({ content_type: "header", include: 3 });
    expect((fieldsOf(header.items[0]).items as AnyEntry[]).map((item) => fieldsOf(item).title)).toContain(
      "Kundservice",
    );
    const ourServices = await delivery.getEntries({ content_type: "ourServicesMenu", include: 2 });
    const menu = fieldsOf(ourServices.items[0]);
    expect(menu.title).toBe("Vårt erbjudande");
    expect((menu.items as AnyEntry[]).map((item) => fieldsOf(item).slug)).toEqual(["kampanjer", "sortiment"]);
  });

  it("runs the page search: excludeFromSearch false, ids in, full-text query, include 2, limit 5", async () => {
    const ids = ["leveransvillkor", "returer-och-reklamationer", "kopvillkor", "proffskonto", "intern-kampanjkod"];
    const result = await delivery.getEntries({
      content_type: "contentPage",
      "fields.excludeFromSearch": false,
      "sys.id[in]": ids,
      query: "faktura",
      include: 2,
      limit: 5,
    });
    expect(result.items.map((item) => fieldsOf(item).slug).sort()).toEqual(["kopvillkor", "proffskonto"]);
    const hidden = await delivery.getEntries({
      content_type: "contentPage",
      "fields.excludeFromSearch": false,
      query: "prenumerant",
    });
    expect(hidden.total).toBe(0);
  });

  it("answers NotFound for a missing entry and asset", async () => {
    await expect(delivery.getEntry("does-not-exist")).rejects.toMatchObject({ sys: { id: "NotFound" } });
    await expect(delivery.getAsset("does-not-exist")).rejects.toThrow(/could not be found/);
    await expect(client(DELIVERY_TOKEN, "no-such-environment").getEntries()).rejects.toThrow(/NotFound|404/);
  });

  it("rejects an invalid access token with AccessTokenInvalid", async () => {
    const error = await client("not-a-token")
      .getEntries()
      .catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe("AccessTokenInvalid");
    expect(JSON.parse((error as Error).message)).toMatchObject({
      status: 401,
      message: "The access token you sent could not be found or is invalid.",
    });
  });

  it("serves drafts only with the preview token or in the staging environment", async () => {
    const query = { content_type: "contentPage", "fields.slug": "julkampanj" } as const;
    expect((await delivery.getEntries(query)).total).toBe(0);
    expect((await client(PREVIEW_TOKEN).getEntries(query)).total).toBe(1);
    expect((await client(DELIVERY_TOKEN, "staging").getEntries(query)).total).toBe(1);
  });

  it("syncs everything initially, then nothing new with the next sync token", async () => {
    const published = (dir: string) => storedFiles(dir).filter((item) => item.sys.status !== "draft").length;
    const initial = await delivery.sync({ initial: true });
    expect(initial.entries).toHaveLength(published("entries"));
    expect(initial.assets).toHaveLength(published("assets"));
    // Sync delivers every locale, like Contentful.
    const frontPage = initial.entries.find((entry) => entry.sys.id === "front-page") as unknown as {
      fields: { name: Record<string, string> };
    };
    expect(frontPage.fields.name).toEqual({ "sv-SE": "Startsida" });
    // A sync item stands for every locale, so its sys names none, like Contentful's.
    expect([...initial.entries, ...initial.assets].filter((item) => "locale" in item.sys)).toEqual([]);
    expect(initial.nextSyncToken).toEqual(expect.any(String));

    const next = await delivery.sync({ nextSyncToken: initial.nextSyncToken });
    expect(next.entries).toHaveLength(0);
    expect(next.assets).toHaveLength(0);
    expect(next.nextSyncToken).toEqual(expect.any(String));

    const again = await delivery.sync({ initial: true });
    expect(again.nextSyncToken).toBe(initial.nextSyncToken);
  });

  it("pages a sync run with next page tokens and filters sync by content type", async () => {
    const paged = await delivery.sync({ initial: true, limit: 40 }, { paginate: false });
    expect(paged.entries.length + paged.assets.length).toBe(40);
    expect(paged.nextPageToken).toEqual(expect.any(String));
    const second = await delivery.sync({ nextPageToken: paged.nextPageToken }, { paginate: false });
    expect(second.entries.length + second.assets.length).toBe(40);
    expect(second.entries[0]?.sys.id).not.toBe(paged.entries[0]?.sys.id);

    const stores = await delivery.sync({ initial: true, content_type: "storePage" });
    expect(stores.entries.length).toBe(17);
    expect(stores.assets).toHaveLength(0);
  });

  it("creates asset keys only for a numeric expiry within 48 hours", async () => {
    const now = Math.floor(Date.now() / 1000);
    const key = await delivery.createAssetKey(now + 3600);
    expect(key).toMatchObject({ policy: expect.any(String), secret: expect.any(String) });
    await expect(delivery.createAssetKey(now - 10)).rejects.toThrow(/past/);
    const tooLate = await fetch(`${worker.origin}/spaces/shop/environments/master/asset_keys`, {
      method: "POST",
      headers: { authorization: `Bearer ${DELIVERY_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ expiresAt: now + 49 * 3600 }),
    });
    expect(tooLate.status).toBe(400);
  });
});
