/** Demo categories for plumbers and builders: VVS and Bygg. */
import { colour, type Taxonomy } from "./taxonomy-spec";

export const PLUMBING_AND_BUILDING_CATEGORIES: Taxonomy = [
  [
    "VVS",
    [
      [
        "Rör och rördelar",
        [
          {
            name: "Kopparrör",
            brands: ["KME", "Wieland"],
            unit: "m",
            price: [3900, 19900],
            metal: true,
            stems: ["Kopparrör hårt", "Kopparrör mjukt", "Kopparrör förkromat"],
            dimension: ["Dimension", ["10 mm", "12 mm", "15 mm", "22 mm", "28 mm"]],
          },
          {
            name: "Pressrördelar",
            brands: ["Viega", "Tece"],
            unit: "st",
            price: [2900, 24900],
            stems: ["Pressmuff", "Pressböj 90°", "Press T-rör", "Pressreducering"],
            dimension: ["Dimension", ["12 mm", "15 mm", "18 mm", "22 mm", "28 mm"]],
            attributes: [["Material", ["Koppar", "Förzinkat stål", "Rostfritt"]]],
          },
          {
            name: "PEX-rör",
            brands: ["Uponor", "Pipelife", "Wavin", "Tece"],
            unit: "m",
            price: [900, 4900],
            stems: ["PEX-rör i skyddsrör", "Flerskiktsrör PEX-AL-PEX"],
            dimension: ["Dimension", ["12x1,7 mm", "15x2,5 mm", "16x2,0 mm", "20x2,0 mm"]],
          },
        ],
      ],
      [
        "Badrum och kök",
        [
          {
            name: "Blandare",
            brands: ["FM Mattsson", "Gustavsberg", "Mora Armatur"],
            unit: "st",
            price: [79900, 599900],
            stems: ["Tvättställsblandare", "Köksblandare", "Duschblandare termostat", "Badkarsblandare"],
            dimension: ["Modell", ["standard", "med diskmaskinsavstängning", "lågt utlopp", "högt utlopp"]],
            attributes: [["Ytbehandling", ["Krom", "Mattsvart", "Borstat stål"]]],
          },
          {
            name: "Golvbrunnar",
            brands: ["Purus", "Jafo", "Blücher"],
            unit: "st",
            price: [49900, 249900],
            stems: ["Golvbrunn plast", "Golvbrunn rostfri", "Klämring"],
            dimension: ["Anslutning", ["Ø 50 mm", "Ø 75 mm", "Ø 110 mm"]],
          },
        ],
      ],
      [
        "Tätning och kemikalier",
        [
          {
            name: "Gängtätning",
            brands: ["Unipak", "Loctite"],
            unit: "st",
            price: [2900, 14900],
            hazard: true,
            stems: ["Gängtätning flytande", "Lin och gängpasta", "Gängtejp PTFE"],
            dimension: ["Volym", ["50 ml", "100 ml", "250 ml"]],
          },
        ],
      ],
    ],
  ],
  [
    "Bygg",
    [
      [
        "Byggskivor",
        [
          {
            name: "Gipsskivor",
            brands: ["Gyproc", "Knauf"],
            unit: "st",
            price: [6900, 29900],
            stems: ["Gipsskiva standard", "Gipsskiva våtrum", "Gipsskiva brandskydd"],
            dimension: ["Format", ["900x2400 mm", "1200x2400 mm", "1200x2700 mm"]],
            attributes: [["Tjocklek", ["9,5 mm", "12,5 mm", "15,4 mm"]]],
          },
          {
            name: "Spånskivor och OSB",
            brands: ["Moelven", "Kronospan"],
            unit: "st",
            price: [14900, 49900],
            stems: ["Golvspånskiva", "OSB/3-skiva", "Plywood furu"],
            dimension: ["Tjocklek", ["12 mm", "18 mm", "22 mm"]],
          },
        ],
      ],
      [
        "Isolering",
        [
          {
            name: "Mineralull",
            brands: ["Paroc", "Isover", "Rockwool"],
            unit: "förp",
            price: [29900, 99900],
            stems: ["Stenull skiva", "Glasull lösull", "Isolerskiva regel"],
            dimension: ["Tjocklek", ["45 mm", "70 mm", "95 mm", "145 mm", "195 mm"]],
          },
        ],
      ],
      [
        "Fog och lim",
        [
          {
            name: "Fogmassa",
            brands: ["Casco", "Bostik", "Soudal"],
            unit: "st",
            price: [4900, 18900],
            hazard: true,
            stems: ["Fogmassa akryl", "Sanitetssilikon", "Brandfog", "Monteringslim"],
            dimension: ["Volym", ["290 ml", "300 ml", "600 ml"]],
            attributes: [colour],
          },
          {
            name: "Byggskum",
            brands: ["Soudal", "Bostik", "Casco"],
            unit: "st",
            price: [7900, 21900],
            hazard: true,
            stems: ["Fogskum pistol", "Byggskum manuell", "Brandskum"],
            dimension: ["Volym", ["500 ml", "750 ml"]],
          },
        ],
      ],
    ],
  ],
];
