/** Demo categories for electricians: El (cable, installation, consumer units) and Belysning. */
import { colour, ip, type Taxonomy } from "./taxonomy-spec";

export const ELECTRICAL_CATEGORIES: Taxonomy = [
  [
    "El",
    [
      [
        "Kabel och ledning",
        [
          {
            name: "Installationskabel",
            brands: ["Nexans", "Draka", "Prysmian"],
            unit: "m",
            price: [450, 4900],
            metal: true,
            stems: [
              "Installationskabel EKK Light",
              "Installationskabel EKLK",
              "Installationskabel FQ",
              "Halogenfri kabel EQLQ",
            ],
            dimension: ["Ledararea", ["3G1,5", "3G2,5", "5G1,5", "5G2,5", "4G6", "5G10"]],
            attributes: [colour],
          },
          {
            name: "Kraftkabel",
            brands: ["Nexans", "Prysmian", "Draka"],
            unit: "m",
            price: [1900, 24900],
            metal: true,
            stems: ["Kraftkabel FXQJ", "Kraftkabel N1XV", "Kraftkabel AXQJ"],
            dimension: ["Ledararea", ["4G10", "4G16", "5G16", "4G25", "4G35", "4G50"]],
          },
          {
            name: "Tele- och datakabel",
            brands: ["Draka", "Nexans", "Prysmian"],
            unit: "m",
            price: [390, 2900],
            stems: ["Datakabel Cat6 U/UTP", "Datakabel Cat6A F/FTP", "Telekabel EKKJ"],
            dimension: ["Ledningstyp", ["4x2x0,5", "4x2x0,57", "2x2x0,5"]],
            attributes: [colour],
          },
        ],
      ],
      [
        "Installationsmaterial",
        [
          {
            name: "Kopplingsdosor",
            brands: ["Schneider Electric", "Gelia", "Hager"],
            unit: "st",
            price: [900, 8900],
            stems: ["Kopplingsdosa", "Apparatdosa", "Takdosa", "Infälld dosa"],
            dimension: ["Storlek", ["Ø 60 mm", "Ø 68 mm", "80x80 mm", "100x100 mm"]],
            attributes: [ip, colour],
          },
          {
            name: "Rör och kanaler",
            brands: ["Gelia", "OBO Bettermann", "Schneider Electric"],
            unit: "m",
            price: [500, 6900],
            stems: ["Installationsrör VP", "Flexrör", "Kabelkanal", "Kabelstege"],
            dimension: ["Dimension", ["16 mm", "20 mm", "25 mm", "32 mm", "40x60 mm"]],
            attributes: [colour],
          },
          {
            name: "Strömbrytare och uttag",
            brands: ["Schneider Electric", "ABB", "Hager"],
            unit: "st",
            price: [2900, 29900],
            stems: [
              "Vägguttag 2-vägs jordat",
              "Strömbrytare trappkoppling",
              "Dimmer LED universal",
              "Utanpåliggande uttag",
            ],
            dimension: ["Utförande", ["infälld", "utanpåliggande", "med barnskydd", "med USB"]],
            attributes: [ip, colour],
          },
        ],
      ],
      [
        "Elcentraler och säkringar",
        [
          {
            name: "Dvärgbrytare",
            brands: ["Hager", "ABB", "Schneider Electric", "Eaton"],
            unit: "st",
            price: [4900, 39900],
            stems: [
              "Dvärgbrytare 1-pol C-kar",
              "Dvärgbrytare 3-pol C-kar",
              // Drawn here, filed under Jordfelsbrytare (its drawnThrough).
              "Jordfelsbrytare typ A",
              "Personskyddsautomat",
            ],
            dimension: ["Märkström", ["6 A", "10 A", "16 A", "20 A", "25 A", "32 A"]],
          },
          {
            name: "Normcentraler",
            brands: ["Hager", "Schneider Electric", "ABB", "Eaton"],
            unit: "st",
            price: [39900, 349900],
            stems: ["Normcentral infälld", "Normcentral utanpåliggande", "Proppskåp"],
            dimension: ["Moduler", ["12 moduler", "18 moduler", "24 moduler", "36 moduler", "54 moduler"]],
            attributes: [ip],
          },
          {
            name: "Jordfelsbrytare",
            brands: ["Hager", "ABB", "Schneider Electric", "Eaton"],
            drawnThrough: "Dvärgbrytare",
            unit: "st",
            price: [39900, 149900],
            stems: ["Jordfelsbrytare typ A"],
            dimension: ["Märkström", ["25 A", "40 A", "63 A"]],
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
            brands: ["Hide-a-lite", "Malmbergs", "Fagerhult"],
            unit: "st",
            price: [9900, 89900],
            stems: ["Downlight LED", "Downlight IP44 LED", "Infälld spotlight"],
            dimension: ["Effekt", ["5 W", "7 W", "9 W", "12 W"]],
            attributes: [["Färgtemperatur", ["2700 K", "3000 K", "4000 K"]], colour],
          },
          {
            name: "Armaturer",
            brands: ["Fagerhult", "Glamox", "Malmbergs"],
            unit: "st",
            price: [29900, 249900],
            stems: ["LED-armatur kontor", "Lysrörsarmatur LED", "Plafond LED", "Linjearmatur"],
            dimension: ["Längd", ["600 mm", "1200 mm", "1500 mm"]],
            attributes: [ip, ["Färgtemperatur", ["3000 K", "4000 K"]]],
          },
        ],
      ],
      [
        "Utomhusbelysning",
        [
          {
            name: "Fasadbelysning",
            brands: ["Norlys", "Malmbergs", "Hide-a-lite"],
            unit: "st",
            price: [19900, 199900],
            stems: ["Vägglykta", "Fasadarmatur LED", "Strålkastare LED", "Pollare"],
            dimension: ["Effekt", ["10 W", "20 W", "30 W", "50 W"]],
            attributes: [ip, colour],
          },
        ],
      ],
      [
        "Ljuskällor",
        [
          {
            name: "LED-lampor",
            brands: ["Airam", "Malmbergs", "Philips"],
            unit: "st",
            price: [2900, 19900],
            stems: ["LED-lampa normal", "LED-lampa klot", "LED-lampa kron", "LED-rör T8"],
            dimension: ["Sockel", ["E27", "E14", "GU10", "G13"]],
            attributes: [["Färgtemperatur", ["2700 K", "4000 K"]]],
          },
        ],
      ],
    ],
  ],
];
