import { describe, expect, it } from "vitest";
import { pageStore, type PageStore } from "./page-store.server";

/** A data centre's cache as the Cache API behaves for these calls: exact URL match, stored copies. */
function memoryCache() {
  const entries = new Map<string, Response>();
  return {
    entries,
    cache: {
      async match(key: Request) {
        return entries.get(key.url)?.clone();
      },
      async put(key: Request, response: Response) {
        entries.set(key.url, response.clone());
      },
    } as unknown as Cache,
  };
}

/** What a request asking with `nonce` is served, as the edge cache asks for it. */
async function served(store: PageStore, key: Request, nonce: string) {
  return (await store.match(key))?.respond(nonce);
}

const page = (nonce: string) =>
  new Response(`<script nonce="${nonce}">1</script><link nonce="${nonce}" rel="modulepreload">`, {
    headers: {
      "Content-Type": "text/html",
      "Content-Security-Policy": `default-src 'self'; script-src 'nonce-${nonce}'`,
    },
  });

describe("the page store", () => {
  it("serves every copy with the asking request's nonce, never the one it was rendered with", async () => {
    const { cache } = memoryCache();
    const store = pageStore(cache);
    const key = new Request("https://shop.example.se/__edge-cache/v/shop/visitor/a");
    await store.put(key, page("rendered0nce"));
    for (const nonce of ["first1", "second2"]) {
      const answer = await served(store, key, nonce);
      const html = await answer!.text();
      expect(html).toBe(`<script nonce="${nonce}">1</script><link nonce="${nonce}" rel="modulepreload">`);
      expect(answer!.headers.get("Content-Security-Policy")).toBe(`default-src 'self'; script-src 'nonce-${nonce}'`);
    }
  });

  it("keeps Swedish text whole around the nonce, from memory and from the shared cache, each copy its own", async () => {
    const shared = memoryCache();
    const key = new Request("https://shop.example.se/__edge-cache/v/shop/visitor/c");
    const store = pageStore(shared.cache);
    const swedish = (nonce: string) =>
      `<h1>Kök & badrum – åäö ÅÄÖ €</h1><script nonce="${nonce}">"Lägg i varukorgen"</script><p>Sågblad 🪚</p>`;
    await store.put(key, new Response(swedish("r0"), page("r0")));
    const [one, two] = await Promise.all([served(store, key, "n1"), served(store, key, "n2")]);
    expect([await one!.text(), await two!.text()]).toEqual([swedish("n1"), swedish("n2")]);
    expect(await (await shared.cache.match(key))!.text()).toBe(swedish("r0"));
    store.drop(key);
    expect(await (await served(store, key, "n3"))!.text()).toBe(swedish("n3"));
  });

  it("keeps the page in the shared cache too; a dropped isolate copy sends the next lookup there", async () => {
    const shared = memoryCache();
    const key = new Request("https://shop.example.se/__edge-cache/v/shop/visitor/b");
    const store = pageStore(shared.cache);
    await store.put(key, page("n0"));
    expect(shared.entries.has(key.url)).toBe(true);
    store.drop(key);
    expect(await (await served(store, key, "n1"))!.text()).toContain('nonce="n1"');
    store.drop(key);
    shared.entries.clear();
    expect(await store.match(key)).toBeUndefined();
  });

  it("serves a copy with its headers edited: replaced, added to a list, left out; the stored ones stay", async () => {
    const shared = memoryCache();
    const key = new Request("https://shop.example.se/__edge-cache/v/shop/visitor/d");
    const store = pageStore(shared.cache);
    const rendered = page("r0");
    rendered.headers.set("X-Stored-At", "1700000000000");
    rendered.headers.set("Cache-Control", "public, max-age=660");
    rendered.headers.set("Vary", "Accept-Encoding");
    await store.put(key, rendered);
    const stored = (await store.match(key))!;
    expect(stored.header("X-Stored-At")).toBe("1700000000000");
    const answer = stored.respond("n1", {
      remove: ["X-Stored-At"],
      set: { "Cache-Control": "public, max-age=0, s-maxage=60", "X-Edge-Cache": "HIT" },
      append: { Vary: "Cookie" },
    });
    expect(answer.headers.get("X-Stored-At")).toBeNull();
    expect(answer.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=60");
    expect(answer.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(answer.headers.get("Vary")).toBe("Accept-Encoding, Cookie");
    expect(answer.headers.get("Content-Security-Policy")).toBe("default-src 'self'; script-src 'nonce-n1'");
    expect(answer.headers.get("Content-Type")).toBe("text/html");
    // The next copy starts from what was stored, not from the edited one.
    expect((await store.match(key))!.respond("n2").headers.get("Cache-Control")).toBe("public, max-age=660");
  });

  it("keeps nothing, in memory or shared, when the body turns out not to be shareable", async () => {
    const shared = memoryCache();
    const key = new Request("https://shop.example.se/__edge-cache/v/shop/visitor/e");
    const store = pageStore(shared.cache);
    let seen = "";
    await store.put(key, page("r0"), (body) => {
      seen = body;
      return false;
    });
    expect(seen).toContain('nonce="r0"');
    expect(shared.entries.has(key.url)).toBe(false);
    expect(await store.match(key)).toBeUndefined();
  });
});
