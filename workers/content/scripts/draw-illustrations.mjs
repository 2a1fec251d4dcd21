// Draws the demo content's pictures (heroes, banners, store pictures, contact portraits, video posters) as SVG
// illustrations into data/files, at each asset's own width and height: a store front, a warehouse aisle, cable drums,
// tools, lamps, a winter site, a distribution board, people. Each scene is drawn once on a 1200×600 canvas and cut to
// the picture's shape (preserveAspectRatio slice), so desktop and phone variants share it. Vector pictures need no
// srcset. Run: node workers/content/scripts/draw-illustrations.mjs (then the asset sizes are updated in data/assets).
import { readFileSync, writeFileSync } from "node:fs";

const files = new URL("../data/files/", import.meta.url);
const assets = new URL("../data/assets/", import.meta.url);

const sky = (id, top, bottom) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
const shade = `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient>`;

function box(x, y, w, h, fill, tape = "#c9a36b") {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/><rect x="${x + w * 0.42}" y="${y}" width="${w * 0.16}" height="${h}" fill="${tape}" opacity=".7"/><rect x="${x}" y="${y}" width="${w}" height="${h * 0.08}" fill="#000" opacity=".08"/>`;
}

function drum(cx, cy, r, cable) {
  const rings = [0.86, 0.74, 0.62, 0.5]
    .map((k) => `<circle cx="${cx}" cy="${cy}" r="${r * k}" fill="none" stroke="${cable}" stroke-width="${r * 0.1}"/>`)
    .join("");
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#b07a45"/><circle cx="${cx}" cy="${cy}" r="${r * 0.93}" fill="#8a5a2e"/>${rings}<circle cx="${cx}" cy="${cy}" r="${r * 0.36}" fill="#c99460"/><circle cx="${cx}" cy="${cy}" r="${r * 0.12}" fill="#3b2a1a"/>`;
}

const scenes = {
  storeFront: (evening = false) => {
    const windows = [0, 1, 2, 3]
      .map((i) => {
        const x = 190 + i * 150;
        const shelves = [0, 1, 2]
          .map(
            (s) =>
              `<rect x="${x + 10}" y="${300 + s * 34}" width="110" height="4" fill="#5b6b78"/>${box(x + 14 + s * 6, 280 + s * 34, 26, 20, "#e3b23c")}${box(x + 58, 282 + s * 34, 22, 18, "#2f80c0")}${box(x + 88 - s * 4, 278 + s * 34, 24, 22, "#d9534f")}`,
          )
          .join("");
        return `<rect x="${x}" y="262" width="130" height="120" fill="${evening ? "#ffe9b0" : "#cfe3f1"}"/>${shelves}<rect x="${x}" y="262" width="130" height="120" fill="url(#glass)"/>`;
      })
      .join("");
    return `<defs>${sky("sky", evening ? "#24324a" : "#8fc3ea", evening ? "#f0a868" : "#e6f2fb")}<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/></linearGradient>${shade}</defs>
<rect width="1200" height="600" fill="url(#sky)"/>
<circle cx="${evening ? 980 : 1030}" cy="${evening ? 170 : 110}" r="46" fill="${evening ? "#ffd28a" : "#fff6d5"}" opacity=".9"/>
<path d="M0 420 Q300 380 600 410 T1200 400 V600 H0Z" fill="#7aa86b"/>
<rect x="140" y="190" width="820" height="230" fill="#e9e5dc"/>
<rect x="140" y="190" width="820" height="48" fill="#0b3d2e"/><text x="550" y="224" fill="#fff" font-family="Arial, sans-serif" font-weight="700" font-size="30" text-anchor="middle" letter-spacing="4">BYGG &amp; EL</text>
<rect x="130" y="180" width="840" height="12" fill="#41505c"/>${windows}
<rect x="790" y="262" width="120" height="158" fill="#41505c"/><rect x="798" y="270" width="50" height="150" fill="#a9cbe3"/><rect x="852" y="270" width="50" height="150" fill="#a9cbe3"/>
<rect x="0" y="420" width="1200" height="180" fill="#8a9196"/><path d="M0 470 H1200" stroke="#fff" stroke-width="6" stroke-dasharray="60 40" opacity=".7"/>
<g transform="translate(880 380)"><rect x="0" y="20" width="230" height="90" rx="10" fill="#f4f4f2"/><path d="M150 20 H205 L230 60 V110 H150Z" fill="#dfe3e6"/><rect x="160" y="30" width="40" height="28" fill="#9cc1dc"/><rect x="0" y="56" width="150" height="16" fill="#0b3d2e"/><circle cx="45" cy="112" r="20" fill="#2b2f33"/><circle cx="45" cy="112" r="9" fill="#9aa1a6"/><circle cx="190" cy="112" r="20" fill="#2b2f33"/><circle cx="190" cy="112" r="9" fill="#9aa1a6"/></g>
<g transform="translate(40 330)"><rect x="0" y="80" width="110" height="12" fill="#b07a45"/>${box(6, 30, 46, 50, "#caa472")}${box(56, 40, 48, 40, "#d8b888")}${box(30, -6, 44, 36, "#caa472")}</g>
<circle cx="1120" cy="360" r="52" fill="#4f8a43"/><rect x="1112" y="380" width="14" height="60" fill="#6b4a2b"/>
${evening ? '<rect width="1200" height="600" fill="#1a2440" opacity=".18"/>' : ""}`;
  },

  warehouse: (warm = false) => {
    const rack = (x, w, depth) => {
      const rows = [0, 1, 2, 3]
        .map((r) => {
          const y = 120 + r * 100 * depth;
          const colours = ["#e3b23c", "#2f80c0", "#c9a36b", "#d9534f", "#5aa469", "#c9a36b"];
          const boxes = [0, 1, 2, 3, 4]
            .map((b) =>
              box(x + 8 + b * (w / 5), y + 30 * depth, w / 5 - 14, 62 * depth, colours[(r + b) % colours.length]),
            )
            .join("");
          return `${boxes}<rect x="${x}" y="${y + 92 * depth}" width="${w}" height="${8 * depth}" fill="#e07b24"/>`;
        })
        .join("");
      return `<rect x="${x}" y="110" width="${10 * depth}" height="${420 * depth}" fill="#1f5f8b"/><rect x="${x + w - 10 * depth}" y="110" width="${10 * depth}" height="${420 * depth}" fill="#1f5f8b"/>${rows}`;
    };
    const lamps = [200, 600, 1000]
      .map(
        (x) =>
          `<rect x="${x - 60}" y="40" width="120" height="10" fill="#d7dde2"/><path d="M${x - 160} 600 L${x - 60} 50 H${x + 60} L${x + 160} 600Z" fill="#fff" opacity=".07"/>`,
      )
      .join("");
    return `<defs>${sky("wall", warm ? "#4a4036" : "#d9dee2", warm ? "#8b6f55" : "#eef1f3")}${shade}</defs>
<rect width="1200" height="600" fill="url(#wall)"/><rect y="500" width="1200" height="100" fill="${warm ? "#6d6259" : "#b7bdc1"}"/>
<path d="M0 540 H1200" stroke="#f2c300" stroke-width="8"/>${rack(40, 500, 1)}${rack(660, 500, 1)}${lamps}
${drum(560, 500, 70, "#1d1d1d")}${drum(660, 520, 50, "#e07b24")}
<g transform="translate(520 330)"><rect x="20" y="0" width="80" height="120" fill="#f2c300"/><rect x="10" y="-30" width="100" height="34" fill="#2b2f33" opacity=".8"/><rect x="100" y="40" width="60" height="8" fill="#9aa1a6"/><rect x="100" y="80" width="60" height="8" fill="#9aa1a6"/><circle cx="40" cy="130" r="14" fill="#2b2f33"/><circle cx="90" cy="130" r="14" fill="#2b2f33"/></g>
<rect width="1200" height="600" fill="url(#shade)" opacity=".5"/>`;
  },

  cables: () =>
    `<defs>${sky("bg", "#123047", "#1f5f8b")}</defs><rect width="1200" height="600" fill="url(#bg)"/>
<path d="M0 470 H1200 V600 H0Z" fill="#0d2233"/>
${drum(330, 330, 200, "#1d1d1d")}${drum(760, 380, 150, "#e07b24")}${drum(1040, 420, 110, "#2f80c0")}
<path d="M470 470 C560 560 700 520 820 560 S1100 590 1200 560" fill="none" stroke="#1d1d1d" stroke-width="18" stroke-linecap="round"/>
<path d="M850 500 C900 560 980 560 1060 540" fill="none" stroke="#e07b24" stroke-width="12" stroke-linecap="round"/>`,

  tools: () =>
    `<defs>${sky("bg", "#f4efe6", "#e2d6c3")}</defs><rect width="1200" height="600" fill="url(#bg)"/>
<rect y="430" width="1200" height="170" fill="#b98b5a"/><path d="M0 430 H1200" stroke="#8a6238" stroke-width="8"/>
<g transform="translate(300 170)"><path d="M0 60 H260 Q300 60 300 100 V130 Q300 160 260 160 H160 L130 330 H70 L90 160 H0Z" fill="#e07b24"/><rect x="-120" y="92" width="130" height="30" fill="#7d878f"/><rect x="-170" y="100" width="60" height="14" fill="#c7ccd0"/><rect x="50" y="310" width="110" height="60" rx="8" fill="#2b2f33"/><rect x="60" y="80" width="150" height="18" rx="9" fill="#2b2f33" opacity=".4"/></g>
<g transform="translate(720 250)"><rect x="0" y="60" width="360" height="160" rx="12" fill="#d9534f"/><rect x="0" y="60" width="360" height="40" rx="12" fill="#b8403c"/><rect x="130" y="20" width="100" height="20" rx="10" fill="none" stroke="#2b2f33" stroke-width="14"/><rect x="160" y="110" width="40" height="22" rx="4" fill="#c7ccd0"/></g>
<g transform="translate(640 470) rotate(-12)"><rect x="0" y="0" width="240" height="20" rx="6" fill="#6b4a2b"/><rect x="220" y="-26" width="60" height="72" rx="8" fill="#7d878f"/></g>`,

  lamps: () => {
    const lamp = (x, len, colour) =>
      `<path d="M${x} 0 V${len}" stroke="#2b2f33" stroke-width="4"/><path d="M${x - 80} ${len + 90} L${x - 34} ${len} H${x + 34} L${x + 80} ${len + 90}Z" fill="${colour}"/><ellipse cx="${x}" cy="${len + 92}" rx="80" ry="14" fill="#ffe9a8"/><path d="M${x - 80} ${len + 96} L${x - 260} 600 H${x + 260} L${x + 80} ${len + 96}Z" fill="#ffe9a8" opacity=".18"/>`;
    return `<defs>${sky("bg", "#1d2733", "#34424f")}</defs><rect width="1200" height="600" fill="url(#bg)"/>
<rect y="520" width="1200" height="80" fill="#2a333c"/>${lamp(300, 140, "#2b2f33")}${lamp(600, 200, "#e07b24")}${lamp(900, 120, "#c7ccd0")}`;
  },

  winterSite: () => {
    const flakes = Array.from({ length: 40 }, (_, i) => {
      const x = (i * 263) % 1200;
      const y = (i * 149) % 560;
      return `<circle cx="${x}" cy="${y}" r="${2 + (i % 3)}" fill="#fff" opacity=".85"/>`;
    }).join("");
    return `<defs>${sky("bg", "#9fb8cc", "#e7eef4")}</defs><rect width="1200" height="600" fill="url(#bg)"/>
<path d="M0 300 L180 160 L330 280 L480 140 L700 300Z" fill="#c9d6e0"/><path d="M150 184 L180 160 L212 186 L196 196 L182 182 L166 198Z" fill="#fff"/>
<path d="M0 430 Q300 400 600 420 T1200 410 V600 H0Z" fill="#f7fafc"/>
<g transform="translate(760 90)"><rect x="0" y="0" width="16" height="340" fill="#f2c300"/><rect x="-40" y="0" width="360" height="14" fill="#f2c300"/><path d="M0 0 L16 0 L0 40Z" fill="#2b2f33"/><path d="M300 14 V120" stroke="#2b2f33" stroke-width="3"/><rect x="282" y="120" width="36" height="26" fill="#d9534f"/></g>
<g transform="translate(180 300)"><rect x="0" y="0" width="330" height="140" fill="#d9534f"/><rect x="-6" y="-14" width="342" height="20" fill="#fff"/><rect x="30" y="40" width="70" height="50" fill="#cfe3f1"/><rect x="140" y="40" width="70" height="50" fill="#cfe3f1"/><rect x="250" y="40" width="50" height="100" fill="#8f3330"/></g>
<g transform="translate(600 360)"><rect width="120" height="90" fill="#41505c"/><rect x="10" y="10" width="100" height="16" fill="#f2c300"/><circle cx="30" cy="60" r="8" fill="#5aa469"/><circle cx="60" cy="60" r="8" fill="#e07b24"/></g>${flakes}`;
  },

  panel: () => {
    const breakers = Array.from({ length: 24 }, (_, i) => {
      const row = Math.floor(i / 12);
      const col = i % 12;
      return `<rect x="${330 + col * 46}" y="${190 + row * 170}" width="38" height="110" rx="4" fill="#f4f4f2"/><rect x="${340 + col * 46}" y="${225 + row * 170}" width="18" height="34" rx="3" fill="${i % 5 === 0 ? "#d9534f" : "#2b2f33"}"/>`;
    }).join("");
    return `<defs>${sky("bg", "#e6eaed", "#c9d0d5")}</defs><rect width="1200" height="600" fill="url(#bg)"/>
<rect x="290" y="110" width="620" height="430" rx="14" fill="#dfe3e6" stroke="#9aa1a6" stroke-width="6"/>
<rect x="310" y="170" width="580" height="150" fill="#c2c9ce"/><rect x="310" y="340" width="580" height="150" fill="#c2c9ce"/>${breakers}
<path d="M330 540 C330 580 300 600 260 600" stroke="#1d1d1d" stroke-width="14" fill="none"/><path d="M420 540 C420 590 460 600 520 600" stroke="#2f80c0" stroke-width="10" fill="none"/><path d="M500 540 C500 580 560 600 620 600" stroke="#a6793f" stroke-width="10" fill="none"/>`;
  },

  app: () =>
    `<defs>${sky("bg", "#0b3d2e", "#146b50")}</defs><rect width="1200" height="600" fill="url(#bg)"/>
<g transform="translate(470 60)"><rect width="260" height="520" rx="36" fill="#1b1f22"/><rect x="14" y="40" width="232" height="450" rx="10" fill="#f7f8f9"/><rect x="14" y="40" width="232" height="56" fill="#0b3d2e"/>
<rect x="30" y="112" width="200" height="26" rx="13" fill="#e4e8eb"/>${[0, 1, 2]
      .map(
        (i) =>
          `<rect x="30" y="${156 + i * 104}" width="200" height="90" rx="8" fill="#fff" stroke="#dfe3e6"/><rect x="40" y="${166 + i * 104}" width="70" height="70" rx="6" fill="${["#e3b23c", "#2f80c0", "#d9534f"][i]}"/><rect x="120" y="${172 + i * 104}" width="96" height="10" fill="#41505c"/><rect x="120" y="${192 + i * 104}" width="60" height="10" fill="#9aa1a6"/><rect x="120" y="${212 + i * 104}" width="96" height="22" rx="4" fill="#0b3d2e"/>`,
      )
      .join("")}</g>
<circle cx="260" cy="160" r="70" fill="#fff" opacity=".08"/><circle cx="980" cy="460" r="110" fill="#fff" opacity=".06"/>`,

  timber: () =>
    `<defs>${sky("bg", "#dfeedd", "#bcd8b8")}</defs><rect width="1200" height="600" fill="url(#bg)"/>
${[0, 1, 2, 3, 4]
  .map(
    (i) =>
      `<rect x="${250 + i * 8}" y="${420 - i * 50}" width="700" height="46" fill="${["#d9b27c", "#caa06a", "#e2bd8a", "#c79a63", "#dcb47f"][i]}"/><circle cx="${260 + i * 8}" cy="${443 - i * 50}" r="18" fill="#b8864f"/>`,
  )
  .join("")}
<path d="M930 180 C1040 120 1120 180 1100 300 C980 310 920 260 930 180Z" fill="#4f8a43"/><path d="M940 290 C990 240 1040 220 1090 200" stroke="#2f5f28" stroke-width="6" fill="none"/>`,

  counter: () =>
    `<defs>${sky("bg", "#f3efe8", "#e4dbcf")}</defs><rect width="1200" height="600" fill="url(#bg)"/>
<rect x="0" y="120" width="1200" height="230" fill="#d7dde2"/>${[0, 1, 2, 3, 4, 5]
      .map((i) =>
        box(60 + i * 190, 170, 150, 150, ["#e3b23c", "#caa472", "#2f80c0", "#caa472", "#d9534f", "#caa472"][i]),
      )
      .join("")}
<rect x="0" y="380" width="1200" height="220" fill="#0b3d2e"/><rect x="0" y="370" width="1200" height="20" fill="#41505c"/>
<g transform="translate(480 250)"><path d="M0 40 H240 L220 200 H20Z" fill="#f2c300"/><path d="M70 40 C70 -20 170 -20 170 40" fill="none" stroke="#2b2f33" stroke-width="12"/><rect x="60" y="90" width="120" height="40" rx="6" fill="#fff" opacity=".8"/></g>`,

  coffee: () =>
    `<defs>${sky("bg", "#f6ead9", "#e9d2b4")}</defs><rect width="1200" height="600" fill="url(#bg)"/><rect y="400" width="1200" height="200" fill="#b98b5a"/>
<g transform="translate(420 200)"><path d="M0 0 H200 L180 200 H20Z" fill="#fff"/><path d="M200 50 C270 50 270 150 190 150" fill="none" stroke="#fff" stroke-width="22"/><ellipse cx="100" cy="8" rx="96" ry="16" fill="#6b4a2b"/><path d="M60 -30 C40 -70 90 -90 70 -140 M120 -30 C100 -70 150 -90 130 -140" stroke="#fff" stroke-width="8" fill="none" opacity=".7"/></g>
<ellipse cx="600" cy="420" rx="260" ry="26" fill="#fff" opacity=".9"/><path d="M700 390 C720 330 860 330 880 390 C840 410 740 410 700 390Z" fill="#e0a44a"/>`,
};

/** A head-and-shoulders portrait: skin, hair and shirt per person. */
function portrait({ skin, hair, shirt, bg, long = false, beard = false }) {
  return `<defs>${sky("bg", bg[0], bg[1])}</defs><rect width="160" height="160" fill="url(#bg)"/>
${long ? `<path d="M38 70 C34 130 50 150 80 150 C110 150 126 130 122 70Z" fill="${hair}"/>` : ""}
<path d="M20 160 C24 124 50 112 80 112 C110 112 136 124 140 160Z" fill="${shirt}"/><path d="M66 112 L80 132 L94 112" fill="#fff" opacity=".85"/>
<rect x="70" y="92" width="20" height="24" fill="${skin}"/><ellipse cx="80" cy="70" rx="30" ry="36" fill="${skin}"/>
<path d="M49 64 C48 36 66 28 82 28 C102 28 114 40 111 64 C104 50 90 44 80 44 C68 44 56 52 49 64Z" fill="${hair}"/>
<circle cx="69" cy="72" r="3" fill="#2b2f33"/><circle cx="91" cy="72" r="3" fill="#2b2f33"/><path d="M70 90 Q80 97 90 90" stroke="#8a4b3a" stroke-width="3" fill="none" stroke-linecap="round"/>
${beard ? `<path d="M52 80 C54 104 66 108 80 108 C94 108 106 104 108 80 C100 96 90 98 80 98 C70 98 60 96 52 80Z" fill="${hair}"/>` : ""}`;
}

const play = (w, h) => {
  const r = Math.min(w, h) * 0.13;
  return `<circle cx="${w / 2}" cy="${h / 2}" r="${r}" fill="#000" opacity=".55"/><path d="M${w / 2 - r * 0.35} ${h / 2 - r * 0.5} L${w / 2 + r * 0.55} ${h / 2} L${w / 2 - r * 0.35} ${h / 2 + r * 0.5}Z" fill="#fff"/>`;
};

const pictures = {
  "hero-front": [scenes.warehouse(true), "Lagergång med pallställ, kabeltrummor och en truck"],
  "hero-kampanjer": [scenes.cables(), "Kabeltrummor med installationskabel"],
  "hero-om-oss": [scenes.storeFront(true), "Butiken en vinterkväll"],
  "hero-inspiration": [scenes.tools(), "Borrmaskin och verktygslåda på en arbetsbänk"],
  "butik-hero-1": [scenes.storeFront(), "Butikens entré med skylt och lastbil"],
  "butik-hero-2": [scenes.warehouse(), "Lagret med pallställ"],
  "butik-hero-3": [scenes.counter(), "Proffsdisken med varor att hämta"],
  "butik-1": [scenes.storeFront(), "Butikens entré"],
  "butik-2": [scenes.warehouse(), "Lagret"],
  "butik-3": [scenes.counter(), "Proffsdisken"],
  "banner-kabeldagar": [scenes.cables(), "Kabeltrummor"],
  "banner-kabeldagar-produkt": [scenes.cables(), "Kabeltrumma"],
  "banner-belysning": [scenes.lamps(), "Taklampor som lyser"],
  "banner-belysning-produkt": [scenes.lamps(), "Taklampa"],
  "banner-verktyg": [scenes.tools(), "Borrmaskin och verktygslåda"],
  "banner-app": [scenes.app(), "Mobiltelefon med butikens app"],
  "banner-hallbarhet": [scenes.timber(), "Staplat virke och ett löv"],
  "banner-klicka-hamta": [scenes.counter(), "En påse att hämta vid disken"],
  "mb-arbetsklader": [scenes.tools(), "Verktyg på en arbetsbänk"],
  "mb-byggstrom": [scenes.panel(), "Elcentral med dvärgbrytare"],
  "mb-vinterdack": [scenes.winterSite(), "Byggarbetsplats i snö med bod och kran"],
  "sub-hero-proffs": [scenes.warehouse(), "Lagret med pallställ"],
  "aktivitet-frukost": [scenes.coffee(), "Kaffe och kanelbulle"],
  "aktivitet-demodag": [scenes.tools(), "Borrmaskin på en arbetsbänk"],
  "video-poster": [scenes.warehouse(true), "Lagret", true],
  "video-butik-poster": [scenes.counter(), "Proffsdisken", true],
};

const people = {
  "avatar-1": { skin: "#f1c7a5", hair: "#6b4a2b", shirt: "#0b3d2e", bg: ["#dfe8ee", "#c6d4de"], beard: true },
  "avatar-2": { skin: "#e8b894", hair: "#d8b25a", shirt: "#1f5f8b", bg: ["#efe6da", "#dccdb9"], long: true },
  "avatar-3": { skin: "#a86f4c", hair: "#1d1d1d", shirt: "#e07b24", bg: ["#e3ecdf", "#c9dac2"] },
  "avatar-4": { skin: "#f3d2b8", hair: "#8a8f94", shirt: "#41505c", bg: ["#e9e3ef", "#d3c9dd"], long: true },
};

function sizeOf(name) {
  const old = readFileSync(new URL(`${name}.svg`, files), "utf8");
  const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(old);
  return { width: Number(width), height: Number(height) };
}

function write(name, body, label, viewBox, poster = false) {
  const { width, height } = sizeOf(name);
  const [vw, vh] = viewBox.split(" ").slice(2).map(Number);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${label}">${body.replace(/\n/g, "")}${poster ? play(vw, vh) : ""}</svg>\n`;
  writeFileSync(new URL(`${name}.svg`, files), svg);
  // The asset's file size, as Contentful reports it.
  const assetUrl = new URL(`${name}.json`, assets);
  const asset = readFileSync(assetUrl, "utf8");
  writeFileSync(assetUrl, asset.replace(/"size": \d+/, `"size": ${Buffer.byteLength(svg)}`));
}

for (const [base, [body, label, poster]] of Object.entries(pictures)) {
  const variants = ["", "-desktop", "-mobile", "-produkt"].map((suffix) => `${base}${suffix}`);
  for (const name of variants) {
    try {
      sizeOf(name);
    } catch {
      continue;
    }
    write(name, body, label, "0 0 1200 600", poster);
  }
}
for (const [name, person] of Object.entries(people)) write(name, portrait(person), "Porträtt", "0 0 160 160");
