/**
 * From what a buyer typed to the FTS5 queries of one search: each word with the forms it may take in the index,
 * in ranking tiers (docs/search.md):
 *   0 exact word (dimensions in their written form; a word joined or split as the index holds it) · 1 prefix ·
 *   2 compound part · 3 synonym (search/synonyms.ts) · 4 typo correction (search/terms.ts).
 * The match is the widest tier; a hit's tier is the first tier query it also matches. Every term is quoted from
 * the tokenizer's letters, digits, spaces and commas only (domain/search-tokens.ts), so no FTS syntax gets in.
 */
import { searchWords, typoBudget, type SearchWord } from "@shop/domain/search-tokens";
import type { TermDictionary } from "./terms";
import type { SynonymIndex } from "./synonyms";

export const TIERS = 5;
type Level = 0 | 1 | 2 | 3 | 4;

export interface QueryPlan {
  /** The widest query (every tier's forms), or null when nothing searchable was typed. */
  match: string | null;
  /** Narrower queries by tier (index = tier); null where a tier has no form for some word. */
  tiers: (string | null)[];
  /** The query as corrected, when a word was replaced by its closest indexed word ("Menade du …?"). */
  corrected: string | null;
}

interface Unit {
  /** The unit's query at a level, or null when it has no form at or below it. */
  at(level: Level): string | null;
}

const quote = (phrase: string, prefix = false) => `"${phrase.replace(/"/g, "")}"${prefix ? "*" : ""}`;

/** The longest prefix FTS5 answers from its prefix indexes (migration 0004: `prefix = '2 3 4'`). */
const INDEXED_PREFIX = 4;
/** More indexed words than this behind one prefix, and it is left to FTS5 as a prefix query. */
const MAX_PREFIX_WORDS = 48;

/**
 * A phrase whose last word may be the start of a longer one ("kabel" → kabelkanal), as FTS5 should run it. A
 * prefix longer than FTS5's prefix indexes makes it read and merge the whole doclist of every term it stands
 * for before it returns a row (8–9 ms for "kabel"* at 868,000 articles); the same words listed exactly are walked
 * lazily and stop with the window (0.3 ms), so such a prefix is written as the indexed words that start with it.
 */
function prefixed(terms: TermDictionary, phrase: string): string[] {
  const words = phrase.split(" ");
  const last = words[words.length - 1];
  if (last.length <= INDEXED_PREFIX || !/^[a-z]+$/.test(last)) return [quote(phrase, true)];
  const completions = terms.startingWith(last, MAX_PREFIX_WORDS);
  if (!completions || completions.length === 0) return [quote(phrase, true)];
  const head = words.slice(0, -1).join(" ");
  return completions.map((c) => quote(head ? `${head} ${c}` : c));
}

const anyOf = (exprs: string[]) => (exprs.length === 1 ? exprs[0] : `(${exprs.join(" OR ")})`);

function unitOf(alternatives: { level: Level; expr: string }[]): Unit {
  return {
    at(level) {
      const exprs = [...new Set(alternatives.filter((a) => a.level <= level).map((a) => a.expr))];
      if (exprs.length === 0) return null;
      return anyOf(exprs);
    },
  };
}

/** The forms of one word; `corrections` collects the replaced words for "Menade du". */
function wordUnit(
  word: SearchWord,
  terms: TermDictionary,
  synonyms: SynonymIndex,
  corrections: Map<SearchWord, string>,
): Unit {
  const alts: { level: Level; expr: string }[] = [];
  const add = (level: Level, expr: string | string[]) => {
    for (const e of typeof expr === "string" ? [expr] : expr) alts.push({ level, expr: e });
  };
  if (word.kind === "dimension") {
    // The written form with its decimal ("5,0x50") before the bare one, which also ends "4,5x50".
    for (const s of word.spellings) add(s.includes(" ") || word.spellings.length === 1 ? 0 : 1, quote(s));
    return unitOf(alts);
  }
  if (word.kind === "number") {
    for (const s of word.spellings) add(0, quote(s));
    add(1, quote(word.spellings[0], true));
    return unitOf(alts);
  }
  if (word.kind === "code" || word.kind === "mixed") {
    add(0, quote(word.text));
    // A partial article number lists its matches; "cat6a" also as the index may split it ("cat 6a").
    add(1, quote(word.text, true));
    const split = /^([a-z]+)(\d.*)$/.exec(word.text);
    if (split) add(1, quote(`${split[1]} ${split[2]}`, true));
    return unitOf(alts);
  }
  const w = word.text;
  add(0, quote(w));
  add(1, prefixed(terms, w));
  const compounds = terms.compoundsEndingWith(w);
  for (const c of compounds) add(2, prefixed(terms, c));
  const split = terms.hasPrefix(w) ? null : terms.split(w);
  // Joined where the index holds it split ("ledlampa" = LED-lampa): the same word, so the same tiers as the word.
  if (split) {
    add(0, quote(split.join(" ")));
    add(1, prefixed(terms, split.join(" ")));
  }
  let synonymFound = false;
  const addSynonym = (replacement: string) => {
    synonymFound = true;
    add(3, prefixed(terms, replacement));
    if (!replacement.includes(" "))
      for (const c of terms.compoundsEndingWith(replacement, 12)) add(3, prefixed(terms, c));
  };
  for (const r of synonyms.of(w)) addSynonym(r);
  // A compound ending in a synonym: "kökskran" → köks + blandare = köksblandare, when the index holds it.
  for (const t of synonyms.terms())
    if (w.length >= t.length + 3 && w.endsWith(t))
      for (const r of synonyms.of(t)) {
        const head = w.slice(0, w.length - t.length);
        for (const candidate of [head + r, head.replace(/s$/, "") + r])
          if (terms.hasPrefix(candidate)) addSynonym(candidate);
      }
  const known = terms.hasPrefix(w) || compounds.length > 0 || split !== null || synonymFound;
  if (!known) {
    const corrected = terms.correct(w, typoBudget(word));
    if (corrected) {
      corrections.set(word, corrected);
      add(4, prefixed(terms, corrected));
      for (const c of terms.compoundsEndingWith(corrected, 12)) add(4, prefixed(terms, c));
      for (const r of synonyms.of(corrected)) add(4, prefixed(terms, r));
    } else {
      const pair = terms.splitCorrected(w);
      if (pair) {
        corrections.set(word, pair.join(" "));
        add(4, prefixed(terms, pair.join(" ")));
      }
    }
  }
  return unitOf(alts);
}

/**
 * Two words a buyer split that the index holds joined: "trä skruv" = träskruv, "dusch blandare" = duschblandare. The
 * joined word is the word meant, so it is exact at tier 0, while the two words apart may match other articles (a
 * "köksblandare med dusch") only as well as they match each.
 */
function joinedUnit(a: Unit, b: Unit, joined: { exact: string; prefixed: string }): Unit {
  return {
    at(level) {
      const [x, y] = [a.at(level), b.at(level)];
      const both = x && y ? `(${x} AND ${y})` : null;
      const whole = level === 0 ? joined.exact : joined.prefixed;
      return both ? `(${whole} OR ${both})` : whole;
    },
  };
}

export function planQuery(query: string, terms: TermDictionary, synonyms: SynonymIndex): QueryPlan {
  const words = searchWords(query);
  if (words.length === 0) return { match: null, tiers: [], corrected: null };
  const corrections = new Map<SearchWord, string>();
  const units: Unit[] = [];
  for (let i = 0; i < words.length; i++) {
    const [word, next] = [words[i], words[i + 1]];
    const unit = wordUnit(word, terms, synonyms, corrections);
    if (next && word.kind === "word" && next.kind === "word" && terms.hasPrefix(word.text + next.text)) {
      units.push(
        joinedUnit(unit, wordUnit(next, terms, synonyms, corrections), {
          exact: quote(word.text + next.text),
          prefixed: anyOf(prefixed(terms, word.text + next.text)),
        }),
      );
      i++;
    } else units.push(unit);
  }
  const at = (level: Level) => {
    const parts = units.map((u) => u.at(level));
    // Explicit AND: FTS5 takes no implicit AND before a parenthesis.
    return parts.every((p): p is string => p !== null) ? parts.join(" AND ") : null;
  };
  const tiers = ([0, 1, 2, 3, 4] as Level[]).map(at);
  const corrected = corrections.size ? words.map((w) => corrections.get(w) ?? w.text).join(" ") : null;
  return { match: tiers[4], tiers, corrected };
}
