/**
 * The search's one tokenizer: what a buyer types becomes words in the form the article index holds them.
 *
 * The index (FTS5 `unicode61 remove_diacritics 2`) folds case and å/ä/ö and splits the article text at every
 * character that is not a letter or digit, so "5,0x50" is indexed as `5` `0x50`, "3G1,5" as `3g1` `5`, "16 A" as
 * `16` `a` and "LED-lampa" as `led` `lampa`. This module folds the query the same way and writes each dimension,
 * unit and code in every spelling a buyer uses, as the token sequences the index holds: 5x50 = 5,0x50 = 5,0 x 50;
 * 3x1,5 = 3G1,5; 16a = 16 A; 1.5 = 1,5; cat 6a = Cat6A; mm, m and A optional.
 */

/** Lower case without diacritics: "Tätning" → "tatning" (as unicode61 with remove_diacritics 2). */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC");
}

/** Units a buyer may leave out or glue to the number ("16a", "50mm"). */
const UNITS = new Set(["mm", "cm", "m", "a", "ma", "v", "w", "k", "st", "l", "ml", "lm", "kg", "g"]);

export type SearchWordKind = "word" | "number" | "dimension" | "code" | "mixed";

export interface SearchWord {
  /** The word as the buyer meant it, canonical: "5,0x50" → "5x50", "16 A" → "16a", "Cat 6A" → "cat6a". */
  text: string;
  kind: SearchWordKind;
  /** The token sequences of the index that spell this word exactly (each an FTS5 phrase body). */
  spellings: string[];
}

const MAX_WORDS = 12;

/** Decimal "5,0" → "5", "1,50" → "1,5", "1.5" → "1,5". */
function canonicalNumber(n: string): string {
  const [whole, frac = ""] = n.replace(".", ",").split(",");
  const f = frac.replace(/0+$/, "");
  return f ? `${String(Number(whole))},${f}` : String(Number(whole));
}

/** The ways the index may hold a number: 5 → ["5", "5,0"]; 1,5 → ["1,5"]. */
function writtenForms(n: string): string[] {
  return n.includes(",") ? [n] : [n, `${n},0`];
}

/** A written form as unicode61 tokens: "5,0x50" → "5 0x50". */
const asIndexTokens = (written: string) =>
  written
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(" ");

function dimensionSpellings(parts: string[], cable: boolean): string[] {
  // The first measure may be written with its decimal ("5,0x50"); the others as they are.
  const forms = writtenForms(parts[0]).map((first) => [first, ...parts.slice(1)].join("x"));
  // Conductors × area: "3x1,5" is written 3G1,5 on a cable.
  if (cable) forms.push(`${parts[0]}g${parts[1]}`);
  return [...new Set(forms.map(asIndexTokens))];
}

/**
 * Splits a query into canonical words. Folded and lower case; "1.5" and "1,5" the same; "5,0 x 50" one
 * dimension; a unit after a number is part of it and optional; letters glued to a number code ("cat 6a",
 * "cat6a") are one word; hyphens separate words ("LED-lampa" = "led lampa", joined forms are the term
 * dictionary's job, search/terms.ts).
 */
export function searchWords(query: string): SearchWord[] {
  let text = foldText(query)
    .slice(0, 500)
    // 1.5 = 1,5 (a decimal point between digits; never a code, those have no separators)
    .replace(/(\d)\.(\d)/g, "$1,$2")
    // 5,0 x 50 = 5,0x50; 3 x 1,5 = 3x1,5; 12 * 40 = 12x40
    .replace(/(\d)\s*[x×*]\s*(?=\d)/g, "$1x")
    // cat 6a = cat6a; c 16 = c16 (one or three letters before a short number-led code)
    .replace(/\b(cat|c|b|d|e|m|ip)\s+(\d{1,2}[a-z]?)\b/g, "$1$2");
  text = text.replace(/[^\p{L}\p{N},]+/gu, " ").replace(/,(?!\d)|(?<!\d),/g, " ");
  const raw = text.split(" ").filter(Boolean);
  const words: SearchWord[] = [];
  for (let i = 0; i < raw.length && words.length < MAX_WORDS; i++) {
    const token = raw[i];
    // A unit on its own after a number belongs to it ("16 a", "50 mm").
    const previous = words[words.length - 1];
    if (UNITS.has(token) && previous && (previous.kind === "number" || previous.kind === "dimension")) {
      if (previous.kind === "number" && /\d$/.test(previous.text))
        words[words.length - 1] = classify(`${previous.text}${token}`);
      continue;
    }
    words.push(classify(token));
  }
  return words;
}

function classify(token: string): SearchWord {
  if (/^\d{4,14}$/.test(token)) return { text: token, kind: "code", spellings: [token] };
  const dim = /^(\d+(?:,\d+)?)((?:[xg]\d+(?:,\d+)?)+)([a-z]*)$/.exec(token);
  if (dim && (dim[3] === "" || UNITS.has(dim[3]))) {
    const parts = [dim[1], ...dim[2].split(/[xg]/).filter(Boolean)].map(canonicalNumber);
    // 3x1,5 and 3G1,5: conductors × area, the way cables are named; other dimensions are only "x".
    // Only an alternative: "5x16" also finds 5G16, "5x50" finds nothing more than before.
    const cable = parts.length === 2 && /^\d$/.test(parts[0]);
    return { text: parts.join("x"), kind: "dimension", spellings: dimensionSpellings(parts, cable) };
  }
  const num = /^(\d+(?:,\d+)?)([a-z]*)$/.exec(token);
  if (num && (num[2] === "" || UNITS.has(num[2]))) {
    const n = canonicalNumber(num[1]);
    const spellings = num[2] ? [`${asIndexTokens(n)} ${num[2]}`, asIndexTokens(`${n}${num[2]}`)] : [asIndexTokens(n)];
    return { text: `${n}${num[2]}`, kind: "number", spellings };
  }
  if (/\d/.test(token)) return { text: token, kind: "mixed", spellings: [token] };
  return { text: token, kind: "word", spellings: [token] };
}

/**
 * How many edits a word may be off (Damerau–Levenshtein): none below 4 letters (too many short words are one
 * letter apart: "rör", "rot"), 1 for 4–7, 2 from 8; never on codes, numbers or dimensions.
 */
export function typoBudget(word: SearchWord): number {
  if (word.kind !== "word") return 0;
  const n = word.text.length;
  return n < 4 ? 0 : n < 8 ? 1 : 2;
}

/** Optimal string alignment distance (adjacent swaps count one), or max + 1 once it is certainly beyond max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0][j] = j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
      best = Math.min(best, d);
    }
    if (i > 0 && best > max) return max + 1;
  }
  return rows[a.length][b.length];
}
