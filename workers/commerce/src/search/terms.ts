/**
 * The term dictionary: the letter-only words of the article index with the number of articles holding each,
 * taken from FTS5's own vocabulary when the index is written (search/dictionary.ts) and kept in memory per isolate.
 * A query word the index does not hold is looked up here: as the last part of compounds ("skruvdragare" →
 * slagskruvdragare, borrskruvdragare), as two joined words ("ledlampa" → led lampa), and as a typo of a word or a
 * compound's last part within the edit budget (domain/search-tokens.ts). In memory, because a typo lookup compares
 * the word with every term of about its length: a few thousand comparisons with an early cut-off, well under a
 * millisecond, where a round trip to D1 per candidate would cost more than the whole search.
 */
import { editDistance } from "@shop/domain/search-tokens";
import { bindingOf } from "../http/d1-binding";
import { keptPerIsolate } from "../isolate-caches";

/** A catalogue import or re-seed in another isolate is seen within this time. */
const DICTIONARY_TTL_MS = 5 * 60_000;
/** A compound part or correction must stand on its own: shorter parts ("rör", "el") match too much. */
const MIN_PART = 4;

export interface TermDictionary {
  has(term: string): boolean;
  /** Some indexed term starts with `prefix`. */
  hasPrefix(prefix: string): boolean;
  /**
   * Every indexed term that starts with `prefix` (a word of letters longer than the FTS5 prefix indexes), in order,
   * or null when there are more than `max`. Terms with digits after five letters or more are listed too.
   */
  startingWith(prefix: string, max: number): string[] | null;
  /** Terms with `part` as their last part ("kabel" → installationskabel, kraftkabel), most common first. */
  compoundsEndingWith(part: string, max?: number): string[];
  /** "ledlampa" → ["led", "lampa"] when both halves are indexed words (or prefixes of them, for the last). */
  split(word: string): [string, string] | null;
  /** The closest indexed word or compound part within `budget` edits, or null; ties go to the more common. */
  correct(word: string, budget: number): string | null;
  /** A joined pair with a typo in its second word: "ledlmpa" → ["led", "lampa"] (one edit, tails of 4+ letters). */
  splitCorrected(word: string): [string, string] | null;
}

interface Loaded {
  dictionary: TermDictionary;
  loadedAt: number;
}

let loaded = new WeakMap<D1Database, Promise<Loaded>>();
keptPerIsolate(() => (loaded = new WeakMap()));

/** After a re-seed or catalogue import (search/outcome-cache.ts forgets both). */
export function forgetTermDictionary(db: D1Database): void {
  loaded.delete(bindingOf(db));
}

export async function termDictionary(db: D1Database, now = Date.now()): Promise<TermDictionary> {
  const binding = bindingOf(db);
  let entry = loaded.get(binding);
  if (entry) {
    const ready = await entry.catch(() => null);
    if (ready && now - ready.loadedAt < DICTIONARY_TTL_MS) return ready.dictionary;
    if (loaded.get(binding) === entry) loaded.delete(binding);
  }
  entry = loaded.get(binding);
  if (!entry) {
    // An empty index (before a seed or import) is not remembered: the next search reads again.
    entry = readDictionary(db).then(({ dictionary, size }) => ({ dictionary, loadedAt: size ? now : 0 }));
    loaded.set(binding, entry);
    entry.catch(() => loaded.delete(binding));
  }
  return (await entry).dictionary;
}

async function readDictionary(db: D1Database): Promise<{ dictionary: TermDictionary; size: number }> {
  // Letters only: numbers, dimensions and codes are never corrected or split; `mixed` words (five letters or more,
  // then digits: "kabel3g15") are read for the prefix lists only (`startingWith`). Kept by search/dictionary.ts.
  const { results } = await db
    .prepare("SELECT term, doc, mixed FROM search_dictionary")
    .all<{ term: string; doc: number; mixed: number }>();
  const words = results.filter((r) => !r.mixed);
  const mixed = results.filter((r) => r.mixed).map((r) => r.term);
  return {
    dictionary: buildDictionary(
      words.map((r) => [r.term, r.doc]),
      mixed,
    ),
    size: results.length,
  };
}

/** The first index in `sorted` whose term is not before `prefix`. */
function lowerBound(sorted: string[], prefix: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function buildDictionary(entries: [string, number][], mixedTerms: string[] = []): TermDictionary {
  const docs = new Map(entries);
  const sorted = [...docs.keys()].sort();
  // Every term a prefix of five letters or more can stand for, letters-only or not.
  const prefixable = [...sorted.filter((t) => t.length >= 5), ...mixedTerms].sort();
  const commonFirst = [...docs.keys()].sort((a, b) => docs.get(b)! - docs.get(a)! || (a < b ? -1 : 1));
  const hasPrefix = (prefix: string) => {
    const lo = lowerBound(sorted, prefix);
    return lo < sorted.length && sorted[lo].startsWith(prefix);
  };
  const corrections = new Map<string, string | null>();
  const correct = (word: string, budget: number): string | null => {
    const key = `${budget}:${word}`;
    if (corrections.has(key)) return corrections.get(key)!;
    let best: { term: string; distance: number; docs: number } | null = null;
    for (const term of commonFirst) {
      if (term.length < MIN_PART - 1) continue;
      // The term itself, and its last part of about the word's length (a compound's tail: "…kabel").
      const candidates = [term];
      for (let n = word.length - budget; n <= word.length + budget; n++)
        if (n >= MIN_PART && n < term.length) candidates.push(term.slice(term.length - n));
      for (const candidate of candidates) {
        if (candidate === word) continue;
        const distance = editDistance(word, candidate, best ? Math.min(budget, best.distance) : budget);
        const count = docs.get(term)!;
        if (
          distance <= budget &&
          (!best || distance < best.distance || (distance === best.distance && count > best.docs))
        )
          best = { term: candidate, distance, docs: count };
      }
    }
    const answer = best?.term ?? null;
    if (corrections.size > 2000) corrections.clear();
    corrections.set(key, answer);
    return answer;
  };
  return {
    has: (term) => docs.has(term),
    hasPrefix,
    startingWith(prefix, max) {
      const terms: string[] = [];
      for (let i = lowerBound(prefixable, prefix); i < prefixable.length && prefixable[i].startsWith(prefix); i++) {
        if (terms.length === max) return null;
        terms.push(prefixable[i]);
      }
      return terms;
    },
    compoundsEndingWith(part, max = 24) {
      if (part.length < MIN_PART) return [];
      return commonFirst.filter((t) => t.length >= part.length + 2 && t.endsWith(part)).slice(0, max);
    },
    split(word) {
      // A short tail must be a word of its own: "pressreduceringar" is an inflection, not pressreducering + "ar…".
      for (let i = word.length - 3; i >= 2; i--) {
        const [head, tail] = [word.slice(0, i), word.slice(i)];
        if (docs.has(head) && (tail.length >= MIN_PART ? hasPrefix(tail) : docs.has(tail))) return [head, tail];
      }
      return null;
    },
    correct,
    splitCorrected(word) {
      for (let i = 2; i <= word.length - MIN_PART; i++) {
        const [head, tail] = [word.slice(0, i), word.slice(i)];
        if (!docs.has(head)) continue;
        const fixed = docs.has(tail) ? null : correct(tail, 1);
        if (fixed && docs.has(fixed)) return [head, fixed];
      }
      return null;
    },
  };
}
