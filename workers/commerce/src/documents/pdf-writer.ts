/**
 * The shop's PDF documents (order confirmation, quote) share one look: A4, Helvetica, dark text, a line cursor
 * that starts a new page at the bottom margin. @cantoo/pdf-lib (the maintained fork of pdf-lib) runs in workerd: no fonts or files from disk.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "@cantoo/pdf-lib";

const A4: [number, number] = [595.28, 841.89];
const TOP = 800;
const BOTTOM = 60;
export const LEFT = 50;
export const RIGHT = 545;
const INK = rgb(0.1, 0.1, 0.1);
const RULE = rgb(0.75, 0.75, 0.75);

/** Standard fonts use WinAnsi: å, ä, ö are fine; anything outside it is replaced, never a crash. */
export const winAnsi = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF€–—’“”…]/g, "?");

export interface TextOptions {
  size?: number;
  bold?: boolean;
  /** `right`: `x` is where the text ends (amount columns). */
  align?: "left" | "right";
}

export interface PdfWriter {
  readonly pdf: PDFDocument;
  text: (value: string, x: number, options?: TextOptions) => void;
  /** Moves down `gap` points, on a new page when the bottom margin is reached. */
  line: (gap?: number) => void;
  /** A thin horizontal rule under the current line, across the text width. */
  rule: () => void;
  /** `value` broken into lines no wider than `width` (words kept whole, newlines kept). */
  wrap: (value: string, width: number, options?: TextOptions) => string[];
  /** `value` cut with an ellipsis to fit `width`. */
  fit: (value: string, width: number, options?: TextOptions) => string;
  save: () => Promise<Uint8Array>;
}

export async function pdfWriter(title: string): Promise<PdfWriter> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setLanguage("sv-SE");
  pdf.setCreator("Bygg & El webbshop");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage(A4);
  let y = TOP;
  const fontOf = (options: TextOptions): PDFFont => (options.bold ? bold : regular);
  const width = (value: string, options: TextOptions) =>
    fontOf(options).widthOfTextAtSize(winAnsi(value), options.size ?? 10);
  const fit = (value: string, max: number, options: TextOptions = {}) => {
    if (width(value, options) <= max) return value;
    let cut = value;
    while (cut.length > 1 && width(`${cut}…`, options) > max) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}…`;
  };
  return {
    pdf,
    text: (value, x, options = {}) => {
      const shown = winAnsi(value);
      const left = options.align === "right" ? x - width(shown, options) : x;
      page.drawText(shown, { x: left, y, size: options.size ?? 10, font: fontOf(options), color: INK });
    },
    line: (gap = 14) => {
      y -= gap;
      if (y < BOTTOM) {
        page = pdf.addPage(A4);
        y = TOP;
      }
    },
    rule: () => {
      page.drawLine({ start: { x: LEFT, y: y - 4 }, end: { x: RIGHT, y: y - 4 }, thickness: 0.5, color: RULE });
    },
    wrap: (value, max, options = {}) => {
      const lines: string[] = [];
      for (const paragraph of value.split(/\r?\n/)) {
        let current = "";
        for (const word of paragraph.split(/\s+/).filter(Boolean)) {
          const next = current ? `${current} ${word}` : word;
          if (width(next, options) <= max) {
            current = next;
            continue;
          }
          if (current) lines.push(current);
          current = fit(word, max, options);
        }
        lines.push(current);
      }
      return lines;
    },
    fit,
    save: () => pdf.save(),
  };
}
