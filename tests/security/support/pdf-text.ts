/** Reading what a PDF shows, for the money checks of the service tests and the storefront specs alike. */
import { unzlibSync } from "fflate";

/** All text a PDF shows: every content stream inflated, every `<hex> Tj` and `(text) Tj` string decoded. */
export function pdfText(bytes: Uint8Array): string {
  const latin1 = new TextDecoder("latin1");
  const raw = latin1.decode(bytes);
  const streams: string[] = [];
  const re = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = re.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) break;
    const data = bytes.subarray(start, end);
    try {
      streams.push(latin1.decode(unzlibSync(data)));
    } catch {
      streams.push(latin1.decode(data));
    }
    re.lastIndex = end;
  }
  const shown: string[] = [];
  for (const s of streams) {
    for (const m of s.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj/g)) {
      const hex = m[1].replace(/\s/g, "");
      let text = "";
      for (let i = 0; i + 1 < hex.length; i += 2) text += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
      shown.push(text);
    }
    for (const m of s.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) shown.push(m[1]);
  }
  return shown.join("\n");
}
