/** Drawings of the lighting families: downlights, fixtures, outdoor lights and lamps. */
import { caption, has, surface, type Attributes, type Drawing } from "./svg";

function glow(attributes: Attributes): string {
  const kelvin = attributes.Färgtemperatur ?? "3000 K";
  return kelvin.startsWith("27") ? "#fcd34d" : kelvin.startsWith("30") ? "#fde68a" : "#e0f2fe";
}

const lightDetail = (a: Attributes) => [a.Färgtemperatur, a.Kapslingsklass].filter(Boolean).join(" · ");

export const downlight: Drawing = ({ attributes }) => {
  const ring = surface(attributes, "#f8fafc");
  return `<circle cx="200" cy="175" r="125" fill="${glow(attributes)}" opacity="0.35"/><circle cx="200" cy="175" r="105" fill="${ring}" stroke="#9ca3af" stroke-width="4"/>
<circle cx="200" cy="175" r="78" fill="${glow(attributes)}" stroke="#d1d5db" stroke-width="6"/><circle cx="200" cy="175" r="40" fill="#fff" opacity="0.8"/>
${caption(attributes.Effekt ?? "", lightDetail(attributes))}`;
};

export const fixture: Drawing = (subject) => {
  const { attributes } = subject;
  const length = attributes.Längd ?? "";
  if (has(subject, "Plafond"))
    return `<ellipse cx="200" cy="190" rx="130" ry="40" fill="${glow(attributes)}" stroke="#9ca3af" stroke-width="4"/><path d="M70 190 Q 200 60 330 190" fill="#f8fafc" stroke="#9ca3af" stroke-width="4"/>${caption(length, lightDetail(attributes))}`;
  return `<path d="M40 150 L360 150 L340 200 L60 200 Z" fill="#e5e7eb" stroke="#6b7280" stroke-width="3"/><rect x="70" y="190" width="260" height="18" rx="4" fill="${glow(attributes)}"/>
<path d="M70 208 L30 300 L370 300 L330 208 Z" fill="${glow(attributes)}" opacity="0.3"/><line x1="120" y1="150" x2="120" y2="60" stroke="#6b7280" stroke-width="2"/><line x1="280" y1="150" x2="280" y2="60" stroke="#6b7280" stroke-width="2"/>
${caption(length, lightDetail(attributes))}`;
};

export const outdoorLight: Drawing = (subject) => {
  const { attributes } = subject;
  const body = surface(attributes, "#374151");
  const shape = has(subject, "Pollare")
    ? `<rect x="165" y="70" width="70" height="240" rx="8" fill="${body}"/><rect x="165" y="100" width="70" height="40" fill="#fde68a"/>`
    : has(subject, "Strålkastare")
      ? `<rect x="100" y="90" width="200" height="150" rx="14" fill="${body}"/><rect x="118" y="108" width="164" height="114" rx="6" fill="#fef9c3"/><path d="M185 240 L185 290 M215 240 L215 290" stroke="${body}" stroke-width="10"/>`
      : `<rect x="120" y="60" width="40" height="230" rx="6" fill="#9ca3af"/><path d="M160 110 L300 110 L280 260 L180 260 Z" fill="${body}"/><rect x="190" y="130" width="80" height="110" rx="6" fill="#fde68a"/>`;
  return `${shape}${caption(attributes.Effekt ?? "", lightDetail(attributes))}`;
};

export const lamp: Drawing = (subject) => {
  const { attributes } = subject;
  const socket = attributes.Sockel ?? "";
  if (has(subject, "rör") || socket === "G13")
    return `<rect x="40" y="160" width="320" height="40" rx="20" fill="${glow(attributes)}" stroke="#9ca3af" stroke-width="3"/><rect x="20" y="166" width="24" height="28" fill="#9ca3af"/><rect x="356" y="166" width="24" height="28" fill="#9ca3af"/>${caption(socket, attributes.Färgtemperatur ?? "")}`;
  const pin = socket === "GU10";
  const bulb = has(subject, "kron")
    ? `<path d="M200 50 C 250 120 250 170 230 210 L170 210 C 150 170 150 120 200 50 Z" fill="${glow(attributes)}" stroke="#9ca3af" stroke-width="3"/>`
    : pin
      ? `<path d="M110 70 L290 70 L240 200 L160 200 Z" fill="#e5e7eb" stroke="#9ca3af" stroke-width="3"/><circle cx="200" cy="110" r="36" fill="${glow(attributes)}"/>`
      : `<circle cx="200" cy="130" r="${has(subject, "klot") ? 85 : 75}" fill="${glow(attributes)}" stroke="#9ca3af" stroke-width="3"/>`;
  const base = pin
    ? `<rect x="180" y="200" width="12" height="40" fill="#9ca3af"/><rect x="208" y="200" width="12" height="40" fill="#9ca3af"/>`
    : `<rect x="170" y="205" width="60" height="${socket === "E14" ? 50 : 70}" fill="#9ca3af"/>${[220, 236, 252].map((y) => `<line x1="170" y1="${y}" x2="230" y2="${y - 6}" stroke="#6b7280" stroke-width="3"/>`).join("")}`;
  return `${bulb}${base}${caption(socket, attributes.Färgtemperatur ?? "")}`;
};
