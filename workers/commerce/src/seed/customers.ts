/** Demo customers, projects, assortments, users and their permissions. */
import { createRandom, slugify } from "./prng";
import { json, type Row, type Leaf } from "./demo-data";

export const DEMO_PASSWORD = "demo1234";

/** Customers, projects, assortments, users and their permissions. Password hashes are added by the seeder. */
export function generateCustomers(leaves: Leaf[], categories: Row[]) {
  const l2 = categories.filter((c) => c.level === 2);
  const l2Of = (topIndexes: number[]) =>
    l2.filter((c) => topIndexes.includes(Number(String(c.id).split("-")[0].slice(1)) - 1)).map((c) => String(c.id));
  const assortments: Row[] = [
    { id: "A-STANDARD", name: "Standardsortiment", slug: "standard", is_default: 1 },
    { id: "A-EL", name: "El och belysning", slug: "el-och-belysning", is_default: 0 },
    { id: "A-VVS-BYGG", name: "VVS och bygg", slug: "vvs-och-bygg", is_default: 0 },
  ];
  const assortmentCategories: Row[] = [
    ...l2.map((c) => ({ assortment_id: "A-STANDARD", category_l2: String(c.id) })),
    ...l2Of([0, 1, 5, 6]).map((id) => ({ assortment_id: "A-EL", category_l2: id })),
    ...l2Of([2, 3, 4, 5, 6]).map((id) => ({ assortment_id: "A-VVS-BYGG", category_l2: id })),
  ];
  const customers: Row[] = [
    {
      id: "10001",
      name: "Byggfirman Norrland AB",
      organization_number: "556677-1001",
      assortment_id: "A-STANDARD",
      export_profile: null,
      is_punchout: 0,
      active: 1,
      delivery_weekdays: "2,4",
      zip_code: "90422",
    },
    {
      id: "10002",
      name: "Elinstallatören Syd AB",
      organization_number: "556512-3477",
      assortment_id: "A-EL",
      export_profile: null,
      is_punchout: 0,
      active: 1,
      delivery_weekdays: null,
      zip_code: "21235",
    },
    {
      id: "10003",
      name: "VVS-Montage Mälardalen AB",
      organization_number: "556834-9210",
      assortment_id: "A-VVS-BYGG",
      export_profile: null,
      is_punchout: 0,
      active: 1,
      delivery_weekdays: "1,3,5",
      zip_code: "72136",
    },
    {
      id: "10004",
      name: "Industriservice Östergötland AB",
      organization_number: "556290-1180",
      assortment_id: "A-STANDARD",
      export_profile: "UNIT_STK_AS_ST",
      is_punchout: 1,
      active: 1,
      delivery_weekdays: null,
      zip_code: "58273",
    },
    {
      id: "10005",
      name: "Fastighetsservice Göta AB",
      organization_number: "556741-0534",
      assortment_id: "A-STANDARD",
      export_profile: null,
      is_punchout: 0,
      active: 1,
      delivery_weekdays: null,
      zip_code: "41705",
    },
    {
      id: "10006",
      name: "Nacka Byggtjänst AB",
      organization_number: "556903-2765",
      assortment_id: "A-STANDARD",
      export_profile: null,
      is_punchout: 0,
      active: 0,
      delivery_weekdays: null,
      zip_code: "13154",
    },
  ];
  const projects: Row[] = [
    { id: "10001-01", customer_id: "10001", name: "Kv. Björken etapp 2", active: 1, assortment_id: null },
    { id: "10001-02", customer_id: "10001", name: "Umeå skola ombyggnad", active: 1, assortment_id: "A-VVS-BYGG" },
    { id: "10002-01", customer_id: "10002", name: "Malmö Live renovering", active: 1, assortment_id: null },
    { id: "10002-02", customer_id: "10002", name: "Lund laddstolpar", active: 1, assortment_id: null },
    { id: "10003-01", customer_id: "10003", name: "Västerås badrum BRF Solen", active: 1, assortment_id: null },
    { id: "10005-01", customer_id: "10005", name: "Göteborg underhåll 2026", active: 1, assortment_id: null },
  ];
  const team: Row[] = [];
  const sellers = [
    ["Anna Lindqvist", "Säljare innesälj"],
    ["Johan Berg", "Key account manager"],
    ["Maria Nyström", "Kundtjänst"],
  ];
  for (const c of customers) {
    sellers.forEach(([name, role], position) =>
      team.push({
        customer_id: c.id,
        position,
        name,
        role,
        email: `${slugify(name).replace("-", ".")}@demo-butik.se`,
        phone: `010-55 ${position}${String(c.id).slice(-2)} 00`,
      }),
    );
  }
  // Discounts differ by customer and by project, so switching context changes prices.
  const rnd = createRandom(4242);
  const discountGroups: Row[] = [];
  const scopes: [string, string, number][] = [
    ["10001", "", 1],
    ["10001", "10001-01", 1.3],
    ["10002", "", 0.8],
    ["10002", "10002-01", 1.1],
    ["10003", "", 1],
    ["10004", "", 1.2],
    ["10005", "", 0.6],
  ];
  const groupFactors = leaves.map(() => rnd.int(500, 3500));
  for (const [customer, project, factor] of scopes) {
    leaves.forEach((leaf, i) =>
      discountGroups.push({
        customer_id: customer,
        project_id: project,
        discount_group: leaf.discountGroup,
        name: `Rabattgrupp ${leaf.discountGroup}`,
        basis_points: Math.min(5000, Math.round(groupFactors[i] * factor)),
      }),
    );
  }
  const users = [
    {
      id: "u-buyer",
      email: "buyer@demo.se",
      logon_id: "buyer",
      first_name: "Bertil",
      last_name: "Holmgren",
      perms: [
        ["10001", "", "USER", []],
        ["10002", "10002-01", "USER", []],
        ["10002", "10002-02", "USER", []],
      ],
      default_customer_id: "10001",
      default_project_id: "10001-01",
      is_punchout: 0,
    },
    {
      id: "u-admin",
      email: "admin@demo.se",
      logon_id: "admin",
      first_name: "Agneta",
      last_name: "Sandberg",
      perms: [["10001", "", "BUYER_ADMIN", []]],
      default_customer_id: "10001",
      default_project_id: null,
      is_punchout: 0,
    },
    {
      id: "u-seller",
      email: "seller@demo.se",
      logon_id: "seller",
      first_name: "Sven",
      last_name: "Ekström",
      perms: [
        ["10001", "", "SELLER_ADMIN", []],
        ["10002", "", "SELLER_ADMIN", []],
        ["10003", "", "SELLER_ADMIN", []],
      ],
      default_customer_id: "10002",
      default_project_id: null,
      is_punchout: 0,
    },
    {
      id: "u-siteadmin",
      email: "siteadmin@demo.se",
      logon_id: "siteadmin",
      first_name: "Sara",
      last_name: "Lundin",
      perms: customers.map((c) => [c.id, "", "SITE_ADMIN", []]),
      default_customer_id: "10001",
      default_project_id: null,
      is_punchout: 0,
    },
    {
      id: "u-noprices",
      email: "noprices@demo.se",
      logon_id: "noprices",
      first_name: "Nils",
      last_name: "Forsberg",
      perms: [["10003", "", "USER", ["EJ_SE_PRISER"]]],
      default_customer_id: "10003",
      default_project_id: null,
      is_punchout: 0,
    },
    {
      id: "u-noorder",
      email: "noorder@demo.se",
      logon_id: "noorder",
      first_name: "Olle",
      last_name: "Nyberg",
      perms: [["10001", "", "USER", ["EJ_ORDER", "EJ_ORDERHISTORIK"]]],
      default_customer_id: "10001",
      default_project_id: null,
      is_punchout: 0,
    },
    {
      id: "u-limited",
      email: "limited@demo.se",
      logon_id: "limited",
      first_name: "Lena",
      last_name: "Hedlund",
      perms: [
        [
          "10005",
          "",
          "USER",
          [
            "EJ_ALLA_LEVERANSSATT",
            "EJ_ANDRA_SORTIMENT",
            "EJ_SE_RABATTER",
            "EJ_SKAPA_OFFERT",
            "EJ_SE_EKONOMISK_UPPFÖLJNING",
          ],
        ],
      ],
      default_customer_id: "10005",
      default_project_id: "10005-01",
      is_punchout: 0,
    },
    {
      id: "u-punchout",
      email: "punchout@demo.se",
      logon_id: "punchout",
      first_name: "Per",
      last_name: "Åkesson",
      perms: [["10004", "", "USER", []]],
      default_customer_id: "10004",
      default_project_id: null,
      is_punchout: 1,
    },
  ];
  const permissions: Row[] = users.flatMap((u) =>
    u.perms.map(([customer, project, role, denies]) => ({
      user_id: u.id,
      customer_id: customer as string,
      project_id: project as string,
      role: role as string,
      permission_denies: json(denies),
    })),
  );
  const userRows: Row[] = users.map(({ perms: _perms, ...u }) => ({
    ...u,
    mobile_number: "070-123 45 67",
    is_email_verified: 1,
    is_phone_number_verified: 0,
    active: 1,
    must_change_password: 0,
    preferred_store: "1001",
    preferred_delivery_method: "DBI",
    default_delivery_method: "DBI",
  }));
  return { assortments, assortmentCategories, customers, projects, team, discountGroups, users: userRows, permissions };
}
