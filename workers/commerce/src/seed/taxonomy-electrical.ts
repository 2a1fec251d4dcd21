/** Demo categories for electricians: El (cable, installation, consumer units) and Belysning. */
import { colour, ip, type Taxonomy } from "./taxonomy-spec";

const amps = (value: string) => Number.parseInt(value, 10);
const threePole = ["10 A", "16 A", "20 A", "25 A", "32 A", "40 A"];
const flushBox = ["Ø 60 mm", "Ø 68 mm", "Ø 75 mm", "Ø 85 mm", "Ø 100 mm"];

export const ELECTRICAL_CATEGORIES: Taxonomy = [
  [
    "El",
    [
      [
        "Kabel och ledning",
        [
          {
            name: "Installationskabel",
            brands: ["Nordkabel", "Kopparlinjen", "Ledningsbolaget"],
            unit: "m",
            price: [690, 4900],
            metal: true,
            conversion: { factor: 100, unit: "m/trumma" },
            stems: [
              { type: "Installationskabel EKK Light" },
              { type: "Installationskabel EKLK", factor: 1.15 },
              { type: "Installationskabel EKRK", factor: 1.3 },
              { type: "Halogenfri kabel EQLQ", factor: 1.5 },
            ],
            // Priced by the copper in it: conductors × area.
            dimension: ["Ledararea", ["3G1,5", "3G2,5", "5G1,5", "5G2,5", "4G6", "5G10"]],
            growth: [1, 1.45, 1.6, 2.3, 4, 7.5],
            attributes: [colour],
          },
          {
            name: "Kraftkabel",
            brands: ["Nordkabel", "Ledningsbolaget", "Kopparlinjen"],
            unit: "m",
            price: [3500, 24900],
            metal: true,
            conversion: { factor: 500, unit: "m/trumma" },
            stems: [
              { type: "Kraftkabel FXQJ" },
              { type: "Kraftkabel N1XV", factor: 1.1 },
              { type: "Kraftkabel AXQJ", factor: 0.7 },
            ],
            dimension: ["Ledararea", ["4G10", "4G16", "5G16", "4G25", "4G35", "4G50"]],
            growth: [1, 1.55, 1.9, 2.4, 3.3, 4.6],
          },
          {
            name: "Tele- och datakabel",
            brands: ["Kopparlinjen", "Nordkabel", "Ledningsbolaget"],
            unit: "m",
            price: [490, 2900],
            conversion: { factor: 305, unit: "m/låda" },
            stems: [
              {
                type: "Datakabel Cat6 U/UTP",
                dimensions: ["4x2x0,57 Eca", "4x2x0,57 Dca", "4x2x0,57 Cca", "4x2x0,57 B2ca", "2x4x2x0,57 Dca"],
              },
              {
                type: "Datakabel Cat6A F/FTP",
                factor: 1.6,
                dimensions: ["4x2x0,57 Eca", "4x2x0,57 Dca", "4x2x0,57 Cca", "4x2x0,57 B2ca", "2x4x2x0,57 Dca"],
              },
              {
                type: "Telekabel EKKJ",
                factor: 0.6,
                dimensions: ["2x2x0,5", "4x2x0,5", "10x2x0,5", "20x2x0,5", "50x2x0,5"],
                conversion: { factor: 100, unit: "m/trumma" },
              },
            ],
            dimension: ["Ledningstyp", ["4x2x0,57 Eca", "4x2x0,57 Dca", "4x2x0,57 Cca", "4x2x0,57 B2ca"]],
            growth: 1.25,
            attributes: [["Färg", ["Grå", "Vit", "Blå"]]],
          },
        ],
      ],
      [
        "Installationsmaterial",
        [
          {
            name: "Kopplingsdosor",
            brands: ["Elvia", "Dosab", "Säkrab"],
            unit: "st",
            price: [1290, 8900],
            stems: [
              {
                type: "Kopplingsdosa",
                factor: 2.2,
                dimensions: ["80x80 mm", "100x100 mm", "150x110 mm", "190x140 mm", "240x190 mm"],
                values: { Kapslingsklass: ["IP54", "IP65", "IP67"] },
              },
              {
                type: "Apparatdosa",
                dimensions: ["1-fack Ø 60 mm", "1-fack Ø 68 mm", "2-fack Ø 60 mm", "2-fack Ø 68 mm", "3-fack Ø 68 mm"],
                values: { Kapslingsklass: ["IP20"] },
              },
              { type: "Takdosa", factor: 1.2, dimensions: flushBox, values: { Kapslingsklass: ["IP20", "IP44"] } },
              { type: "Infällnadsdosa", dimensions: flushBox, values: { Kapslingsklass: ["IP20"] } },
            ],
            dimension: ["Storlek", flushBox],
            attributes: [ip, colour],
          },
          {
            name: "Rör och kanaler",
            brands: ["Dosab", "Kanalteknik", "Elvia"],
            unit: "m",
            price: [650, 6900],
            stems: [
              {
                type: "Installationsrör VP",
                dimensions: ["16 mm", "20 mm", "25 mm", "32 mm", "40 mm"],
                values: { Färg: ["Grå", "Vit"] },
              },
              {
                type: "Flexrör",
                factor: 0.9,
                dimensions: ["16 mm", "20 mm", "25 mm", "32 mm", "40 mm"],
                values: { Färg: ["Grå", "Svart"] },
              },
              {
                type: "Kabelkanal",
                factor: 1.8,
                dimensions: ["12x12 mm", "16x25 mm", "20x40 mm", "40x60 mm", "60x110 mm"],
                values: { Färg: ["Vit", "Grå", "Svart"] },
              },
              {
                type: "Kabelstege",
                factor: 12,
                dimensions: ["200 mm", "300 mm", "400 mm", "500 mm", "600 mm"],
                values: { Färg: ["Varmförzinkad"] },
              },
            ],
            dimension: ["Dimension", ["16 mm", "20 mm", "25 mm", "32 mm", "40 mm"]],
            growth: 1.3,
            attributes: [colour],
          },
          {
            name: "Strömbrytare och uttag",
            brands: ["Elvia", "Voltena", "Säkrab"],
            unit: "st",
            price: [3900, 29900],
            stems: [
              {
                type: "Vägguttag infällt",
                dimensions: ["1-vägs", "2-vägs", "2-vägs med barnskydd", "3-vägs", "2-vägs med USB A+C"],
                values: { Kapslingsklass: ["IP21"] },
              },
              {
                type: "Strömbrytare infälld",
                dimensions: ["1-pol", "trappkoppling", "kronkoppling", "korskoppling", "2-pol"],
                values: { Kapslingsklass: ["IP21"] },
              },
              {
                type: "Dimmer LED universal",
                factor: 4,
                dimensions: ["5–150 W", "5–200 W", "5–300 W", "10–400 W", "10–500 W"],
                values: { Kapslingsklass: ["IP20"] },
              },
              {
                type: "Vägguttag utanpåliggande",
                factor: 1.4,
                dimensions: ["1-vägs", "2-vägs", "3-vägs", "2-vägs med brytare", "2-vägs med USB A+C"],
                values: { Kapslingsklass: ["IP44", "IP55"] },
              },
            ],
            dimension: ["Utförande", ["1-vägs", "2-vägs", "3-vägs"]],
            attributes: [ip, ["Färg", ["Vit", "Svart", "Aluminium"]]],
          },
        ],
      ],
      [
        "Elcentraler och säkringar",
        [
          {
            name: "Dvärgbrytare",
            brands: ["Säkrab", "Voltena", "Elvia", "Brytverket"],
            unit: "st",
            price: [4900, 39900],
            stems: [
              { type: "Dvärgbrytare", qualifier: "1-pol", dimensionText: (v) => `C${amps(v)}` },
              {
                type: "Dvärgbrytare",
                qualifier: "3-pol",
                factor: 3.3,
                dimensionText: (v) => `C${amps(v)}`,
                dimensions: threePole,
              },
              // Drawn here, filed under Jordfelsbrytare (its drawnThrough).
              { type: "Jordfelsbrytare typ A", dimensionText: (v) => `${v} 30 mA` },
              { type: "Personskyddsautomat", qualifier: "1+N", factor: 5, dimensionText: (v) => `C${amps(v)} 30 mA` },
            ],
            dimension: ["Märkström", ["6 A", "10 A", "16 A", "20 A", "25 A", "32 A"]],
            growth: 1.06,
          },
          {
            name: "Normcentraler",
            brands: ["Säkrab", "Elvia", "Voltena", "Brytverket"],
            unit: "st",
            price: [39900, 349900],
            stems: [
              { type: "Normcentral infälld", values: { Kapslingsklass: ["IP30"] } },
              { type: "Normcentral utanpåliggande", factor: 1.1, values: { Kapslingsklass: ["IP41", "IP65"] } },
              { type: "Proppskåp", factor: 0.8, values: { Kapslingsklass: ["IP44"] } },
            ],
            dimension: ["Moduler", ["12 moduler", "18 moduler", "24 moduler", "36 moduler", "54 moduler"]],
            growth: 1.3,
            attributes: [ip],
          },
          {
            name: "Jordfelsbrytare",
            brands: ["Säkrab", "Voltena", "Elvia", "Brytverket"],
            drawnThrough: "Dvärgbrytare",
            unit: "st",
            price: [49900, 149900],
            stems: ["Jordfelsbrytare typ A"],
            dimension: ["Märkström", ["25 A", "40 A", "63 A", "80 A", "100 A"]],
            growth: 1.15,
          },
        ],
      ],
    ],
  ],
  [
    "Belysning",
    [
      [
        "Inomhusbelysning",
        [
          {
            name: "Downlights",
            brands: ["Takljus", "Ljusmakarna", "Armaturhuset"],
            unit: "st",
            price: [9900, 89900],
            stems: [
              { type: "Downlight LED" },
              { type: "Downlight LED IP44", factor: 1.2 },
              { type: "Infälld spotlight LED", factor: 0.8 },
            ],
            dimension: ["Effekt", ["5 W", "7 W", "9 W", "12 W", "15 W"]],
            growth: 1.15,
            attributes: [
              ["Färgtemperatur", ["2700 K", "3000 K", "4000 K"]],
              ["Färg", ["Vit", "Svart", "Borstad"]],
            ],
            namedAttributes: ["Färgtemperatur"],
          },
          {
            name: "Armaturer",
            brands: ["Armaturhuset", "Lysab", "Ljusmakarna"],
            unit: "st",
            price: [39900, 249900],
            stems: [
              {
                type: "LED-armatur kontor",
                dimensions: ["300x300 mm", "600x600 mm", "300x1200 mm", "625x625 mm", "600x1200 mm"],
              },
              {
                type: "Lysrörsarmatur LED",
                factor: 0.7,
                dimensions: ["600 mm", "900 mm", "1200 mm", "1500 mm", "1800 mm"],
              },
              {
                type: "Plafond LED",
                factor: 0.6,
                dimensions: ["Ø 250 mm", "Ø 300 mm", "Ø 350 mm", "Ø 400 mm", "Ø 500 mm"],
              },
              { type: "Linjearmatur", factor: 1.1, dimensions: ["600 mm", "1200 mm", "1500 mm", "2400 mm", "3600 mm"] },
            ],
            dimension: ["Storlek", ["600 mm", "1200 mm", "1500 mm"]],
            growth: 1.25,
            attributes: [ip, ["Färgtemperatur", ["3000 K", "4000 K"]]],
            namedAttributes: ["Färgtemperatur"],
          },
        ],
      ],
      [
        "Utomhusbelysning",
        [
          {
            name: "Fasadbelysning",
            brands: ["Fasadljus", "Ljusmakarna", "Takljus"],
            unit: "st",
            price: [19900, 199900],
            stems: [
              { type: "Vägglykta LED" },
              { type: "Fasadarmatur LED", factor: 1.3 },
              { type: "Strålkastare LED", factor: 1.1 },
              { type: "Pollare LED", factor: 1.6 },
            ],
            dimension: ["Effekt", ["5 W", "10 W", "20 W", "30 W", "50 W"]],
            growth: 1.25,
            attributes: [
              ["Kapslingsklass", ["IP44", "IP54", "IP65"]],
              ["Färg", ["Svart", "Grafit", "Vit"]],
            ],
          },
        ],
      ],
      [
        "Ljuskällor",
        [
          {
            name: "LED-lampor",
            brands: ["Lampverket", "Ljusmakarna", "Glödab"],
            unit: "st",
            price: [2900, 19900],
            stems: [
              { type: "LED-lampa normal", dimensions: ["470 lm", "806 lm", "1055 lm", "1521 lm", "2452 lm"] },
              { type: "LED-lampa klot", dimensions: ["250 lm", "470 lm", "806 lm", "1055 lm", "1521 lm"] },
              { type: "LED-lampa kron", dimensions: ["136 lm", "250 lm", "470 lm", "806 lm", "1055 lm"] },
              {
                type: "LED-rör T8",
                factor: 2,
                dimensions: [
                  "600 mm 900 lm",
                  "900 mm 1400 lm",
                  "1200 mm 2000 lm",
                  "1500 mm 2500 lm",
                  "1500 mm 3700 lm",
                ],
              },
            ],
            dimension: ["Ljusflöde", ["470 lm", "806 lm", "1055 lm", "1521 lm", "2452 lm"]],
            growth: 1.2,
            attributes: [["Färgtemperatur", ["2700 K", "4000 K"]]],
            namedAttributes: ["Färgtemperatur"],
          },
        ],
      ],
    ],
  ],
];
