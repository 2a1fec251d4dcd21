import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import app, { type ContentEnv } from "../../../workers/content/src/index";

const contentEnv = env as unknown as ContentEnv;
const BASE = "http://content.local/spaces/shop/environments/master";
const auth = { authorization: "Bearer local-delivery-token" };

async function get(path: string, headers: Record<string, string> = auth) {
  const response = await app.request(path.startsWith("http") ? path : `${BASE}${path}`, { headers }, contentEnv);
  return { response, body: (await response.json()) as Record<string, any> };
}

describe("content service REST (Contentful delivery API subset)", () => {
  it("answers an entries query in the Array shape with includes and CORS", async () => {
    const { response, body } = await get("/entries?content_type=storePage&fields.storeId=1001&include=1");
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("x-contentful-request-id")).toEqual(expect.any(String));
    expect(body).toMatchObject({ sys: { type: "Array" }, total: 1, skip: 0, limit: 100 });
    const [page] = body.items;
    expect(page.sys).toMatchObject({
      id: "store-page-1001",
      type: "Entry",
      contentType: { sys: { type: "Link", linkType: "ContentType", id: "storePage" } },
    });
    expect(page.fields.storeDetails).toEqual({ sys: { type: "Link", linkType: "Entry", id: "store-details-1001" } });
    const details = body.includes.Entry.find((entry: { sys: { id: string } }) => entry.sys.id === "store-details-1001");
    expect(details.fields).toMatchObject({
      openingHoursMondays: "06:30–18:00",
      location: { lat: 59.3055, lon: 18.1213 },
    });
    expect(body.includes.Asset[0].fields.file.url).toMatch(/^\/\/content\.local\/assets-files\/shop\//);
  });

  it("accepts the token as access_token query parameter and rejects a wrong one with 401", async () => {
    expect((await get("/entries?limit=1&access_token=local-delivery-token", {})).response.status).toBe(200);
    const { response, body } = await get("/entries", { authorization: "Bearer nope" });
    expect(response.status).toBe(401);
    expect(body).toMatchObject({ sys: { type: "Error", id: "AccessTokenInvalid" }, requestId: expect.any(String) });
    expect((await get("/entries", {})).response.status).toBe(401);
  });

  it("answers NotFound for unknown spaces, environments, entries, content types and tags", async () => {
    for (const path of [
      "http://content.local/spaces/other/environments/master/entries",
      `http://content.local/spaces/shop/environments/dev/entries`,
      "/entries/missing",
      "/assets/missing",
      "/content_types/missing",
      "/tags/missing",
    ]) {
      const { response, body } = await get(path);
      expect(response.status, path).toBe(404);
      expect(body.sys).toEqual({ type: "Error", id: "NotFound" });
      expect(body.message).toBe("The resource could not be found.");
    }
  });

  it("selects, orders, pages and filters with operators", async () => {
    const { body } = await get("/entries?content_type=retailer&select=fields.name&order=-fields.name&limit=3&skip=1");
    expect(body.total).toBe(8);
    expect(body.items).toHaveLength(3);
    expect(Object.keys(body.items[0].fields)).toEqual(["name"]);
    const names = body.items.map((item: { fields: { name: string } }) => item.fields.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, "sv-SE")));

    const inFilter = await get(
      "/entries?content_type=contentPage&fields.slug[in]=om-oss,kopvillkor&select=fields.slug",
    );
    expect(inFilter.body.items.map((item: { fields: { slug: string } }) => item.fields.slug).sort()).toEqual([
      "kopvillkor",
      "om-oss",
    ]);
    const exists = await get("/entries?content_type=contentPage&fields.hero[exists]=true&select=sys.id");
    expect(exists.body.items.map((item: { sys: { id: string } }) => item.sys.id).sort()).toEqual([
      "kampanjer",
      "om-oss",
      "proffskonto",
    ]);
    const tagged = await get("/entries?content_type=contentPage&metadata.tags.sys.id[in]=nyheter");
    expect(tagged.body.items.map((item: { fields: { slug: string } }) => item.fields.slug)).toEqual([
      "nyhet-ny-butik-visby",
    ]);
    const linked = await get("/entries?content_type=storePage&fields.storeDetails.sys.id=store-details-2003");
    expect(linked.body.items[0].fields.storeId).toBe("2003");
  });

  it("finds parent pages with children for the page search (exists + select)", async () => {
    const { body } = await get(
      "/entries?content_type=contentPage&fields.categories[exists]=true&select=sys.id,fields.slug,fields.categories&include=1&limit=200",
    );
    expect(body.items.map((item: { fields: { slug: string } }) => item.fields.slug)).toEqual(["kundservice"]);
    expect(Object.keys(body.items[0].fields).sort()).toEqual(["categories", "slug"]);
    expect(body.includes.Entry.map((entry: { sys: { id: string } }) => entry.sys.id)).toEqual([
      "leveransvillkor",
      "returer-och-reklamationer",
      "kopvillkor",
      "proffskonto",
    ]);
  });

  it("rejects invalid queries with 400 InvalidQuery or BadRequest", async () => {
    const noType = await get("/entries?fields.slug=om-oss");
    expect(noType.response.status).toBe(400);
    expect(noType.body.sys.id).toBe("InvalidQuery");
    const unknownField = await get("/entries?content_type=contentPage&fields.nope=1");
    expect(unknownField.body.sys.id).toBe("InvalidQuery");
    const unknownType = await get("/entries?content_type=nope");
    expect(unknownType.body.details.errors[0]).toMatchObject({ name: "unknownContentType", value: "nope" });
    expect((await get("/entries?limit=5000")).body.sys.id).toBe("BadRequest");
    expect((await get("/entries?include=11")).body.sys.id).toBe("BadRequest");
  });

  it("hides drafts from the delivery token in master and shows them with the preview token", async () => {
    expect((await get("/entries/julkampanj")).response.status).toBe(404);
    const preview = await get("/entries/julkampanj", { authorization: "Bearer local-preview-token" });
    expect(preview.response.status).toBe(200);
    expect(preview.body.fields.title).toBe("Julkampanj 2026");
  });

  it("lists assets, content types, locales and tags", async () => {
    const assets = await get("/assets?limit=1");
    expect(assets.body.items[0].fields.file).toMatchObject({
      contentType: "image/svg+xml",
      details: { image: { width: expect.any(Number), height: expect.any(Number) } },
    });
    const types = await get("/content_types");
    expect(
      types.body.items
        .find((type: { sys: { id: string } }) => type.sys.id === "storeDetails")
        .fields.map((field: { id: string }) => field.id),
    ).toEqual(expect.arrayContaining(["openingHoursMondays", "openingHoursSundays", "location", "storeId"]));
    expect((await get("/locales")).body.items[0]).toMatchObject({ code: "sv-SE", default: true });
    expect((await get("/tags/guide")).body).toEqual({
      sys: {
        id: "guide",
        type: "Tag",
        visibility: "public",
        createdAt: "2026-10-01T08:00:00.000Z",
        updatedAt: "2026-10-01T08:00:00.000Z",
        version: 1,
        space: { sys: { type: "Link", linkType: "Space", id: "shop" } },
        environment: { sys: { type: "Link", linkType: "Environment", id: "master" } },
        createdBy: { sys: { type: "Link", linkType: "User", id: expect.any(String) } },
        updatedBy: { sys: { type: "Link", linkType: "User", id: expect.any(String) } },
      },
      name: "Guide",
    });
  });

  it("gives every tag the sys of a Contentful tag: dates, version, space and environment", async () => {
    const tags = await get("/tags");
    expect(tags.body.items.length).toBeGreaterThan(0);
    for (const tag of tags.body.items) {
      expect(tag.sys).toMatchObject({
        type: "Tag",
        visibility: "public",
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        version: expect.any(Number),
      });
      expect(tag.sys.updatedAt >= tag.sys.createdAt).toBe(true);
      // A tag has a version, not an entry's revision, and no locale (contentful.js TagSys).
      expect(tag.sys).not.toHaveProperty("revision");
      expect(tag.sys).not.toHaveProperty("locale");
    }
    const staging = await get("http://content.local/spaces/shop/environments/staging/tags/guide");
    expect(staging.body.sys.environment).toEqual({ sys: { type: "Link", linkType: "Environment", id: "staging" } });
  });

  it("requires initial or a token for sync and rejects a content_type filter without type Entry", async () => {
    expect((await get("/sync")).response.status).toBe(400);
    expect((await get("/sync?initial=true&content_type=storePage")).body.message).toMatch(/type=Entry/);
    expect((await get("/sync?sync_token=garbage")).response.status).toBe(400);
    const first = await get("/sync?initial=true&type=Entry&content_type=retailer&limit=5");
    expect(first.body.items).toHaveLength(5);
    const token = new URL(first.body.nextPageUrl).searchParams.get("sync_token");
    const second = await get(`/sync?sync_token=${token}`);
    expect(second.body.items).toHaveLength(3);
    expect(second.body.nextSyncUrl).toEqual(
      expect.stringContaining("/spaces/shop/environments/master/sync?sync_token="),
    );
    expect(second.body.items[0].fields.name).toEqual({ "sv-SE": expect.any(String) });
  });

  it("sends sync items and all-locale entries without sys.locale, as Contentful does", async () => {
    const run = await get("/sync?initial=true&limit=1000");
    expect(run.body.items.length).toBeGreaterThan(0);
    for (const item of run.body.items) {
      expect(item.sys).not.toHaveProperty("locale");
      expect(item.sys).toMatchObject({ createdAt: expect.any(String), updatedAt: expect.any(String) });
    }
    const allLocales = await get("/entries?locale=*&limit=5");
    for (const item of allLocales.body.items) expect(item.sys).not.toHaveProperty("locale");
    // A single-locale answer still names its locale.
    expect((await get("/entries?limit=1")).body.items[0].sys.locale).toBe("sv-SE");
  });

  it("checks asset key expiry: numeric, not past, at most 48 hours ahead", async () => {
    const post = (body: unknown) =>
      app.request(
        `${BASE}/asset_keys`,
        { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify(body) },
        contentEnv,
      );
    const now = Math.floor(Date.now() / 1000);
    expect((await post({ expiresAt: now + 60 })).status).toBe(201);
    expect((await post({ expiresAt: String(now + 60) })).status).toBe(400);
    expect((await post({ expiresAt: now - 60 })).status).toBe(400);
    expect((await post({ expiresAt: now + 48 * 3600 + 60 })).status).toBe(400);
  });

  it("answers CORS preflight like Contentful", async () => {
    const response = await app.request(
      `${BASE}/entries`,
      {
        method: "OPTIONS",
        headers: {
          origin: "http://localhost:8787",
          "access-control-request-method": "GET",
          "access-control-request-headers": "authorization",
        },
      },
      contentEnv,
    );
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
  });
});
