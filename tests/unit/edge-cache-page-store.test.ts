import { describe, expect, it } from "vitest";
import { pageStore } from "~/edge-cache/page-store.server";

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
      const served = await store.match(key, nonce);
      const html = await served!.text();
      expect(html).toBe(`<script nonce="${nonce}">1</script><link nonce="${nonce}" rel="modulepreload">`);
      expect(served!.headers.get("Content-Security-Policy")).toBe(`default-src 'self'; script-src 'nonce-${nonce}'`);
    }
  });

  it("keeps Swedish text whole around the nonce, from memory and from the shared cache, each copy its own", async () => {
    const shared = memoryCache();
    const key = new Request("https://shop.example.se/__edge-cache/v/shop/visitor/c");
    const store = pageStore(shared.cache);
    const swedish = (nonce: string) =>
      `<h1>Kök & badrum – åäö ÅÄÖ €</h1><script nonce="${nonce}">"Lägg i varukorgen"</script><p>Sågblad 🪚</p>`;
    await store.put(key, new Response(swedish("r0"), page("r0")));
    const [one, two] = await Promise.all([store.match(key, "n1"), store.match(key, "n2")]);
    expect([await one!.text(), await two!.text()]).toEqual([swedish("n1"), swedish("n2")]);
    expect(await (await shared.cache.match(key))!.text()).toBe(swedish("r0"));
    store.drop(key);
    expect(await (await store.match(key, "n3"))!.text()).toBe(swedish("n3"));
  });

  it("keeps the page in the shared cache too; a dropped isolate copy sends the next lookup there", async () => {
    const shared = memoryCache();
    const key = new Request("https://shop.example.se/__edge-cache/v/shop/visitor/b");
    const store = pageStore(shared.cache);
    await store.put(key, page("n0"));
    expect(shared.entries.has(key.url)).toBe(true);
    store.drop(key);
    expect(await (await store.match(key, "n1"))!.text()).toContain('nonce="n1"');
    store.drop(key);
    shared.entries.clear();
    expect(await store.match(key, "n2")).toBeUndefined();
  });
});
