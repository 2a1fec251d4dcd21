/** Demo categories every trade buys: Verktyg, Fästelement and Skydd. */
import { colour, material, batteryVoltage, type Taxonomy } from "./taxonomy-spec";

export const TOOLS_FIXINGS_AND_SAFETY_CATEGORIES: Taxonomy = [
  [
    "Verktyg",
    [
      [
        "Elverktyg",
        [
          {
            name: "Borrmaskiner",
            brands: ["Makita", "Milwaukee", "Bosch Professional"],
            unit: "st",
            price: [99900, 699900],
            stems: ["Borrskruvdragare 18V", "Slagborrmaskin", "Borrhammare SDS-plus", "Slagskruvdragare 18V"],
            dimension: ["Utförande", ["utan batteri", "med 2x2,0 Ah", "med 2x5,0 Ah", "i väska"]],
            attributes: [batteryVoltage],
          },
          {
            name: "Sågar",
            brands: ["Makita", "Bosch Professional", "Milwaukee"],
            unit: "st",
            price: [119900, 799900],
            stems: ["Cirkelsåg", "Sticksåg", "Tigersåg", "Kap- och gersåg"],
            dimension: ["Klingdiameter", ["165 mm", "190 mm", "216 mm", "254 mm"]],
          },
        ],
      ],
      [
        "Handverktyg",
        [
          {
            name: "Tänger",
            brands: ["Knipex", "Bahco"],
            unit: "st",
            price: [9900, 59900],
            stems: ["Avbitartång", "Kombinationstång VDE", "Skalartång", "Polygriptång"],
            dimension: ["Längd", ["160 mm", "180 mm", "200 mm", "250 mm"]],
          },
          {
            name: "Skruvmejslar",
            brands: ["Bahco", "Wera", "Hultafors"],
            unit: "st",
            price: [4900, 39900],
            stems: ["Skruvmejsel VDE", "Skruvmejselsats", "Bitsmejsel"],
            dimension: ["Spår", ["PH1", "PH2", "PZ2", "TX20", "Spår 5,5"]],
          },
        ],
      ],
      [
        "Mätinstrument",
        [
          {
            name: "Elmätinstrument",
            brands: ["Fluke", "Metrel"],
            unit: "st",
            price: [49900, 599900],
            stems: ["Multimeter", "Tångamperemeter", "Installationstestare", "Spänningsprovare"],
            dimension: ["Mätkategori", ["CAT III 600 V", "CAT IV 600 V", "CAT III 1000 V"]],
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
            brands: ["ESSVE", "Würth"],
            unit: "förp",
            price: [4900, 39900],
            packageOf: [100, 200, 500],
            stems: ["Träskruv förzinkad", "Konstruktionsskruv", "Trallskruv rostfri"],
            dimension: ["Dimension", ["4,0x30", "4,0x40", "5,0x50", "5,0x80", "6,0x100"]],
            attributes: [material],
          },
          {
            name: "Gipsskruv",
            brands: ["ESSVE", "Würth"],
            unit: "förp",
            price: [3900, 19900],
            packageOf: [250, 500, 1000],
            stems: ["Gipsskruv fosfaterad", "Gipsskruv borrspets"],
            dimension: ["Dimension", ["3,5x25", "3,5x35", "3,9x45"]],
          },
        ],
      ],
      [
        "Plugg och ankare",
        [
          {
            name: "Plugg",
            brands: ["Fischer", "ESSVE", "Würth"],
            unit: "förp",
            price: [2900, 24900],
            packageOf: [50, 100],
            stems: ["Universalplugg", "Gipsplugg", "Spikplugg", "Expanderankare"],
            dimension: ["Dimension", ["5x25", "6x30", "8x40", "10x50"]],
            attributes: [material],
          },
        ],
      ],
      [
        "Buntband och klammer",
        [
          {
            name: "Buntband",
            brands: ["HellermannTyton", "Würth"],
            unit: "förp",
            price: [1900, 14900],
            packageOf: [100],
            stems: ["Buntband UV-beständigt", "Buntband rostfritt"],
            dimension: ["Längd", ["100 mm", "200 mm", "300 mm", "370 mm"]],
            attributes: [colour],
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
            brands: ["Guide", "Ejendals"],
            unit: "st",
            price: [3900, 24900],
            stems: ["Arbetshandske nitril", "Skärskyddshandske", "Elskyddshandske klass 0"],
            dimension: ["Storlek", ["8", "9", "10", "11"]],
          },
          {
            name: "Skyddsglasögon och hörselskydd",
            brands: ["3M", "Hellberg"],
            unit: "st",
            price: [4900, 59900],
            stems: ["Skyddsglasögon klara", "Hörselskydd bygel", "Hörselproppar"],
            dimension: ["Modell", ["standard", "med antifog", "för hjälm"]],
          },
        ],
      ],
      [
        "Brandskydd",
        [
          {
            name: "Brandsläckare",
            brands: ["Housegard", "Presto"],
            unit: "st",
            price: [29900, 149900],
            stems: ["Pulversläckare", "Skumsläckare", "Brandfilt"],
            dimension: ["Storlek", ["2 kg", "6 kg", "9 l", "120x180 cm"]],
          },
          {
            name: "Brandvarnare",
            brands: ["Housegard", "Nexa"],
            unit: "st",
            price: [9900, 79900],
            stems: ["Brandvarnare optisk", "Brandvarnare trådlös", "Värmelarm"],
            dimension: ["Strömförsörjning", ["9 V batteri", "10 års batteri", "230 V"]],
          },
        ],
      ],
    ],
  ],
];
