/** The demo catalogue's vocabulary: a three-level category tree with product stems per leaf. */
export interface LeafSpec {
  name: string;
  unit: "st" | "m" | "förp";
  /** List price range in öre per unit. */
  price: [number, number];
  stems: string[];
  /** The dimension that distinguishes variants of one product. */
  dimension: [string, string[]];
  attributes?: [string, string[]][];
  /** Copper/aluminium content: a metal (alloying) surcharge applies. */
  metal?: boolean;
  /** Chemicals: hazard warnings apply. */
  hazard?: boolean;
  /** Sold per package but priced per piece. */
  packageOf?: number[];
}

export type Taxonomy = [string, [string, LeafSpec[]][]][];

const colour: [string, string[]] = ["Färg", ["Vit", "Svart", "Grå", "Blå", "Röd", "Rostfri"]];
const ip: [string, string[]] = ["Kapslingsklass", ["IP20", "IP44", "IP54", "IP65", "IP67"]];
const material: [string, string[]] = [
  "Material",
  ["Stål", "Rostfritt stål A2", "Rostfritt stål A4", "Förzinkat stål", "Mässing", "Plast"],
];
const voltage: [string, string[]] = ["Spänning", ["230 V", "400 V", "12 V", "24 V"]];

export const TAXONOMY: Taxonomy = [
  [
    "El",
    [
      [
        "Kabel och ledning",
        [
          {
            name: "Installationskabel",
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
            unit: "m",
            price: [1900, 24900],
            metal: true,
            stems: ["Kraftkabel FXQJ", "Kraftkabel N1XV", "Kraftkabel AXQJ"],
            dimension: ["Ledararea", ["4G10", "4G16", "5G16", "4G25", "4G35", "4G50"]],
          },
          {
            name: "Tele- och datakabel",
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
            unit: "st",
            price: [900, 8900],
            stems: ["Kopplingsdosa", "Apparatdosa", "Takdosa", "Infälld dosa"],
            dimension: ["Storlek", ["Ø 60 mm", "Ø 68 mm", "80x80 mm", "100x100 mm"]],
            attributes: [ip, colour],
          },
          {
            name: "Rör och kanaler",
            unit: "m",
            price: [500, 6900],
            stems: ["Installationsrör VP", "Flexrör", "Kabelkanal", "Kabelstege"],
            dimension: ["Dimension", ["16 mm", "20 mm", "25 mm", "32 mm", "40x60 mm"]],
            attributes: [colour],
          },
          {
            name: "Strömbrytare och uttag",
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
            unit: "st",
            price: [4900, 39900],
            stems: [
              "Dvärgbrytare 1-pol C-kar",
              "Dvärgbrytare 3-pol C-kar",
              "Jordfelsbrytare typ A",
              "Personskyddsautomat",
            ],
            dimension: ["Märkström", ["6 A", "10 A", "16 A", "20 A", "25 A", "32 A"]],
          },
          {
            name: "Normcentraler",
            unit: "st",
            price: [39900, 349900],
            stems: ["Normcentral infälld", "Normcentral utanpåliggande", "Proppskåp"],
            dimension: ["Moduler", ["12 moduler", "18 moduler", "24 moduler", "36 moduler", "54 moduler"]],
            attributes: [ip],
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
            unit: "st",
            price: [9900, 89900],
            stems: ["Downlight LED", "Downlight IP44 LED", "Infälld spotlight"],
            dimension: ["Effekt", ["5 W", "7 W", "9 W", "12 W"]],
            attributes: [["Färgtemperatur", ["2700 K", "3000 K", "4000 K"]], colour],
          },
          {
            name: "Armaturer",
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
  [
    "VVS",
    [
      [
        "Rör och rördelar",
        [
          {
            name: "Kopparrör",
            unit: "m",
            price: [3900, 19900],
            metal: true,
            stems: ["Kopparrör hårt", "Kopparrör mjukt", "Kopparrör förkromat"],
            dimension: ["Dimension", ["10 mm", "12 mm", "15 mm", "22 mm", "28 mm"]],
          },
          {
            name: "Pressrördelar",
            unit: "st",
            price: [2900, 24900],
            stems: ["Pressmuff", "Pressböj 90°", "Press T-rör", "Pressreducering"],
            dimension: ["Dimension", ["12 mm", "15 mm", "18 mm", "22 mm", "28 mm"]],
            attributes: [["Material", ["Koppar", "Förzinkat stål", "Rostfritt"]]],
          },
          {
            name: "PEX-rör",
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
            unit: "st",
            price: [79900, 599900],
            stems: ["Tvättställsblandare", "Köksblandare", "Duschblandare termostat", "Badkarsblandare"],
            dimension: ["Modell", ["standard", "med diskmaskinsavstängning", "lågt utlopp", "högt utlopp"]],
            attributes: [["Ytbehandling", ["Krom", "Mattsvart", "Borstat stål"]]],
          },
          {
            name: "Golvbrunnar",
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
            unit: "st",
            price: [6900, 29900],
            stems: ["Gipsskiva standard", "Gipsskiva våtrum", "Gipsskiva brandskydd"],
            dimension: ["Format", ["900x2400 mm", "1200x2400 mm", "1200x2700 mm"]],
            attributes: [["Tjocklek", ["9,5 mm", "12,5 mm", "15,4 mm"]]],
          },
          {
            name: "Spånskivor och OSB",
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
            unit: "st",
            price: [4900, 18900],
            hazard: true,
            stems: ["Fogmassa akryl", "Sanitetssilikon", "Brandfog", "Monteringslim"],
            dimension: ["Volym", ["290 ml", "300 ml", "600 ml"]],
            attributes: [colour],
          },
          {
            name: "Byggskum",
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
  [
    "Verktyg",
    [
      [
        "Elverktyg",
        [
          {
            name: "Borrmaskiner",
            unit: "st",
            price: [99900, 699900],
            stems: ["Borrskruvdragare 18V", "Slagborrmaskin", "Borrhammare SDS-plus", "Slagskruvdragare 18V"],
            dimension: ["Utförande", ["utan batteri", "med 2x2,0 Ah", "med 2x5,0 Ah", "i väska"]],
            attributes: [voltage],
          },
          {
            name: "Sågar",
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
            unit: "st",
            price: [9900, 59900],
            stems: ["Avbitartång", "Kombinationstång VDE", "Skalartång", "Polygriptång"],
            dimension: ["Längd", ["160 mm", "180 mm", "200 mm", "250 mm"]],
          },
          {
            name: "Skruvmejslar",
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
            unit: "förp",
            price: [4900, 39900],
            packageOf: [100, 200, 500],
            stems: ["Träskruv förzinkad", "Konstruktionsskruv", "Trallskruv rostfri"],
            dimension: ["Dimension", ["4,0x30", "4,0x40", "5,0x50", "5,0x80", "6,0x100"]],
            attributes: [material],
          },
          {
            name: "Gipsskruv",
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
            unit: "st",
            price: [3900, 24900],
            stems: ["Arbetshandske nitril", "Skärskyddshandske", "Elskyddshandske klass 0"],
            dimension: ["Storlek", ["8", "9", "10", "11"]],
          },
          {
            name: "Skyddsglasögon och hörselskydd",
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
            unit: "st",
            price: [29900, 149900],
            stems: ["Pulversläckare", "Skumsläckare", "Brandfilt"],
            dimension: ["Storlek", ["2 kg", "6 kg", "9 l", "120x180 cm"]],
          },
          {
            name: "Brandvarnare",
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

export const BRANDS = [
  "Nexans",
  "Draka",
  "Schneider Electric",
  "ABB",
  "Hager",
  "Malmbergs",
  "Eaton",
  "Gelia",
  "Gustavsberg",
  "FM Mattsson",
  "Uponor",
  "Tece",
  "Gyproc",
  "Paroc",
  "Isover",
  "Bostik",
  "Casco",
  "Makita",
  "Milwaukee",
  "Bosch Professional",
  "Bahco",
  "Knipex",
  "Fluke",
  "ESSVE",
  "Fischer",
  "Würth",
  "Guide",
  "3M",
  "Housegard",
  "Nordic Light",
];

export const FILTER_TAGS = ["Nyhet", "Miljöval", "Svanenmärkt", "Lagervara", "Webbexklusiv", "Byggvarubedömd"];

export const TOWNS: [string, string, string, number, number][] = [
  // [store id, town, postal code, latitude, longitude]
  ["1001", "Stockholm Sickla", "131 54", 59.3055, 18.1213],
  ["1002", "Göteborg Hisingen", "417 05", 57.7211, 11.9395],
  ["1003", "Malmö Bulltofta", "212 35", 55.6049, 13.0474],
  ["1004", "Uppsala Boländerna", "753 23", 59.8505, 17.6691],
  ["1005", "Västerås Erikslund", "721 36", 59.6195, 16.4545],
  ["1006", "Örebro Marieberg", "702 27", 59.2302, 15.1979],
  ["1007", "Linköping Tornby", "582 73", 58.4329, 15.5862],
  ["1008", "Jönköping Ljungarum", "556 52", 57.7525, 14.1935],
  ["1009", "Umeå Västerslätt", "904 22", 63.8158, 20.2089],
  ["2001", "Sundsvall Birsta", "863 41", 62.4505, 17.3878],
  ["2002", "Gävle Valbo", "818 33", 60.6395, 17.0214],
  ["2003", "Luleå Storheden", "975 92", 65.6126, 22.0419],
  ["2004", "Karlstad Bergvik", "653 46", 59.3832, 13.4289],
  ["2005", "Växjö Grand Samarkand", "352 46", 56.8934, 14.7679],
  ["2006", "Halmstad Flygstaden", "302 44", 56.6801, 12.8062],
  ["2007", "Norrköping Ingelsta", "602 23", 58.6171, 16.2204],
  ["2008", "Visby Östercentrum", "621 41", 57.6348, 18.3071],
];

export const CENTRAL_WAREHOUSES: [string, string, string, number, number][] = [
  ["9000", "Centrallager Jönköping", "556 27", 57.7715, 14.2171],
  ["9100", "Centrallager Nordel Eskilstuna", "635 10", 59.3666, 16.5077],
];
