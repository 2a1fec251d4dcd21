/** Drawings of the plumbing and building families: pipes, fittings, taps, drains, boards, insulation, sealants. */
import { caption, clamp, has, hash, numberIn, surface, type Drawing } from "./svg";

const COPPER = "#b87333";
const METALS: Record<string, string> = { Koppar: COPPER, "Förzinkat stål": "#9ca3af", Rostfritt: "#d1d5db" };

function coil(colour: string, stroke: number, dashed = false): string {
  return [120, 100, 80, 60]
    .map(
      (r) =>
        `<ellipse cx="200" cy="180" rx="${r + 40}" ry="${r}" fill="none" stroke="${colour}" stroke-width="${stroke}"${dashed ? ' stroke-dasharray="4 2"' : ""}/>`,
    )
    .join("");
}

export const copperPipe: Drawing = (subject) => {
  const size = subject.attributes.Dimension ?? "";
  const bore = clamp(numberIn(size) ?? 15, 8, 35);
  const detail = subject.attributes.Längd ?? (has(subject, "mjukt") ? "Ring" : "Rak längd");
  if (has(subject, "mjukt")) return `${coil(COPPER, bore / 1.5)}${caption(size, detail)}`;
  const colour = has(subject, "förkromat") ? "#d1d5db" : COPPER;
  const pipes = [0, 1, 2]
    .map((i) => {
      const y = 110 + i * (bore + 30);
      return `<rect x="40" y="${y}" width="300" height="${bore * 1.6}" rx="3" fill="${colour}"/><ellipse cx="340" cy="${y + bore * 0.8}" rx="${bore * 0.5}" ry="${bore * 0.8}" fill="${colour}" stroke="#7c2d12" stroke-width="2"/><ellipse cx="340" cy="${y + bore * 0.8}" rx="${bore * 0.35}" ry="${bore * 0.6}" fill="#431407"/>`;
    })
    .join("");
  return `${pipes}${caption(size, detail)}`;
};

export const pressFitting: Drawing = (subject) => {
  const metal = METALS[subject.attributes.Material ?? ""] ?? COPPER;
  const size = subject.attributes.Dimension ?? "";
  const pipe = (d: string) =>
    `<path d="${d}" fill="none" stroke="${metal}" stroke-width="46" stroke-linecap="butt"/><path d="${d}" fill="none" stroke="#00000022" stroke-width="46" stroke-dasharray="14 200"/>`;
  const shape = has(subject, "böj")
    ? pipe("M90 110 L170 110 Q 250 110 250 190 L250 290")
    : has(subject, "T-rör")
      ? `${pipe("M60 140 L340 140")}${pipe("M200 140 L200 290")}`
      : has(subject, "reducering")
        ? `${pipe("M70 170 L200 170")}<path d="M200 170 L330 170" stroke="${metal}" stroke-width="30"/>`
        : pipe("M70 170 L330 170");
  return `${shape}${caption(size, subject.attributes.Material ?? "")}`;
};

export const pexPipe: Drawing = (subject) => {
  const size = subject.attributes.Dimension ?? "";
  const sleeve = has(subject, "skyddsrör");
  const colour = sleeve ? (hash(subject.name) % 2 ? "#dc2626" : "#2563eb") : "#f8fafc";
  return `${coil(colour, sleeve ? 20 : 12, sleeve)}${sleeve ? "" : coil("#9ca3af", 2)}${caption(size, sleeve ? "I skyddsrör" : "PEX-AL-PEX")}`;
};

export const tap: Drawing = (subject) => {
  const finish = surface(subject.attributes, "#d1d5db");
  const tall = has(subject, "Köks") || subject.attributes.Modell === "högt utlopp";
  const spout = tall
    ? `<path d="M200 250 L200 80 Q 200 50 250 50 L300 50 Q 320 50 320 75 L320 110" fill="none" stroke="${finish}" stroke-width="26" stroke-linecap="round"/>`
    : `<path d="M190 200 L190 150 L300 150 L300 175" fill="none" stroke="${finish}" stroke-width="28" stroke-linecap="round"/>`;
  return `<rect x="150" y="240" width="100" height="60" rx="10" fill="${finish}" stroke="#6b7280"/><rect x="160" y="170" width="80" height="80" rx="12" fill="${finish}" stroke="#6b7280"/>${spout}
<rect x="120" y="${tall ? 180 : 120}" width="70" height="16" rx="8" fill="${finish}" stroke="#6b7280"/>${caption(subject.attributes.Ytbehandling ?? "", subject.attributes.Modell ?? "")}`;
};

export const floorDrain: Drawing = (subject) => {
  const steel = has(subject, "rostfri");
  const slots = Array.from(
    { length: 7 },
    (_, i) => `<rect x="130" y="${110 + i * 20}" width="140" height="9" rx="4" fill="#374151"/>`,
  );
  return `<rect x="70" y="50" width="260" height="260" rx="14" fill="${steel ? "#e5e7eb" : "#d6d3d1"}" stroke="#6b7280" stroke-width="4"/><circle cx="200" cy="180" r="100" fill="#9ca3af"/>${slots.join("")}
${caption(subject.attributes.Anslutning ?? "", steel ? "Rostfri" : "Plast")}`;
};

export const threadSealant: Drawing = (subject) => {
  const volume = subject.attributes.Volym ?? "";
  if (has(subject, "tejp"))
    return `<circle cx="200" cy="180" r="110" fill="#f8fafc" stroke="#cbd5e1" stroke-width="6"/><circle cx="200" cy="180" r="55" fill="#e5e7eb" stroke="#9ca3af" stroke-width="4"/>${caption("PTFE", volume)}`;
  return `<path d="M120 90 L280 90 L270 300 L130 300 Z" fill="#0f766e"/><rect x="170" y="50" width="60" height="40" rx="6" fill="#134e4a"/><rect x="130" y="150" width="140" height="80" fill="#f8fafc"/>
<path d="M150 190 L250 190" stroke="#dc2626" stroke-width="8"/>${caption(volume, "Gängtätning")}`;
};

function slabStack(colour: string, edge: string, layers: number, thickness: number): string {
  const out = [];
  for (let i = layers - 1; i >= 0; i--) {
    const y = 140 + i * thickness;
    out.push(
      `<path d="M60 ${y} L240 ${y - 80} L360 ${y - 40} L180 ${y + 40} Z" fill="${colour}" stroke="${edge}" stroke-width="2"/><path d="M60 ${y} L180 ${y + 40} L180 ${y + 40 + thickness} L60 ${y + thickness} Z" fill="${edge}"/><path d="M180 ${y + 40} L360 ${y - 40} L360 ${y - 40 + thickness} L180 ${y + 40 + thickness} Z" fill="${edge}" opacity="0.7"/>`,
    );
  }
  return out.join("");
}

export const plasterboard: Drawing = (subject) => {
  const face = has(subject, "våtrum") ? "#bbf7d0" : has(subject, "brand") ? "#fecaca" : "#f3f4f6";
  const thickness = subject.attributes.Tjocklek ?? "";
  return `${slabStack(face, "#9ca3af", 5, clamp(numberIn(thickness) ?? 12, 9, 16))}${caption(thickness || subject.attributes.Format || "", subject.attributes.Format ?? "")}`;
};

export const woodBoard: Drawing = (subject) => {
  const osb = has(subject, "OSB");
  const flecks = osb
    ? Array.from({ length: 14 }, (_, i) => {
        const h = hash(`${subject.name}${i}`);
        return `<rect x="${110 + (h % 150)}" y="${60 + ((h >> 8) % 90)}" width="26" height="8" fill="#a16207" transform="rotate(${(h >> 16) % 180} ${120 + (h % 150)} ${64 + ((h >> 8) % 90)})"/>`;
      }).join("")
    : "";
  return `${slabStack(osb ? "#eab308" : "#e7c58d", "#a16207", 3, clamp((numberIn(subject.attributes.Tjocklek) ?? 18) * 1.2, 14, 28))}${flecks}${caption(subject.attributes.Tjocklek ?? "", osb ? "OSB/3" : "")}`;
};

export const insulation: Drawing = (subject) => {
  const glass = has(subject, "Glasull");
  const thickness = numberIn(subject.attributes.Tjocklek) ?? 95;
  return `${slabStack(glass ? "#fde047" : "#a3a38a", glass ? "#ca8a04" : "#65654f", 3, clamp(thickness / 4, 14, 46))}
<path d="M40 90 L370 90" stroke="#2563eb" stroke-width="2" opacity="0.4"/>${caption(subject.attributes.Tjocklek ?? "", glass ? "Glasull" : "Stenull")}`;
};

export const cartridge: Drawing = (subject) => {
  const colour = surface(subject.attributes, "#f8fafc");
  return `<rect x="60" y="140" width="250" height="80" rx="10" fill="#e5e7eb" stroke="#9ca3af" stroke-width="3"/><rect x="120" y="140" width="110" height="80" fill="${colour}" stroke="#9ca3af"/>
<path d="M310 160 L380 175 L380 185 L310 200 Z" fill="#f8fafc" stroke="#9ca3af" stroke-width="3"/><rect x="40" y="150" width="20" height="60" fill="#9ca3af"/>${caption(subject.attributes.Volym ?? "", subject.attributes.Färg ?? "")}`;
};

export const foamCan: Drawing = (subject) =>
  `<rect x="140" y="90" width="120" height="220" rx="18" fill="#16a34a"/><rect x="140" y="150" width="120" height="90" fill="#f8fafc"/><path d="M170 90 L230 90 L215 60 L185 60 Z" fill="#374151"/>
${has(subject, "pistol") ? '<rect x="180" y="40" width="120" height="14" fill="#111827"/>' : '<path d="M200 60 L200 30 L290 30" fill="none" stroke="#111827" stroke-width="6"/>'}${caption(subject.attributes.Volym ?? "", has(subject, "Brand") ? "Brandklassad" : "")}`;
