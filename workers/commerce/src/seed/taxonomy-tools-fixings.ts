/** Demo categories every trade buys: Verktyg, Fästelement and Skydd. */
import { batteryVoltage, material, type Taxonomy } from "./taxonomy-spec";

const cordlessKit = ["utan batteri", "utan batteri i väska", "med 2x2,0 Ah", "med 2x4,0 Ah", "med 2x5,0 Ah"];
const plastic = { Material: ["Polyamid"] };

export const TOOLS_FIXINGS_AND_SAFETY_CATEGORIES: Taxonomy = [
  [
    "Verktyg",
    [
      [
        "Elverktyg",
        [
          {
            name: "Borrmaskiner",
            brands: ["Verkab", "Kraftborr", "Precisa"],
            unit: "st",
            price: [99900, 699900],
            stems: [
              { type: "Borrskruvdragare", values: { Spänning: ["18 V", "12 V"] } },
              { type: "Slagborrmaskin", factor: 1.2, values: { Spänning: ["18 V", "36 V"] } },
              { type: "Borrhammare SDS-plus", factor: 1.6, values: { Spänning: ["18 V", "36 V"] } },
              { type: "Slagskruvdragare", factor: 1.1, values: { Spänning: ["18 V", "12 V"] } },
            ],
            dimension: ["Utförande", cordlessKit],
            growth: [1, 1.15, 1.6, 1.9, 2.1],
            attributes: [batteryVoltage],
            attributeFactors: { "Spänning=12 V": 0.75, "Spänning=36 V": 1.5 },
            namedAttributes: ["Spänning"],
          },
          {
            name: "Sågar",
            brands: ["Verkab", "Precisa", "Kraftborr"],
            unit: "st",
            price: [119900, 799900],
            stems: [
              { type: "Cirkelsåg", dimensions: ["Ø 140 mm", "Ø 165 mm", "Ø 184 mm", "Ø 190 mm", "Ø 235 mm"] },
              {
                type: "Sticksåg",
                factor: 0.8,
                dimensions: [
                  "slaglängd 18 mm",
                  "slaglängd 20 mm",
                  "slaglängd 23 mm",
                  "slaglängd 26 mm",
                  "slaglängd 28 mm",
                ],
              },
              {
                type: "Tigersåg",
                factor: 0.9,
                dimensions: [
                  "slaglängd 20 mm",
                  "slaglängd 26 mm",
                  "slaglängd 28 mm",
                  "slaglängd 32 mm",
                  "slaglängd 35 mm",
                ],
              },
              {
                type: "Kap- och gersåg",
                factor: 2.2,
                dimensions: ["Ø 190 mm", "Ø 216 mm", "Ø 254 mm", "Ø 305 mm", "Ø 305 mm med drag"],
              },
            ],
            dimension: ["Storlek", ["Ø 140 mm", "Ø 165 mm", "Ø 184 mm", "Ø 190 mm", "Ø 235 mm"]],
            growth: 1.15,
          },
        ],
      ],
      [
        "Handverktyg",
        [
          {
            name: "Tänger",
            brands: ["Tångverket", "Stålgrepp"],
            unit: "st",
            price: [9900, 59900],
            stems: [
              { type: "Avbitartång" },
              { type: "Kombinationstång VDE", factor: 1.4 },
              { type: "Skalartång", factor: 1.2 },
              { type: "Polygriptång", factor: 1.1 },
            ],
            dimension: ["Längd", ["140 mm", "160 mm", "180 mm", "200 mm", "250 mm"]],
            growth: 1.12,
          },
          {
            name: "Skruvmejslar",
            brands: ["Stålgrepp", "Bitsverket", "Smidesbruket"],
            unit: "st",
            price: [4900, 39900],
            stems: [
              { type: "Skruvmejsel VDE", dimensions: ["spår 2,5 mm", "spår 4,0 mm", "PH1", "PH2", "PZ2"] },
              {
                type: "Skruvmejselsats",
                factor: 3,
                dimensions: ["4 delar", "6 delar", "7 delar", "10 delar", "12 delar"],
              },
              {
                type: "Bitsmejsel",
                factor: 1.5,
                dimensions: ["med 6 bits", "med 10 bits", "med 15 bits", "med 24 bits", "med 32 bits"],
              },
            ],
            dimension: ["Utförande", ["spår 2,5 mm", "spår 4,0 mm", "PH1", "PH2", "PZ2"]],
            growth: 1.12,
          },
        ],
      ],
      [
        "Mätinstrument",
        [
          {
            name: "Elmätinstrument",
            brands: ["Mätab", "Provab"],
            unit: "st",
            price: [49900, 599900],
            stems: [
              { type: "Multimeter" },
              { type: "Tångamperemeter", factor: 1.3 },
              { type: "Installationstestare", factor: 6 },
              { type: "Spänningsprovare", factor: 0.6 },
            ],
            dimension: [
              "Mätkategori",
              ["CAT II 600 V", "CAT III 600 V", "CAT III 1000 V", "CAT IV 600 V", "CAT IV 1000 V"],
            ],
            growth: 1.2,
          },
        ],
      ],
    ],
  ],
  [
    "Fästelement",
    [
      [
        "Skruv",
        [
          {
            name: "Träskruv",
            brands: ["Fästab", "Skruvcentralen"],
            unit: "förp",
            // Per piece; a pack costs its pieces less the pack's discount.
            price: [30, 400],
            packageOf: [100, 200, 500],
            stems: [
              { type: "Träskruv", values: { Material: ["Förzinkat stål"] } },
              {
                type: "Konstruktionsskruv",
                factor: 2.5,
                values: { Material: ["Förzinkat stål", "Svartförzinkat stål"] },
              },
              { type: "Trallskruv", factor: 1.2, values: { Material: ["Rostfritt stål A4", "Rostfritt stål A2"] } },
            ],
            dimension: ["Dimension", ["4,0x30", "4,0x40", "5,0x50", "5,0x80", "6,0x100"]],
            growth: [1, 1.25, 2, 2.9, 4.6],
            attributes: [material],
            attributeFactors: {
              "Material=Rostfritt stål A4": 2.5,
              "Material=Rostfritt stål A2": 2,
              "Material=Svartförzinkat stål": 1.1,
            },
            namedAttributes: ["Material"],
          },
          {
            name: "Gipsskruv",
            brands: ["Fästab", "Skruvcentralen"],
            unit: "förp",
            price: [12, 60],
            packageOf: [250, 500, 1000],
            stems: [{ type: "Gipsskruv fosfaterad" }, { type: "Gipsskruv borrspets", factor: 1.3 }],
            dimension: ["Dimension", ["3,5x25", "3,5x35", "3,9x45", "3,9x55", "4,2x65"]],
            growth: 1.25,
          },
        ],
      ],
      [
        "Plugg och ankare",
        [
          {
            name: "Plugg",
            brands: ["Ankarfäst", "Fästab", "Skruvcentralen"],
            unit: "förp",
            price: [40, 900],
            packageOf: [50, 100],
            stems: [
              { type: "Universalplugg", values: plastic },
              { type: "Gipsplugg", factor: 1.5, values: plastic },
              { type: "Spikplugg", factor: 1.3, values: plastic },
              { type: "Expanderankare", factor: 6, values: { Material: ["Förzinkat stål", "Rostfritt stål A4"] } },
            ],
            dimension: ["Dimension", ["5x25", "6x30", "8x40", "10x50", "12x60"]],
            growth: 1.4,
            attributes: [material],
            attributeFactors: { "Material=Rostfritt stål A4": 2.5 },
            namedAttributes: ["Material"],
          },
        ],
      ],
      [
        "Buntband och klammer",
        [
          {
            name: "Buntband",
            brands: ["Bandab", "Skruvcentralen"],
            unit: "förp",
            price: [25, 900],
            packageOf: [100],
            stems: [
              { type: "Buntband UV-beständigt", values: { Färg: ["Svart"] } },
              { type: "Buntband rostfritt", factor: 8, values: { Färg: ["Metall"] } },
            ],
            dimension: ["Längd", ["100 mm", "200 mm", "300 mm", "370 mm", "540 mm"]],
            growth: 1.3,
            attributes: [["Färg", ["Svart", "Natur"]]],
          },
        ],
      ],
    ],
  ],
  [
    "Skydd",
    [
      [
        "Personlig skyddsutrustning",
        [
          {
            name: "Skyddshandskar",
            brands: ["Greppa", "Arbetshanden"],
            unit: "st",
            price: [3900, 24900],
            stems: [
              { type: "Arbetshandske nitril" },
              { type: "Skärskyddshandske", factor: 2 },
              { type: "Elskyddshandske klass 0", factor: 6 },
            ],
            // Every size costs the same.
            dimension: ["Storlek", ["7", "8", "9", "10", "11"]],
            growth: 1,
          },
          {
            name: "Skyddsglasögon och hörselskydd",
            brands: ["Skyddsteknik", "Hörselvärn"],
            unit: "st",
            price: [4900, 59900],
            stems: [
              {
                type: "Skyddsglasögon",
                dimensions: ["klar lins", "klar lins antifog", "tonad lins", "tonad lins antifog", "med läsdel +2,0"],
              },
              {
                type: "Hörselskydd bygel",
                factor: 3,
                dimensions: ["SNR 25 dB", "SNR 28 dB", "SNR 31 dB", "SNR 33 dB", "SNR 35 dB"],
              },
              {
                type: "Hörselproppar",
                factor: 2,
                dimensions: ["10 par", "50 par", "100 par", "200 par", "500 par"],
              },
            ],
            dimension: ["Utförande", ["klar lins", "klar lins antifog", "tonad lins", "tonad lins antifog"]],
            growth: 1.3,
          },
        ],
      ],
      [
        "Brandskydd",
        [
          {
            name: "Brandsläckare",
            brands: ["Släckab", "Brandvakt"],
            unit: "st",
            price: [24900, 149900],
            stems: [
              { type: "Pulversläckare", dimensions: ["1 kg", "2 kg", "6 kg", "9 kg", "12 kg"] },
              { type: "Skumsläckare", factor: 1.3, dimensions: ["2 l", "3 l", "6 l", "9 l", "12 l"] },
              {
                type: "Brandfilt",
                factor: 0.5,
                dimensions: ["100x100 cm", "120x120 cm", "120x180 cm", "180x180 cm", "200x200 cm"],
              },
            ],
            dimension: ["Storlek", ["1 kg", "2 kg", "6 kg", "9 kg", "12 kg"]],
            growth: 1.35,
          },
          {
            name: "Brandvarnare",
            brands: ["Släckab", "Larmab"],
            unit: "st",
            price: [9900, 79900],
            stems: [
              { type: "Brandvarnare optisk" },
              { type: "Brandvarnare trådlös", factor: 2.5 },
              { type: "Värmelarm", factor: 1.5 },
            ],
            dimension: [
              "Strömförsörjning",
              ["9 V batteri", "3 V litium", "10 års batteri", "230 V", "230 V med reservbatteri"],
            ],
            growth: 1.25,
          },
        ],
      ],
    ],
  ],
];
