/**
 * Product pictures drawn from the article's data: one drawing per product family (the leaf category), a fallback
 * per top category. Pure and deterministic, so the image route can answer with a strong ETag and a long cache life.
 */
import * as electrical from "./electrical";
import * as lighting from "./lighting";
import * as building from "./plumbing-building";
import { caption, escapeXml, type Attributes, type Drawing } from "./svg";
import * as trade from "./tools-fixings-safety";

const FAMILY_DRAWINGS: Record<string, Drawing> = {
  Installationskabel: electrical.cableDrum,
  Kraftkabel: electrical.cableDrum,
  "Tele- och datakabel": electrical.cableDrum,
  Kopplingsdosor: electrical.junctionBox,
  "Rör och kanaler": electrical.conduit,
  "Strömbrytare och uttag": electrical.wiringDevice,
  Dvärgbrytare: electrical.circuitBreaker,
  Jordfelsbrytare: electrical.residualCurrentDevice,
  Normcentraler: electrical.consumerUnit,
  Downlights: lighting.downlight,
  Armaturer: lighting.fixture,
  Fasadbelysning: lighting.outdoorLight,
  "LED-lampor": lighting.lamp,
  Kopparrör: building.copperPipe,
  Pressrördelar: building.pressFitting,
  "PEX-rör": building.pexPipe,
  Blandare: building.tap,
  Golvbrunnar: building.floorDrain,
  Gängtätning: building.threadSealant,
  Gipsskivor: building.plasterboard,
  "Spånskivor och OSB": building.woodBoard,
  Mineralull: building.insulation,
  Fogmassa: building.cartridge,
  Byggskum: building.foamCan,
  Borrmaskiner: trade.drill,
  Sågar: trade.saw,
  Tänger: trade.pliers,
  Skruvmejslar: trade.screwdriver,
  Elmätinstrument: trade.meter,
  Träskruv: trade.screwBox,
  Gipsskruv: trade.screwBox,
  Plugg: trade.plugBag,
  Buntband: trade.cableTieBag,
  Skyddshandskar: trade.glove,
  "Skyddsglasögon och hörselskydd": trade.eyeAndEarProtection,
  Brandsläckare: trade.extinguisher,
  Brandvarnare: trade.smokeAlarm,
};

/** A top category's picture, for categories and articles without a family drawing of their own. */
const TOP_CATEGORY_DRAWINGS: Record<string, Drawing> = {
  El: electrical.circuitBreaker,
  Belysning: lighting.lamp,
  VVS: building.copperPipe,
  Bygg: building.plasterboard,
  Verktyg: trade.drill,
  Fästelement: trade.screwBox,
  Skydd: trade.extinguisher,
};

const generic: Drawing = ({ name }) =>
  `<rect x="90" y="70" width="220" height="220" rx="16" fill="#e5e7eb" stroke="#9ca3af" stroke-width="4"/>${caption(name.split(" ")[0])}`;

export interface PictureRequest {
  title: string;
  brand: string;
  /** The leaf category's name: it selects the family's drawing. */
  category: string;
  /** The top category's name: the fallback when the leaf has no drawing. */
  topCategory: string;
  attributes: Attributes;
  /** 1 is the main picture; 2 and 3 are the close-up and the picture on a darker table. */
  view: number;
}

const BACKGROUNDS = ["#f6f7f9", "#f6f7f9", "#eef2f7", "#e2e8f0"];

export function drawingFor(category: string, topCategory: string): Drawing {
  return FAMILY_DRAWINGS[category] ?? TOP_CATEGORY_DRAWINGS[topCategory] ?? generic;
}

export function productPicture(request: PictureRequest): string {
  const drawing = drawingFor(request.category, request.topCategory);
  const body = drawing({ name: request.title, brand: request.brand, attributes: request.attributes });
  const view = Math.min(3, Math.max(1, request.view));
  const zoomed = view === 2 ? `<g transform="translate(-60 -50) scale(1.3)">${body}</g>` : body;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-labelledby="picture-title"><title id="picture-title">${escapeXml(request.title)}</title><rect width="400" height="400" fill="${BACKGROUNDS[view]}"/>${zoomed}</svg>`;
}

/** A category's picture: the family drawing of its first leaf without variant data, captioned with its name. */
export function categoryPicture(name: string, leafName: string, topCategory: string): string {
  const drawing = drawingFor(leafName, topCategory);
  const body = drawing({ name: leafName, brand: "", attributes: {} }).replace(/<g class="caption">[\s\S]*?<\/g>/g, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-labelledby="picture-title"><title id="picture-title">${escapeXml(name)}</title><rect width="400" height="400" fill="#f6f7f9"/>${body}${caption(name)}</svg>`;
}
