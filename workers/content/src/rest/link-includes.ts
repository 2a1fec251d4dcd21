import type { StoredAsset, StoredEntry } from "../model";
import { deliveryAsset, deliveryEntry, findAsset, findEntry, outgoingLinks, type View } from "../repository";

/**
 * Breadth-first link resolution like Contentful's `include`: entries and assets linked from the page,
 * then from those, up to `depth` levels. Links to missing (or unpublished) targets are reported in
 * `errors` as `notResolvable`, the way the CDA does.
 */
export function resolveIncludes(view: View, page: StoredEntry[], depth: number) {
  const seen = new Set(page.map((entry) => `Entry:${entry.sys.id}`));
  const includedEntries: StoredEntry[] = [];
  const includedAssets: StoredAsset[] = [];
  const unresolved = new Map<string, { linkType: string; id: string }>();
  let frontier: StoredEntry[] = page;
  for (let level = 0; level < depth && frontier.length > 0; level++) {
    const next: StoredEntry[] = [];
    for (const entry of frontier) {
      for (const link of outgoingLinks(entry.fields)) {
        const key = `${link.sys.linkType}:${link.sys.id}`;
        if (seen.has(key) || unresolved.has(key)) continue;
        if (link.sys.linkType === "Entry") {
          const target = findEntry(view, link.sys.id);
          if (!target) {
            unresolved.set(key, { linkType: "Entry", id: link.sys.id });
            continue;
          }
          seen.add(key);
          includedEntries.push(target);
          next.push(target);
        } else {
          const target = findAsset(view, link.sys.id);
          if (!target) {
            unresolved.set(key, { linkType: "Asset", id: link.sys.id });
            continue;
          }
          seen.add(key);
          includedAssets.push(target);
        }
      }
    }
    frontier = next;
  }
  return {
    includes: {
      Entry: includedEntries.map((entry) => deliveryEntry(view, entry)),
      Asset: includedAssets.map((asset) => deliveryAsset(view, asset)),
    },
    errors: [...unresolved.values()].map((details) => ({
      sys: { id: "notResolvable", type: "error" },
      details: { type: "Link", ...details },
    })),
  };
}
