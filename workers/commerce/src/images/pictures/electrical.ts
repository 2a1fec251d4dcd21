/** Drawings of the electrical families: cable, boxes, conduit, wiring devices, breakers, RCDs and consumer units. */
import { brandColour, caption, clamp, has, numberIn, surface, text, type Drawing, type Subject } from "./svg";

const CONDUCTORS: Record<number, string[]> = {
  2: ["#92400e", "#2563eb"],
  3: ["#92400e", "#2563eb", "GY"],
  4: ["#92400e", "#111827", "#6b7280", "GY"],
  5: ["#92400e", "#111827", "#6b7280", "#2563eb", "GY"],
};

function conductor(x: number, y: number, r: number, colour: string): string {
  return colour === "GY"
    ? `<circle cx="${x}" cy="${y}" r="${r}" fill="#facc15" stroke="#16a34a" stroke-width="${r / 2.5}" stroke-dasharray="${r / 1.5} ${r / 2}"/>`
    : `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>`;
}

/** A wooden drum wound with the cable, and the cable's cross-section with its conductors (3G1,5: three, one earth). */
export const cableDrum: Drawing = (subject) => {
  const { name, attributes } = subject;
  const spec = attributes.Ledararea ?? attributes.Ledningstyp ?? "";
  const sheath = surface(attributes, has(subject, "FXQJ") ? "#1f2937" : "#e5e7eb");
  const data = /^\d+x2x/.test(spec);
  const count = data ? 0 : clamp(Number.parseInt(spec, 10) || 3, 2, 5);
  const area = numberIn(spec.split("G")[1]) ?? 1.5;
  const r = clamp(8 + area * 0.6, 9, 17);
  const windings = [100, 88, 76, 64].map(
    (wr) => `<circle cx="150" cy="170" r="${wr}" fill="none" stroke="${sheath}" stroke-width="11"/>`,
  );
  const inner = data
    ? ["#2563eb", "#f97316", "#16a34a", "#92400e"]
        .map((c, i) => {
          const a = (i * Math.PI) / 2 + 0.6;
          const [x, y] = [300 + Math.cos(a) * 22, 235 + Math.sin(a) * 22];
          return `<circle cx="${x - 6}" cy="${y}" r="8" fill="${c}"/><circle cx="${x + 6}" cy="${y}" r="8" fill="#fff" stroke="${c}" stroke-width="3"/>`;
        })
        .join("")
    : CONDUCTORS[count]
        .map((c, i) => {
          const a = (i * 2 * Math.PI) / count - Math.PI / 2;
          const d = count === 2 ? 20 : 26;
          return conductor(300 + Math.cos(a) * d, 235 + Math.sin(a) * d, r, c);
        })
        .join("");
  return `<circle cx="150" cy="170" r="120" fill="#b45309"/><circle cx="150" cy="170" r="112" fill="#d97706"/>${windings.join("")}
<circle cx="150" cy="170" r="40" fill="${brandColour(subject, "#92400e")}"/><circle cx="150" cy="170" r="14" fill="#451a03"/>
<path d="M240 120 C 300 110 300 160 300 180" fill="none" stroke="${sheath}" stroke-width="14" stroke-linecap="round"/>
<circle cx="300" cy="235" r="62" fill="${sheath}" stroke="#374151" stroke-width="3"/><circle cx="300" cy="235" r="52" fill="#f3f4f6"/>${inner}
${caption(spec || name, data ? name.split(" ").slice(1, 3).join(" ") : "")}`;
};

export const junctionBox: Drawing = ({ attributes }) => {
  const size = attributes.Storlek ?? "";
  const fill = surface(attributes, "#e5e7eb");
  const round = size.startsWith("Ø");
  const knock = [0, 1, 2, 3]
    .map((i) => {
      const a = (i * Math.PI) / 2;
      return `<circle cx="${200 + Math.cos(a) * 108}" cy="${175 + Math.sin(a) * 108}" r="14" fill="#d1d5db" stroke="#6b7280" stroke-width="2"/>`;
    })
    .join("");
  const body = round
    ? `<circle cx="200" cy="175" r="115" fill="${fill}" stroke="#6b7280" stroke-width="4"/><circle cx="200" cy="175" r="88" fill="none" stroke="#9ca3af" stroke-width="3"/>`
    : `<rect x="85" y="60" width="230" height="230" rx="18" fill="${fill}" stroke="#6b7280" stroke-width="4"/><rect x="110" y="85" width="180" height="180" rx="10" fill="none" stroke="#9ca3af" stroke-width="3"/>`;
  return `${body}${knock}<circle cx="200" cy="175" r="8" fill="#6b7280"/>${caption(size, attributes.Kapslingsklass ?? "")}`;
};

export const conduit: Drawing = (subject) => {
  const { attributes } = subject;
  const size = attributes.Dimension ?? "";
  const fill = surface(attributes, "#9ca3af");
  if (has(subject, "kanal") || has(subject, "stege")) {
    const rungs = has(subject, "stege")
      ? [0, 1, 2, 3, 4].map((i) => `<rect x="${90 + i * 50}" y="150" width="10" height="70" fill="#9ca3af"/>`).join("")
      : `<rect x="70" y="150" width="260" height="70" fill="${fill}" stroke="#6b7280" stroke-width="3"/>`;
    return `<path d="M60 140 L340 140 L340 230 L60 230 Z" fill="none" stroke="#6b7280" stroke-width="8"/>${rungs}
<path d="M60 140 L110 100 L390 100 L340 140" fill="#e5e7eb" stroke="#6b7280" stroke-width="3"/>${caption(size, "Kabelförläggning")}`;
  }
  const rings = [110, 95, 80, 65]
    .map((r) => `<ellipse cx="200" cy="180" rx="${r + 30}" ry="${r}" fill="none" stroke="${fill}" stroke-width="16"/>`)
    .join("");
  return `${rings}<ellipse cx="200" cy="180" rx="${80}" ry="50" fill="none" stroke="#6b7280" stroke-dasharray="3 5" stroke-width="2"/>${caption(size, has(subject, "flex") ? "Flexrör" : "Installationsrör")}`;
};

export const wiringDevice: Drawing = (subject) => {
  const { attributes } = subject;
  const plate = surface(attributes, "#f8fafc");
  const dark = plate === "#1f2937" || plate === "#27272a";
  const detail = dark ? "#4b5563" : "#d1d5db";
  const insert = has(subject, "uttag")
    ? `<circle cx="200" cy="175" r="70" fill="${detail}"/><circle cx="175" cy="175" r="10" fill="#111827"/><circle cx="225" cy="175" r="10" fill="#111827"/><rect x="190" y="107" width="20" height="14" fill="#9ca3af"/><rect x="190" y="229" width="20" height="14" fill="#9ca3af"/>${has(subject, "USB") || attributes.Utförande === "med USB" ? `<rect x="186" y="255" width="28" height="8" rx="2" fill="#111827"/>` : ""}`
    : has(subject, "dimmer")
      ? `<circle cx="200" cy="175" r="52" fill="${detail}" stroke="#6b7280" stroke-width="3"/><line x1="200" y1="130" x2="200" y2="150" stroke="#111827" stroke-width="5"/>`
      : `<rect x="140" y="105" width="120" height="140" rx="8" fill="${detail}"/><line x1="140" y1="175" x2="260" y2="175" stroke="#6b7280" stroke-width="2"/>`;
  return `<rect x="85" y="60" width="230" height="230" rx="24" fill="${plate}" stroke="#9ca3af" stroke-width="4"/>${insert}${caption(attributes.Utförande ?? "", attributes.Kapslingsklass ?? "")}`;
};

function breakerFacts(subject: Subject) {
  const { attributes, name } = subject;
  const poles = clamp(Number(attributes.Poler ?? /(\d)-pol/.exec(name)?.[1] ?? 1), 1, 4);
  const curve = attributes.Karakteristik ?? /\b([BCD])-kar/.exec(name)?.[1] ?? "C";
  const amps = String(numberIn(attributes.Märkström) ?? 16);
  return { poles, curve, amps };
}

function modules(count: number, width: number, lever: (x: number) => string): string {
  const left = 200 - (count * width) / 2;
  const rows = [];
  for (let i = 0; i < count; i++) {
    const x = left + i * width;
    rows.push(
      `<rect x="${x}" y="70" width="${width}" height="220" rx="4" fill="#f3f4f6" stroke="#9ca3af" stroke-width="2"/><circle cx="${x + width / 2}" cy="90" r="7" fill="#9ca3af"/><circle cx="${x + width / 2}" cy="270" r="7" fill="#9ca3af"/>${lever(x)}`,
    );
  }
  return `<rect x="40" y="165" width="320" height="30" fill="#cbd5e1"/>${rows.join("")}`;
}

/** A DIN-rail miniature circuit breaker: one module per pole, a joined lever, the rating (C16) on the front. */
export const circuitBreaker: Drawing = (subject) => {
  const { poles, curve, amps } = breakerFacts(subject);
  const rcbo = has(subject, "Personskyddsautomat");
  const width = 50;
  const left = 200 - ((rcbo ? 2 : poles) * width) / 2;
  const body = modules(rcbo ? 2 : poles, width, (x) =>
    [
      `<rect x="${x + 14}" y="120" width="22" height="44" rx="3" fill="#1f2937"/><rect x="${x + 4}" y="74" width="${width - 8}" height="6" fill="${brandColour(subject, "#6b7280")}"/>`,
      text(x + width / 2, 222, `${curve}${amps}`, 15, "#111827"),
    ].join(""),
  );
  const bar =
    poles > 1 && !rcbo
      ? `<rect x="${left + 10}" y="128" width="${poles * width - 20}" height="8" fill="#374151"/>`
      : "";
  const test = rcbo ? `<circle cx="${left + 25}" cy="250" r="9" fill="#facc15" stroke="#a16207"/>` : "";
  return `${body}${bar}${test}${caption(`${curve}${amps}`, rcbo ? "1-pol+N 30 mA" : `${poles}-pol`)}`;
};

/** A residual-current device: wider modules, the yellow test button and its trip current. */
export const residualCurrentDevice: Drawing = (subject) => {
  const { name, attributes } = subject;
  const poles = clamp(Number(attributes.Poler ?? /(\d)-pol/.exec(name)?.[1] ?? 2), 2, 4);
  const trip = attributes.Utlösningsström ?? "30 mA";
  const amps = String(numberIn(attributes.Märkström) ?? 40);
  const body = modules(
    poles,
    46,
    (x) => `<rect x="${x + 14}" y="120" width="18" height="44" rx="3" fill="${brandColour(subject, "#1d4ed8")}"/>`,
  );
  return `${body}<rect x="${200 - poles * 23 + 8}" y="128" width="${poles * 46 - 16}" height="8" fill="#1e3a8a"/>
<circle cx="${200 + poles * 23 - 24}" cy="230" r="12" fill="#facc15" stroke="#a16207" stroke-width="2"/>${text(200 + poles * 23 - 24, 236, "T", 14)}
${text(200 - poles * 10, 236, trip, 16)}${caption(`${poles}P ${amps} A ${trip}`, attributes.Typ ? `Typ ${attributes.Typ}` : "Typ A")}`;
};

export const consumerUnit: Drawing = (subject) => {
  const { attributes, name } = subject;
  const size = numberIn(attributes.Moduler) ?? 24;
  const rows = clamp(Math.ceil(size / 18), 1, 3);
  const perRow = Math.min(12, Math.ceil(size / rows));
  const rails = [];
  for (let r = 0; r < rows; r++) {
    const y = 100 + r * 70;
    const devices = Array.from(
      { length: perRow },
      (_, i) =>
        `<rect x="${110 + i * 15}" y="${y}" width="13" height="46" fill="#f3f4f6" stroke="#9ca3af"/><rect x="${113 + i * 15}" y="${y + 16}" width="7" height="12" fill="#1f2937"/>`,
    );
    rails.push(`<rect x="100" y="${y + 18}" width="200" height="10" fill="#cbd5e1"/>${devices.join("")}`);
  }
  return `<rect x="80" y="50" width="240" height="${rows * 70 + 80}" rx="10" fill="#f8fafc" stroke="${brandColour(subject, "#6b7280")}" stroke-width="6"/>${rails.join("")}
${caption(attributes.Moduler ?? "", name.includes("infälld") ? "Infälld" : (attributes.Kapslingsklass ?? ""))}`;
};
