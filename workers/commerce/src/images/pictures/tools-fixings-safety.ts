/** Drawings of tools, fixings and safety gear: drills, saws, pliers, screwdrivers, meters, screws, plugs, ties… */
import { brandColour, caption, clamp, has, numberIn, surface, text, type Drawing } from "./svg";

export const drill: Drawing = (subject) => {
  const body = brandColour(subject, "#0f766e");
  const battery = subject.attributes.Utförande !== "utan batteri";
  return `<path d="M90 90 L290 90 Q 310 90 310 110 L310 160 Q 310 175 290 175 L200 175 L185 260 L130 260 L140 175 L90 175 Q 70 175 70 150 L70 110 Q 70 90 90 90 Z" fill="${body}"/>
<rect x="310" y="115" width="40" height="36" fill="#374151"/><rect x="350" y="126" width="36" height="14" fill="#9ca3af"/>
${battery ? `<rect x="110" y="255" width="100" height="50" rx="6" fill="#111827"/>` : `<rect x="110" y="255" width="100" height="20" rx="4" fill="#374151"/>`}${caption(subject.attributes.Spänning ?? "18 V", subject.attributes.Utförande ?? "")}`;
};

export const saw: Drawing = (subject) => {
  const diameter = subject.attributes.Klingdiameter ?? "";
  const r = clamp((numberIn(diameter) ?? 190) / 2.2, 70, 115);
  const teeth = Array.from({ length: 36 }, (_, i) => {
    const a = (i * Math.PI) / 18;
    const b = a + Math.PI / 36;
    return `${200 + Math.cos(a) * r},${175 + Math.sin(a) * r} ${200 + Math.cos(b) * (r + 10)},${175 + Math.sin(b) * (r + 10)}`;
  }).join(" ");
  return `<polygon points="${teeth}" fill="#cbd5e1" stroke="#64748b" stroke-width="2"/><circle cx="200" cy="175" r="${r * 0.35}" fill="#9ca3af"/><circle cx="200" cy="175" r="10" fill="#374151"/>
<path d="M200 ${175 - r - 18} A ${r + 18} ${r + 18} 0 0 1 ${200 + r + 18} 175 L200 175 Z" fill="${brandColour(subject, "#0f766e")}"/>${caption(diameter, subject.name.split(" ")[0])}`;
};

export const pliers: Drawing = (subject) => {
  const insulated = has(subject, "VDE");
  const grip = insulated ? "#dc2626" : brandColour(subject, "#2563eb");
  const grip2 = insulated ? "#facc15" : "#1e3a8a";
  return `<path d="M200 170 L120 320" stroke="${grip}" stroke-width="30" stroke-linecap="round"/><path d="M200 170 L280 320" stroke="${grip2}" stroke-width="30" stroke-linecap="round"/>
<path d="M200 170 L170 50 L200 40 L215 160 Z" fill="#6b7280"/><path d="M200 170 L230 50 L200 40 L185 160 Z" fill="#9ca3af"/><circle cx="200" cy="170" r="16" fill="#374151"/>
${caption(subject.attributes.Längd ?? "", insulated ? "VDE 1000 V" : "")}`;
};

export const screwdriver: Drawing = (subject) => {
  const tip = subject.attributes.Spår ?? "";
  const insulated = has(subject, "VDE");
  return `<rect x="60" y="150" width="130" height="50" rx="22" fill="${insulated ? "#dc2626" : "#f59e0b"}"/><rect x="70" y="160" width="110" height="10" rx="5" fill="#111827" opacity="0.3"/>
<rect x="190" y="166" width="150" height="18" fill="${insulated ? "#dc2626" : "#9ca3af"}"/><path d="M340 166 L370 172 L370 178 L340 184 Z" fill="#6b7280"/>${caption(tip, insulated ? "VDE 1000 V" : "")}`;
};

export const meter: Drawing = (subject) => {
  const clamp_ = has(subject, "Tång");
  const head = clamp_
    ? `<path d="M150 120 C 150 20 250 20 250 120" fill="none" stroke="#111827" stroke-width="26"/>`
    : `<path d="M170 300 C 120 330 100 250 90 200" fill="none" stroke="#dc2626" stroke-width="6"/><path d="M230 300 C 280 330 300 250 310 200" fill="none" stroke="#111827" stroke-width="6"/>`;
  return `${head}<rect x="130" y="110" width="140" height="200" rx="16" fill="#facc15" stroke="#a16207" stroke-width="4"/><rect x="148" y="128" width="104" height="48" rx="4" fill="#d1fae5" stroke="#374151"/>
${text(200, 162, "230.0", 22, "#111827")}<circle cx="200" cy="240" r="34" fill="#374151"/><line x1="200" y1="240" x2="200" y2="212" stroke="#f8fafc" stroke-width="6"/>${caption(subject.attributes.Mätkategori ?? "", subject.name.split(" ")[0])}`;
};

function screwSize(subject: Parameters<Drawing>[0]): string {
  const { attributes } = subject;
  if (attributes.Diameter && attributes.Längd)
    return `${attributes.Diameter.replace(" mm", "")}x${attributes.Längd.replace(" mm", "")}`;
  return attributes.Dimension ?? "";
}

/** A box of screws with its size (5,0x50) on the label and one screw drawn beside it. */
export const screwBox: Drawing = (subject) => {
  const size = screwSize(subject);
  const count = /\((\d+) st\)/.exec(subject.name)?.[1];
  const steel =
    (subject.attributes.Material ?? "").includes("Rostfri") || has(subject, "rostfri") ? "#d1d5db" : "#e5e7eb";
  const threads = Array.from(
    { length: 9 },
    (_, i) => `<line x1="300" y1="${120 + i * 18}" x2="336" y2="${128 + i * 18}" stroke="#6b7280" stroke-width="3"/>`,
  );
  return `<path d="M60 110 L230 110 L260 80 L90 80 Z" fill="#d6a56b"/><rect x="60" y="110" width="170" height="190" fill="#c08a4b"/><path d="M230 110 L260 80 L260 270 L230 300 Z" fill="#a16b2f"/>
<rect x="75" y="150" width="140" height="90" fill="#f8fafc" stroke="${brandColour(subject, "#9ca3af")}" stroke-width="6"/>${text(145, 190, size, 26)}${text(145, 222, count ? `${count} st` : "", 16, "#374151", 400)}
<rect x="292" y="90" width="52" height="18" rx="6" fill="${steel}" stroke="#6b7280"/><path d="M304 108 L332 108 L326 280 L318 300 L310 280 Z" fill="${steel}" stroke="#6b7280" stroke-width="2"/>${threads.join("")}
${caption(size, subject.attributes.Material ?? (has(subject, "Gips") ? "Fosfaterad" : ""))}`;
};

function bag(inner: string, tint: string): string {
  return `<path d="M90 60 L310 60 L320 310 L80 310 Z" fill="${tint}" stroke="#94a3b8" stroke-width="3" opacity="0.9"/><rect x="90" y="60" width="220" height="22" fill="#dc2626"/>${inner}`;
}

export const plugBag: Drawing = (subject) => {
  const plugs = Array.from({ length: 6 }, (_, i) => {
    const x = 120 + (i % 3) * 60;
    const y = 120 + Math.floor(i / 3) * 90;
    return `<path d="M${x} ${y} L${x + 24} ${y} L${x + 20} ${y + 70} L${x + 4} ${y + 70} Z" fill="${subject.attributes.Material === "Plast" || !subject.attributes.Material ? "#9ca3af" : "#d1d5db"}" stroke="#6b7280"/>`;
  });
  return `${bag(plugs.join(""), "#f1f5f9")}${caption(subject.attributes.Dimension ?? "", subject.name.split(" ")[0])}`;
};

export const cableTieBag: Drawing = (subject) => {
  const colour = surface(subject.attributes, "#111827");
  const ties = Array.from(
    { length: 7 },
    (_, i) =>
      `<path d="M${115 + i * 25} 290 L${125 + i * 25} 110" stroke="${colour}" stroke-width="7" stroke-linecap="round"/><rect x="${112 + i * 25}" y="286" width="14" height="12" fill="${colour}"/>`,
  );
  return `${bag(ties.join(""), "#f8fafc")}${caption(subject.attributes.Längd ?? "", subject.attributes.Färg ?? "")}`;
};

export const glove: Drawing = (subject) => {
  const colour = has(subject, "nitril") ? "#2563eb" : has(subject, "Elskydd") ? "#dc2626" : "#9ca3af";
  return `<path d="M140 310 L140 200 L110 130 Q 105 110 122 108 Q 135 110 150 150 L150 70 Q 152 52 168 54 Q 180 56 180 72 L182 140 L190 50 Q 194 34 210 36 Q 224 40 222 56 L216 140 L236 70 Q 242 56 256 60 Q 268 66 264 82 L246 160 L270 120 Q 280 108 292 116 Q 300 126 292 140 L250 230 L250 310 Z" fill="${colour}" stroke="#1f2937" stroke-width="3"/>
${caption(`Storlek ${subject.attributes.Storlek ?? ""}`, subject.name.split(" ")[0])}`;
};

export const eyeAndEarProtection: Drawing = (subject) => {
  if (has(subject, "Hörselskydd"))
    return `<path d="M110 200 C 110 40 290 40 290 200" fill="none" stroke="#374151" stroke-width="16"/><rect x="80" y="170" width="70" height="120" rx="30" fill="#facc15" stroke="#a16207" stroke-width="4"/><rect x="250" y="170" width="70" height="120" rx="30" fill="#facc15" stroke="#a16207" stroke-width="4"/>${caption(subject.attributes.Modell ?? "", "SNR 30 dB")}`;
  if (has(subject, "proppar"))
    return `<path d="M120 200 Q 200 120 280 200" fill="none" stroke="#2563eb" stroke-width="4"/><ellipse cx="120" cy="220" rx="26" ry="40" fill="#f97316"/><ellipse cx="280" cy="220" rx="26" ry="40" fill="#f97316"/>${caption(subject.attributes.Modell ?? "", "SNR 37 dB")}`;
  return `<path d="M60 150 Q 200 110 340 150 L330 230 Q 270 260 215 220 L185 220 Q 130 260 70 230 Z" fill="#bfdbfe" fill-opacity="0.7" stroke="#1e3a8a" stroke-width="5"/><path d="M60 150 L20 140 M340 150 L380 140" stroke="#1e3a8a" stroke-width="6"/>
${caption(subject.attributes.Modell ?? "", "EN 166")}`;
};

export const extinguisher: Drawing = (subject) => {
  if (has(subject, "filt"))
    return `<rect x="110" y="80" width="180" height="230" rx="14" fill="#dc2626"/><rect x="130" y="120" width="140" height="70" fill="#f8fafc"/><path d="M170 310 L170 340 M230 310 L230 340" stroke="#f8fafc" stroke-width="8"/>${text(200, 165, "BRANDFILT", 20, "#dc2626")}${caption(subject.attributes.Storlek ?? "", "EN 1869")}`;
  const foam = has(subject, "Skum");
  return `<rect x="140" y="100" width="120" height="210" rx="40" fill="#dc2626"/><rect x="150" y="160" width="100" height="80" fill="${foam ? "#fde68a" : "#f8fafc"}"/><rect x="180" y="60" width="40" height="44" fill="#374151"/>
<path d="M220 70 L290 60" stroke="#111827" stroke-width="8"/><path d="M200 70 C 300 80 310 200 280 260" fill="none" stroke="#111827" stroke-width="8"/>${text(200, 210, foam ? "SKUM" : "PULVER", 16)}${caption(subject.attributes.Storlek ?? "", foam ? "Skum" : "Pulver ABC")}`;
};

export const smokeAlarm: Drawing = (subject) => {
  const vents = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `<line x1="${200 + Math.cos(a) * 60}" y1="${175 + Math.sin(a) * 60}" x2="${200 + Math.cos(a) * 95}" y2="${175 + Math.sin(a) * 95}" stroke="#d1d5db" stroke-width="8" stroke-linecap="round"/>`;
  });
  return `<circle cx="200" cy="175" r="125" fill="#f8fafc" stroke="#cbd5e1" stroke-width="5"/>${vents.join("")}<circle cx="200" cy="175" r="30" fill="#e5e7eb" stroke="#9ca3af" stroke-width="3"/><circle cx="240" cy="140" r="6" fill="#16a34a"/>
${caption(subject.attributes.Strömförsörjning ?? "", has(subject, "Värme") ? "Värmelarm" : "Optisk")}`;
};
