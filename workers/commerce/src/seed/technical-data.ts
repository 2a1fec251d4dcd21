/**
 * The technical data of a demo article beyond the attribute it varies by: what a trade buyer reads in the data
 * table (Brytförmåga, Ytterdiameter, Tryckklass, E-nummer …). Drawn from a generator of its own per article, so
 * adding data never shifts the catalogue's main random sequence (article numbers, prices, stock stay put).
 */
import { createRandom, type Random } from "./prng";

type Data = [string, string][];
interface Article {
  /** The kind of product (the stem's full name): what the data table follows, never the maker's words. */
  kind: string;
  dim: string;
  index: number;
  facts: Record<string, string>;
  rnd: Random;
}

const decimal = (value: number, digits = 1) => value.toFixed(digits).replace(".", ",");
const has = (a: Article, word: string) => a.kind.toLowerCase().includes(word.toLowerCase());
const num = (text: string) => Number.parseFloat((/\d+(?:,\d+)?/.exec(text)?.[0] ?? "0").replace(",", "."));

/** E-nummer (electrical) and RSK-nummer (plumbing): seven digits, grouped as the trade writes them. */
function code(index: number, prefix: number): string {
  const digits = String(prefix * 100_000 + ((index * 7919) % 100_000)).padStart(7, "0");
  return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
}
/** Written as the consumer units' size is ("12 moduler"), so one Moduler filter reads the same throughout. */
const modules = (count: number) => `${count} ${count === 1 ? "modul" : "moduler"}`;
const eNumber = (a: Article, group: number): Data => [["E-nummer", code(a.index, group)]];
const rskNumber = (a: Article, group: number): Data => [["RSK-nummer", code(a.index, group)]];

function cable(a: Article): Data {
  const [conductors, area] = a.dim.split("G");
  const diameter = Math.sqrt(Number(conductors) * num(area ?? "1,5")) * 2.3 + 4;
  const aluminium = has(a, "AXQJ");
  return [
    ["Antal ledare", conductors],
    ["Ledarmaterial", aluminium ? "Aluminium" : "Koppar"],
    ["Ytterdiameter", `${decimal(diameter)} mm`],
    ["Märkspänning", has(a, "Kraftkabel") ? "0,6/1 kV" : "300/500 V"],
    ["Brandklass (CPR)", has(a, "Halogenfri") || has(a, "EKK") ? "Dca-s2,d2,a2" : "Eca"],
    ...eNumber(a, has(a, "Kraftkabel") ? 6 : 5),
  ];
}

/** A larger extinguisher puts out a larger fire: its rating by size. */
const EXTINGUISHER_CLASS: Record<string, string> = {
  "1 kg": "8A 34B C",
  "2 kg": "13A 89B C",
  "6 kg": "43A 233B C",
  "9 kg": "55A 233B C",
  "12 kg": "55A 233B C",
  "2 l": "8A 55B",
  "3 l": "13A 113B",
  "6 l": "27A 183B",
  "9 l": "34A 233B",
  "12 l": "43A 233B",
};

const BY_LEAF: Record<string, (a: Article) => Data> = {
  Installationskabel: cable,
  Kraftkabel: cable,
  "Tele- och datakabel": (a) => [
    ["Kategori", has(a, "Cat6A") ? "Cat 6A" : has(a, "Cat6") ? "Cat 6" : "Tele"],
    ["Skärmning", has(a, "F/FTP") ? "F/FTP" : "U/UTP"],
    ["Brandklass (CPR)", /\b(B2ca|Cca|Dca|Eca)\b/.exec(a.dim)?.[1] ?? "Eca"],
    ...eNumber(a, 5),
  ],
  Kopplingsdosor: (a) => [
    ["Material", a.rnd.pick(["Polypropen (PP)", "Halogenfri polykarbonat"])],
    ["Antal ingångar", String(a.rnd.pick([4, 6, 8]))],
    ["Slagtålighet", "IK07"],
    ...eNumber(a, 14),
  ],
  "Rör och kanaler": (a) => [
    ["Material", has(a, "stege") ? "Varmförzinkat stål" : a.rnd.pick(["PVC", "Halogenfri PP"])],
    ["Tryckhållfasthet", has(a, "stege") ? "-" : "750 N"],
    ...eNumber(a, 13),
  ],
  "Strömbrytare och uttag": (a) => [
    ["Märkström", has(a, "uttag") ? "16 A" : has(a, "Dimmer") ? "1,5 A" : "10 A"],
    ["Märkspänning", "250 V"],
    ["Anslutning", "Skruvlösa klämmor 1,5–2,5 mm²"],
    ...eNumber(a, 18),
  ],
  Dvärgbrytare: (a) => {
    const rcbo = has(a, "Personskyddsautomat");
    const poles = Number(/(\d)-pol/.exec(a.kind)?.[1] ?? 1);
    return [
      ["Poler", rcbo ? "1+N" : String(poles)],
      ["Karakteristik", "C"],
      ["Brytförmåga", a.rnd.pick(["6 kA", "10 kA"])],
      // One schema for the leaf: what the device protects against, rather than a trip current only some have.
      ["Skydd", rcbo ? "Överlast, kortslutning och jordfel 30 mA" : "Överlast och kortslutning"],
      ["Moduler", modules(rcbo ? 2 : poles)],
      ...eNumber(a, 21),
    ];
  },
  Jordfelsbrytare: (a) => {
    const poles = a.facts.Poler ?? "4";
    return [
      ["Poler", poles],
      ["Utlösningsström", "30 mA"],
      ["Typ", "A"],
      ["Moduler", modules(Number(poles))],
      ...eNumber(a, 22),
    ];
  },
  Normcentraler: (a) => [
    ["Märkström", "63 A"],
    ["Antal rader", String(Math.max(1, Math.ceil(num(a.dim) / 18)))],
    ["Material", has(a, "Proppskåp") ? "Plåt" : "Plast"],
    ...eNumber(a, 23),
  ],
  Downlights: (a) => [
    ["Ljusflöde", `${Math.round(num(a.dim) * 95)} lm`],
    ["Håltagning", a.rnd.pick(["Ø 68 mm", "Ø 83 mm"])],
    ["Dimbar", "Ja"],
    ["Livslängd", "50 000 h"],
    ...eNumber(a, 31),
  ],
  Armaturer: (a) => [
    ["Effekt", `${Math.round(num(a.dim) / 30)} W`],
    ["Ljusflöde", `${Math.round(num(a.dim) * 3.4)} lm`],
    ["Livslängd", "60 000 h"],
    ...eNumber(a, 32),
  ],
  Fasadbelysning: (a) => [
    ["Ljusflöde", `${Math.round(num(a.dim) * 100)} lm`],
    ["Material", "Pulverlackerad aluminium"],
    ...eNumber(a, 33),
  ],
  "LED-lampor": (a) => [
    ["Sockel", a.facts.Sockel ?? "E27"],
    ["Effekt", `${decimal(num(a.dim.replace(/^\d+ mm /, "")) / 110)} W`],
    ["Dimbar", a.rnd.pick(["Ja", "Nej"])],
    ["Livslängd", "15 000 h"],
    ...eNumber(a, 34),
  ],
  Kopparrör: (a) => [
    ["Godstjocklek", `${decimal(num(a.dim) <= 15 ? 1 : 1.2)} mm`],
    ["Tillstånd", has(a, "mjukt") ? "R220 (mjukt)" : "R290 (hårt)"],
    ["Standard", "SS-EN 1057"],
    ...rskNumber(a, 18),
  ],
  Pressrördelar: (a) => [["Tryckklass", "PN 16"], ["Tätning", "EPDM"], ...rskNumber(a, 18)],
  "PEX-rör": (a) => [
    ["Tryckklass", "PN 10 (10 bar vid 70 °C)"],
    ["Maxtemperatur", "95 °C"],
    ["Ringlängd", "50 m"],
    ...rskNumber(a, 19),
  ],
  Blandare: (a) => [
    ["Flöde", `${a.rnd.pick([6, 9, 12])} l/min`],
    ["Ljudklass", "I"],
    ["Anslutning", "G 1/2"],
    ...rskNumber(a, 83),
  ],
  Golvbrunnar: (a) => [["Flöde", "0,8 l/s"], ["Byggnadshöjd", `${a.rnd.pick([68, 85, 105])} mm`], ...rskNumber(a, 78)],
  Gängtätning: (a) => [["Maxtemperatur", "150 °C"], ["Godkänd för", "Dricksvatten och gas"], ...rskNumber(a, 18)],
  Gipsskivor: (a) => [
    ["Kantutförande", "Försänkt långkant"],
    ["Brandklass", "A2-s1,d0"],
    ["Vikt", `${a.rnd.pick(["8,6", "9,5", "12,8"])} kg/m²`],
  ],
  "Spånskivor och OSB": (a) => [
    ["Format", a.rnd.pick(["600x2400 mm", "1200x2400 mm"])],
    ["Kantutförande", "Spont"],
    ["Emissionsklass", "E1"],
  ],
  Mineralull: (a) => [
    ["Lambdavärde", a.rnd.pick(["0,033 W/mK", "0,036 W/mK", "0,037 W/mK"])],
    ["Format", "565x1170 mm"],
    ["Brandklass", "A1"],
  ],
  Fogmassa: (a) => [
    ["Övermålningsbar", has(a, "silikon") ? "Nej" : "Ja"],
    ["Temperaturbeständighet", "-30 °C till +80 °C"],
  ],
  Byggskum: (a) => [
    ["Utbyte", `${Math.round(num(a.dim) / 15)} l`],
    ["Brandklass", has(a, "Brand") ? "EI 240" : "B1"],
  ],
  Borrmaskiner: (a) => [
    ["Max vridmoment", `${a.rnd.pick([40, 60, 90, 135])} Nm`],
    ["Chuck", "13 mm"],
    ["Vikt", `${decimal(1.2 + a.rnd.int(0, 12) / 10)} kg`],
  ],
  Sågar: (a) => [
    ["Max skärdjup", `${Math.round(has(a, "Cirkel") || has(a, "Kap") ? num(a.dim) / 3.3 : num(a.dim) * 4.5)} mm`],
    ["Effekt", `${a.rnd.pick([1200, 1400, 1800])} W`],
  ],
  Tänger: (a) => [
    ["Material", "Kromvanadinstål"],
    ["Isolerad", has(a, "VDE") ? "1000 V VDE" : "Nej"],
  ],
  Skruvmejslar: () => [
    ["Material", "Kromvanadinstål"],
    ["Klinglängd", "100 mm"],
  ],
  Elmätinstrument: (a) => [
    ["Mätområde spänning", a.dim.endsWith("1000 V") ? "1000 V AC/DC" : "600 V AC/DC"],
    ["Kapslingsklass", "IP40"],
    ...eNumber(a, 49),
  ],
  Träskruv: (a) => [
    ["Fäste", a.rnd.pick(["Torx TX20", "Torx TX25"])],
    ["Huvud", "Försänkt"],
    ["Gänga", "Delgängad"],
  ],
  Gipsskruv: () => [
    ["Fäste", "PH2"],
    ["Huvud", "Trumpethuvud"],
  ],
  Plugg: (a) => [["Borrhål", `${a.dim.split("x")[0]} mm`]],
  Buntband: (a) => [
    ["Bredd", a.rnd.pick(["3,6 mm", "4,8 mm"])],
    ["Draghållfasthet", has(a, "rostfritt") ? "450 N" : "180 N"],
    ["Material", has(a, "rostfritt") ? "Rostfritt stål A4" : "Polyamid 6.6"],
  ],
  Skyddshandskar: (a) => [["Standard", has(a, "Elskydd") ? "EN 60903 klass 0" : "EN 388 4131X"]],
  "Skyddsglasögon och hörselskydd": (a) => [["Standard", has(a, "glasögon") ? "EN 166" : "EN 352-1"]],
  Brandsläckare: (a) => [
    ["Standard", has(a, "filt") ? "SS-EN 1869" : "SS-EN 3"],
    ["Effektivitetsklass", has(a, "filt") ? "-" : (EXTINGUISHER_CLASS[a.dim] ?? "27A 144B")],
  ],
  Brandvarnare: () => [
    ["Standard", "EN 14604"],
    ["Livslängd", "10 år"],
  ],
};

export function technicalData(article: {
  leaf: string;
  kind: string;
  dim: string;
  index: number;
  facts: Record<string, string>;
}): Data {
  const data = BY_LEAF[article.leaf];
  return data ? data({ ...article, rnd: createRandom(article.index * 2_654_435 + 97) }) : [];
}
