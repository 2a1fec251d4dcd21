/**
 * The wholesaler's synonyms (table search_synonyms, migration 0125; maintained through routes/search-synonyms.ts):
 * data access, and the isolate's copy the query expansion reads (search/query-plan.ts). Terms are stored folded
 * (domain/search-tokens.ts foldText), so "Rökdetektor" and "rokdetektor" are one entry.
 */
import { foldText } from "@shop/domain/search-tokens";
import { bindingOf } from "../http/d1-binding";
import { keptPerIsolate } from "../isolate-caches";

export interface SynonymRow {
  id: number;
  term: string;
  replacement: string;
  two_way: number;
  updated_at: string;
}

export interface Synonym {
  id: number;
  term: string;
  replacement: string;
  twoWay: boolean;
  updatedAt: string;
}

const toSynonym = (r: SynonymRow): Synonym => ({
  id: r.id,
  term: r.term,
  replacement: r.replacement,
  twoWay: r.two_way === 1,
  updatedAt: r.updated_at,
});

/** Folded and with single spaces, as the index's words are compared. */
export function synonymTerm(text: string): string {
  return foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export const MAX_SYNONYMS = 5000;

export async function listSynonyms(db: D1Database): Promise<Synonym[]> {
  const { results } = await db
    .prepare(
      `SELECT id, term, replacement, two_way, updated_at FROM search_synonyms ORDER BY term, replacement LIMIT ${MAX_SYNONYMS}`,
    )
    .all<SynonymRow>();
  return results.map(toSynonym);
}

/**
 * Adds a synonym, or changes the direction of an existing pair. Refused (null) when the table is full; the count
 * and the insert are one statement, so two parallel requests cannot both pass a full table.
 */
export async function putSynonym(
  db: D1Database,
  entry: { term: string; replacement: string; twoWay: boolean },
): Promise<Synonym | null> {
  const row = await db
    .prepare(
      `INSERT INTO search_synonyms (term, replacement, two_way)
       SELECT ?1, ?2, ?3 WHERE (SELECT count(*) FROM search_synonyms) < ${MAX_SYNONYMS}
          OR EXISTS (SELECT 1 FROM search_synonyms WHERE term = ?1 AND replacement = ?2)
       ON CONFLICT (term, replacement) DO UPDATE SET two_way = excluded.two_way,
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       RETURNING id, term, replacement, two_way, updated_at`,
    )
    .bind(entry.term, entry.replacement, entry.twoWay ? 1 : 0)
    .first<SynonymRow>();
  forgetSynonyms(db);
  return row ? toSynonym(row) : null;
}

export async function deleteSynonym(db: D1Database, id: number): Promise<boolean> {
  const result = await db.prepare("DELETE FROM search_synonyms WHERE id = ?1").bind(id).run();
  forgetSynonyms(db);
  return (result.meta.changes ?? 0) > 0;
}

/** What a folded word also finds: its one-way replacements, and both sides of its two-way pairs. */
export interface SynonymIndex {
  of(term: string): string[];
  /** Every term with entries (for compounds ending in one: "kökskran" → kök + blandare). */
  terms(): string[];
}

/** Other isolates see a change within this time. */
const SYNONYMS_TTL_MS = 60_000;
let cached = new WeakMap<D1Database, { index: Promise<SynonymIndex>; at: number }>();
keptPerIsolate(() => (cached = new WeakMap()));

export function forgetSynonyms(db: D1Database): void {
  cached.delete(bindingOf(db));
}

export async function synonymIndex(db: D1Database, now = Date.now()): Promise<SynonymIndex> {
  const binding = bindingOf(db);
  const entry = cached.get(binding);
  if (entry && now - entry.at < SYNONYMS_TTL_MS) return entry.index;
  const index = listSynonyms(db).then(buildSynonymIndex);
  cached.set(binding, { index, at: now });
  index.catch(() => cached.delete(binding));
  return index;
}

export function buildSynonymIndex(rows: Pick<Synonym, "term" | "replacement" | "twoWay">[]): SynonymIndex {
  const map = new Map<string, Set<string>>();
  const add = (from: string, to: string) => {
    if (from === to) return;
    if (!map.has(from)) map.set(from, new Set());
    map.get(from)!.add(to);
  };
  for (const r of rows) {
    add(r.term, r.replacement);
    if (r.twoWay) add(r.replacement, r.term);
  }
  return { of: (term) => [...(map.get(term) ?? [])], terms: () => [...map.keys()] };
}
