/**
 * The demo customers' addresses: the register's invoice address (read-only), a work site and a warehouse per
 * customer, and one Åland address. Every one has a recipient and a second line, as the trade writes them, so no
 * seeded address or order shows "Mottagarnamn saknas" or "Adress saknas".
 */
export interface DemoAddress {
  id: string;
  customer_id: string;
  label: string;
  name: string;
  recipient_name: string;
  address1: string;
  address2: string;
  postal_code: string;
  postal_address: string;
  country_code: string;
  phone: string | null;
  preselected: number;
  read_only: number;
  valid_for_delivery: number;
  created_at: string;
}

interface CustomerPlaces {
  company: string;
  postal: [code: string, town: string];
  office: [street: string, line2: string, recipient: string];
  site: [name: string, street: string, line2: string, recipient: string, phone: string];
  warehouse: [street: string, line2: string, recipient: string];
}

const PLACES: Record<string, CustomerPlaces> = {
  "10001": {
    company: "Byggfirman Norrland AB",
    postal: ["90422", "Umeå"],
    office: ["Storgatan 12", "Plan 3", "Ekonomiavdelningen"],
    site: ["Kv. Björken etapp 2", "Björkvägen 3", "Bygggrind 2, bodetableringen", "Kim Berglund", "070-311 22 33"],
    warehouse: ["Förrådsvägen 8", "Lastkaj B", "Godsmottagningen"],
  },
  "10002": {
    company: "Elinstallatören Syd AB",
    postal: ["21235", "Malmö"],
    office: ["Industrigatan 4", "Port 2", "Leverantörsreskontra"],
    site: [
      "Malmö Live renovering",
      "Dag Hammarskjölds torg 4",
      "Varuintag via Carlsgatan",
      "Amir Haddad",
      "070-522 18 40",
    ],
    warehouse: ["Lagervägen 2", "Port 5", "Mikael Persson"],
  },
  "10003": {
    company: "VVS-Montage Mälardalen AB",
    postal: ["72136", "Västerås"],
    office: ["Verkstadsvägen 9", "Box 1147", "Ekonomi"],
    site: ["BRF Solen badrum", "Solgatan 14", "c/o BRF Solen, port 3", "Johanna Ek", "073-640 55 12"],
    warehouse: ["Kopparlundsvägen 21", "Lastkaj A", "Lagerchef Tomas Berg"],
  },
  "10004": {
    company: "Industriservice Östergötland AB",
    postal: ["58273", "Linköping"],
    office: ["Fabriksgatan 2", "Hus 4", "Inköpsavdelningen"],
    site: ["Underhåll Tornby", "Roxtorpsgatan 11", "Grind 6", "Linnea Strand", "070-845 02 19"],
    warehouse: ["Fabriksgatan 2", "Lastkaj C", "Centralförrådet"],
  },
  "10005": {
    company: "Fastighetsservice Göta AB",
    postal: ["41705", "Göteborg"],
    office: ["Hamngatan 7", "Våning 4", "Fakturamottagning"],
    site: ["Underhåll Hisingen", "Lundbystrand 2", "Entré B, teknikrummet", "Karin Wikström", "072-210 77 04"],
    warehouse: ["Ringön Verkstadsgatan 3", "Port 1", "Fastighetsförrådet"],
  },
  "10006": {
    company: "Nacka Byggtjänst AB",
    postal: ["13154", "Nacka"],
    office: ["Sickla industriväg 1", "c/o Redovisningsbyrån Sickla", "Ekonomi"],
    site: ["Sickla kaj", "Sickla kaj 5", "Bodetablering vid kajen", "Mats Öberg", "070-190 44 21"],
    warehouse: ["Gamla Värmdövägen 4", "Lastkaj 2", "Godsmottagningen"],
  },
};

function addressesOf(customerId: string, p: CustomerPlaces): DemoAddress[] {
  const [postal_code, postal_address] = p.postal;
  const base = { customer_id: customerId, postal_code, postal_address, country_code: "SE" };
  return [
    {
      ...base,
      id: `demo-addr-${customerId}-0`,
      label: "Faktureringsadress",
      name: p.company,
      recipient_name: p.office[2],
      address1: p.office[0],
      address2: p.office[1],
      phone: "010-100 00 00",
      preselected: 0,
      read_only: 1,
      valid_for_delivery: 0,
      created_at: "2026-01-01T00:00:00.000Z",
    },
    {
      ...base,
      id: `demo-addr-${customerId}-1`,
      label: "Arbetsplats",
      name: p.site[0],
      recipient_name: p.site[3],
      address1: p.site[1],
      address2: p.site[2],
      phone: p.site[4],
      preselected: 1,
      read_only: 0,
      valid_for_delivery: 1,
      created_at: "2026-01-01T00:00:01.000Z",
    },
    {
      ...base,
      id: `demo-addr-${customerId}-2`,
      label: "Lager",
      name: `${p.company}, lager`,
      recipient_name: p.warehouse[2],
      address1: p.warehouse[0],
      address2: p.warehouse[1],
      phone: null,
      preselected: 0,
      read_only: 0,
      valid_for_delivery: 1,
      created_at: "2026-01-01T00:00:02.000Z",
    },
  ];
}

export const DEMO_ADDRESSES: DemoAddress[] = [
  ...Object.entries(PLACES).flatMap(([id, places]) => addressesOf(id, places)),
  {
    id: "demo-addr-10001-ax",
    customer_id: "10001",
    label: "Åland",
    name: "Sommarhus Mariehamn",
    recipient_name: "Bertil Holmgren",
    address1: "Torggatan 5",
    address2: "c/o Fam. Mattsson",
    postal_code: "22100",
    postal_address: "Mariehamn",
    country_code: "AX",
    phone: null,
    preselected: 0,
    read_only: 0,
    valid_for_delivery: 1,
    created_at: "2026-01-01T00:00:03.000Z",
  },
];

/** The delivery address a seeded order carries: the customer's work site, as checkout stores it. */
export function orderDeliveryAddress(customerId: string) {
  const {
    created_at: _created,
    read_only: _readOnly,
    preselected: _preselected,
    ...address
  } = DEMO_ADDRESSES.find((a) => a.id === `demo-addr-${customerId}-1`)!;
  return address;
}

/** The buyer's reference on seeded orders ("Er referens"): the person who ordered. */
export const ORDER_REFERENCES: Record<string, string> = {
  "10001": "Bertil Holmgren",
  "10002": "Bertil Holmgren",
  "10003": "Nils Forsberg",
  "10005": "Lena Hedlund",
};
