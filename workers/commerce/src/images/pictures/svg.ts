/** Shared pieces of the product pictures: escaping, captions, colours and attribute parsing. */
export type Attributes = Readonly<Record<string, string>>;

/** What a drawing knows about the article: its name and its attributes (technical data). */
export interface Subject {
  name: string;
  /** The maker's name: its products carry its colour (a lever, a body, a box). */
  brand: string;
  attributes: Attributes;
}

/** One product family's drawing: SVG elements on a 400 × 400 canvas, the caption area below y = 330 left free. */
export type Drawing = (subject: Subject) => string;

const XML_ENTITIES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => XML_ENTITIES[ch]);
}

const FONT = 'font-family="Arial, Helvetica, sans-serif"';

export function text(x: number, y: number, content: string, size = 20, fill = "#111827", weight = 700): string {
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="${weight}" text-anchor="middle" fill="${fill}">${escapeXml(content)}</text>`;
}

/** The caption that tells the variants apart (C16, 3G1,5, 5,0x50 …): a label on a white tag under the product. */
export function caption(main: string, detail = ""): string {
  const shown = main.slice(0, 24);
  const width = Math.max(96, shown.length * 15 + 36);
  const detailRow = detail ? text(200, 388, detail.slice(0, 36), 15, "#374151", 400) : "";
  return `<g class="caption"><rect x="${200 - width / 2}" y="332" width="${width}" height="40" rx="6" fill="#fff" stroke="#cbd5e1"/>${text(200, 360, shown, 24)}${detailRow}</g>`;
}

export const SURFACE_COLOURS: Record<string, string> = {
  Vit: "#f8fafc",
  Svart: "#1f2937",
  Grå: "#9ca3af",
  Blå: "#2563eb",
  Röd: "#dc2626",
  Rostfri: "#cbd5e1",
  Krom: "#d1d5db",
  Mattsvart: "#27272a",
  "Borstat stål": "#a8a29e",
};

export function surface(attributes: Attributes, fallback: string): string {
  return SURFACE_COLOURS[attributes.Färg ?? attributes.Ytbehandling ?? ""] ?? fallback;
}

/** The first number in a text, Swedish decimal comma allowed ("12,5 mm" → 12.5). */
export function numberIn(value: string | undefined): number | null {
  const match = /\d+(?:[.,]\d+)?/.exec(value ?? "");
  return match ? Number.parseFloat(match[0].replace(",", ".")) : null;
}

export function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** FNV-1a: a stable number per text, for details that only need to differ between articles. */
export function hash(value: string): number {
  let h = 2166136261;
  for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), 16777619);
  return h >>> 0;
}

export const has = (subject: Subject, word: string) => subject.name.toLowerCase().includes(word.toLowerCase());

const BRAND_COLOURS: Record<string, string> = {
  Säkrab: "#0069b4",
  Voltena: "#e2001a",
  Elvia: "#3dcd58",
  Brytverket: "#1f3c88",
  Nordkabel: "#d7001e",
  Kopparlinjen: "#f39200",
  Ledningsbolaget: "#00539b",
  Verkab: "#008c9e",
  Kraftborr: "#c8102e",
  Precisa: "#00457c",
  Fästab: "#0b3d91",
  Skruvcentralen: "#cc0000",
  Tångverket: "#c8102e",
  Stålgrepp: "#f06400",
};

export function brandColour(subject: Subject, fallback: string): string {
  return BRAND_COLOURS[subject.brand] ?? fallback;
}
