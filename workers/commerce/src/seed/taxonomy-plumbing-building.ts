/** Demo categories for plumbers and builders: VVS and Bygg. */
import type { Taxonomy } from "./taxonomy-spec";

export const PLUMBING_AND_BUILDING_CATEGORIES: Taxonomy = [
  [
    "VVS",
    [
      [
        "Rör och rördelar",
        [
          {
            name: "Kopparrör",
            brands: ["Kopparverken", "Rörmetall"],
            unit: "m",
            price: [3900, 19900],
            metal: true,
            stems: [
              { type: "Kopparrör hårt" },
              { type: "Kopparrör mjukt", factor: 1.1 },
              { type: "Kopparrör förkromat", factor: 1.6 },
            ],
            dimension: ["Dimension", ["10 mm", "12 mm", "15 mm", "22 mm", "28 mm"]],
            growth: [1, 1.2, 1.5, 2.2, 2.8],
          },
          {
            name: "Pressrördelar",
            brands: ["Presskoppling", "Pressab"],
            unit: "st",
            price: [2900, 24900],
            stems: [
              { type: "Pressmuff" },
              { type: "Pressböj 90°", factor: 1.3 },
              { type: "Press T-rör", factor: 1.7 },
              {
                type: "Pressreducering",
                factor: 1.4,
                dimensions: ["15x12 mm", "18x15 mm", "22x15 mm", "22x18 mm", "28x22 mm"],
              },
            ],
            dimension: ["Dimension", ["12 mm", "15 mm", "18 mm", "22 mm", "28 mm"]],
            growth: 1.25,
            attributes: [["Material", ["Koppar", "Förzinkat stål", "Rostfritt stål"]]],
            attributeFactors: { "Material=Förzinkat stål": 0.8, "Material=Rostfritt stål": 1.6 },
            namedAttributes: ["Material"],
          },
          {
            name: "PEX-rör",
            brands: ["Rörflex", "Plaströr Nord", "Avloppsteknik", "Pressab"],
            unit: "m",
            price: [1200, 4900],
            conversion: { factor: 50, unit: "m/ring" },
            stems: [
              {
                type: "PEX-rör i skyddsrör",
                dimensions: ["12x1,8 mm", "15x2,5 mm", "18x2,5 mm", "22x3,0 mm", "28x4,0 mm"],
              },
              {
                type: "Flerskiktsrör PEX-AL-PEX",
                factor: 1.3,
                dimensions: ["16x2,0 mm", "20x2,0 mm", "26x3,0 mm", "32x3,0 mm", "40x3,5 mm"],
              },
            ],
            dimension: ["Dimension", ["12x1,8 mm", "15x2,5 mm", "18x2,5 mm", "22x3,0 mm", "28x4,0 mm"]],
            growth: 1.3,
          },
        ],
      ],
      [
        "Badrum och kök",
        [
          {
            name: "Blandare",
            brands: ["Strömsholms Armatur", "Kvarnbergs Porslin", "Dalarmatur"],
            unit: "st",
            price: [79900, 599900],
            stems: [
              {
                type: "Tvättställsblandare",
                dimensions: ["lågt utlopp", "med bottenventil", "högt utlopp", "väggmonterad", "med sensor"],
              },
              {
                type: "Köksblandare",
                factor: 1.3,
                dimensions: [
                  "standard",
                  "hög pip",
                  "med diskmaskinsavstängning",
                  "med utdragbar dusch",
                  "med diskmaskinsavstängning och utdragbar dusch",
                ],
              },
              {
                type: "Duschblandare termostat",
                factor: 1.5,
                dimensions: ["c/c 150 mm", "c/c 160 mm", "med duschset", "med takdusch", "med takdusch och pall"],
              },
              {
                type: "Badkarsblandare",
                factor: 1.4,
                dimensions: [
                  "c/c 150 mm",
                  "c/c 160 mm",
                  "med duschset",
                  "termostat c/c 160 mm",
                  "termostat med duschset",
                ],
              },
            ],
            dimension: ["Utförande", ["standard", "lågt utlopp", "högt utlopp"]],
            growth: 1.2,
            attributes: [["Ytbehandling", ["Krom", "Mattsvart", "Borstat stål"]]],
            attributeFactors: { "Ytbehandling=Mattsvart": 1.2, "Ytbehandling=Borstat stål": 1.3 },
            namedAttributes: ["Ytbehandling"],
          },
          {
            name: "Golvbrunnar",
            brands: ["Brunnsteknik", "Golvbrunn Syd", "Stålbrunn"],
            unit: "st",
            price: [49900, 249900],
            stems: [
              { type: "Golvbrunn plast" },
              { type: "Golvbrunn rostfri", factor: 2.2 },
              { type: "Klämring", factor: 0.4 },
            ],
            dimension: ["Anslutning", ["Ø 50 mm", "Ø 75 mm", "Ø 75 mm låg", "Ø 110 mm", "Ø 110 mm låg"]],
            growth: 1.15,
          },
        ],
      ],
      [
        "Tätning och kemikalier",
        [
          {
            name: "Gängtätning",
            brands: ["Gängtät", "Tätab"],
            unit: "st",
            price: [2900, 14900],
            hazard: true,
            stems: [
              { type: "Gängtätning flytande", dimensions: ["10 ml", "50 ml", "100 ml", "250 ml", "500 ml"] },
              {
                type: "Lin och gängpasta",
                dimensions: ["lin 40 g", "lin 100 g", "pasta 65 ml", "pasta 250 ml", "lin 100 g och pasta 250 ml"],
              },
              {
                type: "Gängtejp PTFE",
                factor: 0.6,
                dimensions: ["12 mm x 12 m", "12 mm x 25 m", "19 mm x 12 m", "19 mm x 25 m", "19 mm x 50 m"],
              },
            ],
            dimension: ["Storlek", ["10 ml", "50 ml", "100 ml", "250 ml", "500 ml"]],
            growth: 1.35,
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
            brands: ["Gipsverken", "Skivverket"],
            unit: "st",
            price: [6900, 29900],
            stems: [
              { type: "Gipsskiva standard" },
              { type: "Gipsskiva våtrum", factor: 1.5 },
              { type: "Gipsskiva brandskydd", factor: 1.4 },
            ],
            dimension: ["Format", ["900x2400 mm", "1200x2400 mm", "1200x2700 mm", "1200x3000 mm", "1200x3300 mm"]],
            growth: 1.12,
            attributes: [["Tjocklek", ["9,5 mm", "12,5 mm", "15,4 mm"]]],
            attributeFactors: { "Tjocklek=12,5 mm": 1.2, "Tjocklek=15,4 mm": 1.5 },
            namedAttributes: ["Tjocklek"],
          },
          {
            name: "Spånskivor och OSB",
            brands: ["Norrskog", "Spånab"],
            unit: "st",
            price: [14900, 49900],
            stems: [
              { type: "Golvspånskiva" },
              { type: "OSB/3-skiva", factor: 0.9 },
              { type: "Plywood furu", factor: 1.6 },
            ],
            dimension: ["Tjocklek", ["9 mm", "12 mm", "15 mm", "18 mm", "22 mm"]],
            growth: 1.2,
          },
        ],
      ],
      [
        "Isolering",
        [
          {
            name: "Mineralull",
            brands: ["Isoterm", "Fiberull", "Stenfiber"],
            unit: "förp",
            // Per board; a pack holds fewer boards the thicker they are.
            price: [2900, 9900],
            stems: [
              { type: "Stenullsskiva", factor: 1.2 },
              { type: "Glasullsskiva" },
              { type: "Isolerskiva regelvägg", factor: 1.1 },
            ],
            dimension: ["Tjocklek", ["45 mm", "70 mm", "95 mm", "145 mm", "195 mm"]],
            // Per board: a thicker board costs more, and fewer fit in a pack.
            growth: [1, 1.5, 2, 3, 4],
            piecesPerDimension: [12, 8, 6, 4, 3],
          },
        ],
      ],
      [
        "Fog och lim",
        [
          {
            name: "Fogmassa",
            brands: ["Limfabriken", "Fogexperten", "Skumteknik"],
            unit: "st",
            price: [4900, 18900],
            hazard: true,
            stems: [
              { type: "Fogmassa akryl", values: { Färg: ["Vit", "Grå", "Svart"] } },
              { type: "Sanitetssilikon", factor: 1.3, values: { Färg: ["Vit", "Transparent", "Grå"] } },
              { type: "Brandfog", factor: 2, values: { Färg: ["Vit", "Grå", "Röd"] } },
              { type: "Monteringslim", factor: 1.2, values: { Färg: ["Vit", "Beige"] } },
            ],
            dimension: ["Volym", ["100 ml", "200 ml", "300 ml", "450 ml", "600 ml"]],
            growth: 1.3,
            attributes: [["Färg", ["Vit", "Grå", "Svart"]]],
            namedAttributes: ["Färg"],
          },
          {
            name: "Byggskum",
            brands: ["Skumteknik", "Fogexperten", "Limfabriken"],
            unit: "st",
            price: [7900, 21900],
            hazard: true,
            stems: [
              { type: "Fogskum pistol" },
              { type: "Byggskum manuell", factor: 0.8 },
              { type: "Brandskum", factor: 1.8 },
            ],
            dimension: ["Volym", ["300 ml", "500 ml", "750 ml", "880 ml", "1000 ml"]],
            growth: 1.25,
          },
        ],
      ],
    ],
  ],
];
