/**
 * Deterministic demo catalogue: the same options always give the same rows. Pure (no bindings), so
 * the seeder, tests and the benchmark share it. Rows use the column names of the migrations.
 */
import { createRandom, eanCheckDigit, slugify, type Random } from "./prng";
import { BRANDS, CENTRAL_WAREHOUSES, FILTER_TAGS, TAXONOMY, TOWNS, type LeafSpec } from "./taxonomy";

export const SEED_VERSION = "4";
export const DEFAULT_ARTICLE_COUNT = 5000;
export const VIRTUAL_LOCATION = "VIRTUAL";
export const CENTRAL_IDS = CENTRAL_WAREHOUSES.map((c) => c[0]);

export type Row = Record<string, string | number | null>;

export interface GenerateOptions {
  articles?: number;
  seed?: number;
  /** "Today" as YYYY-MM-DD: campaign and availability dates are relative to it. */
  today: string;
}

/** Article number of the n-th generated article: 7 digits, spread out like a real range. */
export function articleNumberAt(index: number): string {
  return String(1_000_000 + index * 37);
}

export function eanAt(index: number): string {
  const first12 = `7350${String(index + 10_000).padStart(8, "0")}`;
  return first12 + eanCheckDigit(first12);
}

/** Articles with fixed roles, so the rules of spec sections 4-5 are visible in the demo data. */
export const DEMO_ARTICLES = {
  metalSurcharge: articleNumberAt(0),
  discontinuedWithStock: articleNumberAt(1),
  replacement: articleNumberAt(2),
  discontinuedNoStock: articleNumberAt(3),
  discontinuedNoStockNoReplacement: articleNumberAt(4),
  onlyStore: articleNumberAt(5),
  mustBeInStockedAt: articleNumberAt(6),
  askForPrice: articleNumberAt(7),
  bracketPrices: articleNumberAt(8),
  campaign: articleNumberAt(9),
  transit: articleNumberAt(10),
  transitPlus: articleNumberAt(11),
  virtual: articleNumberAt(12),
  hazard: articleNumberAt(13),
  ssg: articleNumberAt(14),
  orderMultiple: articleNumberAt(15),
  noStockLocations: articleNumberAt(16),
} as const;
const DEMO_COUNT = 17;

interface Leaf {
  spec: LeafSpec;
  id: string;
  l1: string;
  l2: string;
  l1Index: number;
  discountGroup: string;
}

function addDays(today: string, days: number): string {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const json = (value: unknown) => JSON.stringify(value);

export function generateCategories() {
  const categories: Row[] = [];
  const leaves: Leaf[] = [];
  const sequences: Row[] = [];
  TAXONOMY.forEach(([l1Name, l2s], i1) => {
    const l1Slug = slugify(l1Name);
    const l1Id = `c${i1 + 1}`;
    categories.push({ id: l1Id, parent_id: null, level: 1, name: l1Name, slug: l1Slug, path: l1Slug, position: i1 });
    l2s.forEach(([l2Name, l3s], i2) => {
      const l2Slug = slugify(l2Name);
      const l2Id = `${l1Id}-${i2 + 1}`;
      categories.push({ id: l2Id, parent_id: l1Id, level: 2, name: l2Name, slug: l2Slug, path: `${l1Slug}/${l2Slug}`, position: i2 });
      l3s.forEach((spec, i3) => {
        const slug = slugify(spec.name);
        const id = `${l2Id}-${i3 + 1}`;
        categories.push({ id, parent_id: l2Id, level: 3, name: spec.name, slug, path: `${l1Slug}/${l2Slug}/${slug}`, position: i3 });
        leaves.push({ spec, id, l1: l1Id, l2: l2Id, l1Index: i1, discountGroup: `RG${String(leaves.length + 1).padStart(2, "0")}` });
        const names = [spec.dimension[0], ...(spec.attributes ?? []).map((a) => a[0]), "Varumärke", "SSG"];
        names.forEach((name, position) =>
          sequences.push({ category_id: id, position, attribute_name: name, disabled: name === "SSG" ? 1 : 0 }),
        );
      });
    });
  });
  return { categories, leaves, sequences };
}

export function generateBrands(): Row[] {
  return BRANDS.map((name, i) => ({ id: `b${i + 1}`, name, slug: slugify(name) }));
}

const OPENING_HOURS = json([
  { days: "Mån-Fre", opens: "06:30", closes: "18:00" },
  { days: "Lör", opens: "09:00", closes: "15:00" },
  { days: "Sön", opens: null, closes: null },
]);

export function generateLocations() {
  const locations: Row[] = [];
  const services: Row[] = [];
  for (const [id, town, postal, lat, lng] of TOWNS) {
    const city = town.split(" ")[0];
    locations.push({
      id, name: town, type: "STORE", street: `${town.split(" ")[1] ?? "Industri"}vägen ${Number(id.slice(-2)) + 3}`,
      postal_code: postal, city, latitude: lat, longitude: lng, phone: `010-${id.slice(-3)} 00 00`,
      email: `${slugify(city)}@demo-butik.se`, opening_hours: OPENING_HOURS,
    });
    services.push({ location_id: id, service: "standard-pickup" });
    if (Number(id) % 2 === 1) services.push({ location_id: id, service: "express-pickup" });
  }
  for (const [id, name, postal, lat, lng] of CENTRAL_WAREHOUSES) {
    locations.push({ id, name, type: "CENTRAL", street: "Logistikvägen 1", postal_code: postal, city: name.split(" ").pop()!, latitude: lat, longitude: lng, phone: "010-900 00 00", email: "lager@demo-butik.se", opening_hours: "[]" });
  }
  locations.push({ id: VIRTUAL_LOCATION, name: "Leverantörslager", type: "VIRTUAL", street: null, postal_code: null, city: null, latitude: null, longitude: null, phone: null, email: null, opening_hours: "[]" });
  return { locations, services };
}

export function generateZipCodes(): Row[] {
  const rows: Row[] = [];
  for (const [id, town, postal] of TOWNS) {
    const base = Number(postal.replace(" ", ""));
    for (let k = 0; k < 8; k++) {
      rows.push({ zip_code: String(base + k), city: town.split(" ")[0], country_code: "SE", nearest_location_id: id, express_available: k < 5 ? 1 : 0 });
    }
  }
  for (const [zip, city] of [["22100", "Mariehamn"], ["22110", "Mariehamn"], ["22150", "Jomala"], ["22240", "Hammarland"], ["22310", "Föglö"], ["22410", "Brändö"]]) {
    rows.push({ zip_code: zip, city, country_code: "AX", nearest_location_id: null, express_available: 0 });
  }
  return rows;
}

export function generateDeliveryOptions(): Row[] {
  const base = { use_destination: 0, requires_zip_code: 0, use_context_zip_code: 0, requires_store: 0, uses_central_storage: 0, offered_when_limited: 0, available_from: null, available_to: null };
  return [
    { ...base, id: "DBI", name: "Utkörning", short_code: null, order_type: "standard", use_destination: 1, use_context_zip_code: 1, uses_central_storage: 1, offered_when_limited: 1, position: 0 },
    { ...base, id: "EXH", name: "Leverans till butik", short_code: "LE", order_type: "standard", requires_store: 1, uses_central_storage: 1, offered_when_limited: 1, position: 1 },
    { ...base, id: "XXX", name: "Expressutkörning", short_code: "BE", order_type: "express", use_destination: 1, requires_zip_code: 1, available_from: "06:00", available_to: "14:00", position: 2 },
    { ...base, id: "EXB", name: "Express till butik", short_code: "BEH", order_type: "express", requires_store: 1, available_from: "06:00", available_to: "16:00", position: 3 },
    { ...base, id: "24-12", name: "Sen expressutkörning", short_code: "24-12", order_type: "express", use_destination: 1, requires_zip_code: 1, available_from: "12:00", available_to: "23:59", position: 4 },
  ];
}

export const DEMO_PASSWORD = "demo1234";

/** Customers, projects, assortments, users and their permissions. Password hashes are added by the seeder. */
export function generateCustomers(leaves: Leaf[], categories: Row[]) {
  const l2 = categories.filter((c) => c.level === 2);
  const l2Of = (topIndexes: number[]) => l2.filter((c) => topIndexes.includes(Number(String(c.id).split("-")[0].slice(1)) - 1)).map((c) => String(c.id));
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
    { id: "10001", name: "Byggfirman Norrland AB", organization_number: "556677-1001", assortment_id: "A-STANDARD", export_profile: null, is_punchout: 0, active: 1, delivery_weekdays: "2,4", zip_code: "90422" },
    { id: "10002", name: "Elinstallatören Syd AB", organization_number: "556677-1002", assortment_id: "A-EL", export_profile: null, is_punchout: 0, active: 1, delivery_weekdays: null, zip_code: "21235" },
    { id: "10003", name: "VVS-Montage Mälardalen AB", organization_number: "556677-1003", assortment_id: "A-VVS-BYGG", export_profile: null, is_punchout: 0, active: 1, delivery_weekdays: "1,3,5", zip_code: "72136" },
    { id: "10004", name: "Industriinköp Punch-out AB", organization_number: "556677-1004", assortment_id: "A-STANDARD", export_profile: "UNIT_STK_AS_ST", is_punchout: 1, active: 1, delivery_weekdays: null, zip_code: "58273" },
    { id: "10005", name: "Fastighetsservice Göta AB", organization_number: "556677-1005", assortment_id: "A-STANDARD", export_profile: null, is_punchout: 0, active: 1, delivery_weekdays: null, zip_code: "41705" },
    { id: "10006", name: "Vilande Bygg AB", organization_number: "556677-1006", assortment_id: "A-STANDARD", export_profile: null, is_punchout: 0, active: 0, delivery_weekdays: null, zip_code: "13154" },
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
  const sellers = [["Anna Lindqvist", "Säljare innesälj"], ["Johan Berg", "Key account manager"], ["Maria Nyström", "Kundtjänst"]];
  for (const c of customers) {
    sellers.forEach(([name, role], position) =>
      team.push({ customer_id: c.id, position, name, role, email: `${slugify(name).replace("-", ".")}@demo-butik.se`, phone: `010-55 ${position}${String(c.id).slice(-2)} 00` }),
    );
  }
  // Discounts differ by customer and by project, so switching context changes prices.
  const rnd = createRandom(4242);
  const discountGroups: Row[] = [];
  const scopes: [string, string, number][] = [["10001", "", 1], ["10001", "10001-01", 1.3], ["10002", "", 0.8], ["10002", "10002-01", 1.1], ["10003", "", 1], ["10004", "", 1.2], ["10005", "", 0.6]];
  const groupFactors = leaves.map(() => rnd.int(500, 3500));
  for (const [customer, project, factor] of scopes) {
    leaves.forEach((leaf, i) =>
      discountGroups.push({ customer_id: customer, project_id: project, discount_group: leaf.discountGroup, name: `Rabattgrupp ${leaf.discountGroup}`, basis_points: Math.min(5000, Math.round(groupFactors[i] * factor)) }),
    );
  }
  const users = [
    { id: "u-buyer", email: "buyer@demo.se", logon_id: "buyer", first_name: "Bertil", last_name: "Köpare", perms: [["10001", "", "USER", []], ["10002", "10002-01", "USER", []], ["10002", "10002-02", "USER", []]], default_customer_id: "10001", default_project_id: "10001-01", is_punchout: 0 },
    { id: "u-admin", email: "admin@demo.se", logon_id: "admin", first_name: "Agneta", last_name: "Inköpschef", perms: [["10001", "", "BUYER_ADMIN", []]], default_customer_id: "10001", default_project_id: null, is_punchout: 0 },
    { id: "u-seller", email: "seller@demo.se", logon_id: "seller", first_name: "Sven", last_name: "Säljare", perms: [["10001", "", "SELLER_ADMIN", []], ["10002", "", "SELLER_ADMIN", []], ["10003", "", "SELLER_ADMIN", []]], default_customer_id: "10002", default_project_id: null, is_punchout: 0 },
    { id: "u-siteadmin", email: "siteadmin@demo.se", logon_id: "siteadmin", first_name: "Sara", last_name: "Webbadmin", perms: customers.map((c) => [c.id, "", "SITE_ADMIN", []]), default_customer_id: "10001", default_project_id: null, is_punchout: 0 },
    { id: "u-noprices", email: "noprices@demo.se", logon_id: "noprices", first_name: "Nils", last_name: "Utanpris", perms: [["10003", "", "USER", ["EJ_SE_PRISER"]]], default_customer_id: "10003", default_project_id: null, is_punchout: 0 },
    { id: "u-noorder", email: "noorder@demo.se", logon_id: "noorder", first_name: "Olle", last_name: "Tittare", perms: [["10001", "", "USER", ["EJ_ORDER", "EJ_ORDERHISTORIK"]]], default_customer_id: "10001", default_project_id: null, is_punchout: 0 },
    { id: "u-limited", email: "limited@demo.se", logon_id: "limited", first_name: "Lena", last_name: "Begränsad", perms: [["10005", "", "USER", ["EJ_ALLA_LEVERANSSATT", "EJ_ANDRA_SORTIMENT", "EJ_SE_RABATTER", "EJ_SKAPA_OFFERT", "EJ_SE_EKONOMISK_UPPFÖLJNING"]]], default_customer_id: "10005", default_project_id: "10005-01", is_punchout: 0 },
    { id: "u-punchout", email: "punchout@demo.se", logon_id: "punchout", first_name: "Per", last_name: "Punchout", perms: [["10004", "", "USER", []]], default_customer_id: "10004", default_project_id: null, is_punchout: 1 },
  ];
  const permissions: Row[] = users.flatMap((u) =>
    u.perms.map(([customer, project, role, denies]) => ({ user_id: u.id, customer_id: customer as string, project_id: project as string, role: role as string, permission_denies: json(denies) })),
  );
  const userRows: Row[] = users.map(({ perms: _perms, ...u }) => ({
    ...u, mobile_number: "070-123 45 67", is_email_verified: 1, is_phone_number_verified: 0, active: 1,
    must_change_password: 0, preferred_store: "1001", preferred_delivery_method: "DBI", default_delivery_method: "DBI",
  }));
  return { assortments, assortmentCategories, customers, projects, team, discountGroups, users: userRows, permissions };
}

const SERIES = ["", "Pro", "Basic", "Plus", "Eco", "XL", "Premium", "Compact"];

export interface ArticleBundle {
  article: Row;
  product?: Row;
  attributes: Row[];
  stock: Row[];
  brackets: Row[];
  relations: Row[];
  search: Row;
}

/** Articles in chunks, so 200,000 never sit in memory at once. */
export function* generateArticles(options: GenerateOptions, leaves: Leaf[], brands: Row[], chunkSize = 500): Generator<ArticleBundle[]> {
  const count = Math.max(DEMO_COUNT + 3, options.articles ?? DEFAULT_ARTICLE_COUNT);
  const rnd = createRandom(options.seed ?? 20261121);
  const stores = TOWNS.map((t) => t[0]);
  let index = 0;
  let productNo = 0;
  let chunk: ArticleBundle[] = [];
  const leafByName = (name: string) => leaves.find((l) => l.spec.name === name)!;
  while (index < count) {
    const forcedLeaf =
      index === 0 ? leafByName("Installationskabel") : index === 13 ? leafByName("Fogmassa") : index < DEMO_COUNT ? leafByName("Dvärgbrytare") : undefined;
    const leaf = forcedLeaf ?? rnd.pick(leaves);
    const brandIndex = (leaf.l1Index * 4 + rnd.int(0, 7)) % brands.length;
    const brand = brands[brandIndex];
    const stem = rnd.pick(leaf.spec.stems);
    const series = rnd.pick(SERIES);
    productNo++;
    const productId = `p${productNo}`;
    const productName = [stem, series].filter(Boolean).join(" ");
    const variantCount = index < DEMO_COUNT ? 1 : Math.min(count - index, rnd.int(1, 5));
    const dims = [...leaf.spec.dimension[1]];
    let first = true;
    for (let v = 0; v < variantCount; v++) {
      const bundle = makeArticle(index, rnd, { leaf, brand, productId, productName, dim: dims[v % dims.length], options, stores });
      if (first) {
        bundle.product = { id: productId, name: productName, description: `${productName} från ${brand.name}. ${leaf.spec.name} för professionellt bruk.`, category_id: leaf.id, brand_id: String(brand.id) };
        first = false;
      }
      chunk.push(bundle);
      index++;
      if (chunk.length >= chunkSize) {
        yield chunk;
        chunk = [];
      }
    }
  }
  if (chunk.length) yield chunk;
}

interface ArticleContext {
  leaf: Leaf;
  brand: Row;
  productId: string;
  productName: string;
  dim: string;
  options: GenerateOptions;
  stores: string[];
}

function makeArticle(index: number, rnd: Random, ctx: ArticleContext): ArticleBundle {
  const { leaf, brand, options } = ctx;
  const spec = leaf.spec;
  const articleNumber = articleNumberAt(index);
  const pack = spec.packageOf ? rnd.pick(spec.packageOf) : null;
  const name = `${ctx.productName} ${ctx.dim}${pack ? ` (${pack} st)` : ""}`;
  const ean = eanAt(index);
  const [low, high] = spec.price;
  const listPrice = Math.max(190, Math.round(rnd.int(low, high) / 100) * 100 - 10);
  const attributes: [string, string][] = [[spec.dimension[0], ctx.dim]];
  for (const [attrName, values] of spec.attributes ?? []) attributes.push([attrName, rnd.pick(values)]);
  if (index === 14 || rnd.chance(0.15)) attributes.push(["SSG", String(500_000 + index * 7).padStart(7, "0")]);
  const tags = FILTER_TAGS.filter(() => rnd.chance(0.12));
  let stockType = rnd.next() < 0.72 ? "LAG" : rnd.pick(["TRA", "TRA_PLUS", "VIR"]);
  let discontinued = index > 20 && rnd.chance(0.01) ? 1 : 0;
  let replacement: string | null = discontinued && rnd.chance(0.5) ? articleNumberAt(index - 1) : null;
  let onlyStore = index > 20 && rnd.chance(0.005) ? 1 : 0;
  let mustBeInStockedAt = index > 20 && rnd.chance(0.01) ? 1 : 0;
  let askForPrice = index > 20 && rnd.chance(0.005) ? 1 : 0;
  let alloying = spec.metal ? Math.round((listPrice * rnd.int(5, 15)) / 100) : 0;
  let orderMultiple: number | null = rnd.chance(0.08) ? rnd.pick([5, 10, 25, 50]) : null;
  let stocked = true;
  let noLocations = false;
  let hasBrackets = rnd.chance(0.04);
  let emptyStock = false;
  const D = DEMO_ARTICLES;
  switch (articleNumber) {
    case D.metalSurcharge: stockType = "LAG"; alloying = Math.round(listPrice * 0.12); break;
    case D.discontinuedWithStock: stockType = "LAG"; discontinued = 1; replacement = D.replacement; break;
    case D.replacement: stockType = "LAG"; discontinued = 0; break;
    case D.discontinuedNoStock: stockType = "LAG"; discontinued = 1; replacement = D.replacement; emptyStock = true; break;
    case D.discontinuedNoStockNoReplacement: stockType = "LAG"; discontinued = 1; replacement = null; emptyStock = true; break;
    case D.onlyStore: stockType = "LAG"; onlyStore = 1; break;
    case D.mustBeInStockedAt: stockType = "LAG"; mustBeInStockedAt = 1; break;
    case D.askForPrice: askForPrice = 1; break;
    case D.bracketPrices: hasBrackets = true; break;
    case D.transit: stockType = "TRA"; break;
    case D.transitPlus: stockType = "TRA_PLUS"; break;
    case D.virtual: stockType = "VIR"; break;
    case D.orderMultiple: stockType = "LAG"; orderMultiple = 10; break;
    case D.noStockLocations: noLocations = true; stocked = false; break;
    default: if (index < DEMO_COUNT) { discontinued = 0; replacement = null; }
  }
  const warnings = spec.hazard
    ? [{ code: "GHS07", description: "Kan irritera huden och ögonen.", signalWord: "Varning", assetUrl: "/images/hazard/GHS07.svg", detailedDescription: "H315 Irriterar huden. H319 Orsakar allvarlig ögonirritation. P102 Förvaras oåtkomligt för barn." }]
    : [];
  const stock: Row[] = [];
  const stockedAt: string[] = [];
  if (!noLocations) {
    const central = (qty: number, extra: Partial<Row> = {}) => {
      for (const id of CENTRAL_IDS) stock.push({ article_number: articleNumber, location_id: id, quantity: qty, stocked: stocked ? 1 : 0, order_multiple: orderMultiple, availability_date: null, available_from_days: null, available_to_days: null, sub_availabilities: "[]", ...extra });
    };
    if (stockType === "LAG") {
      central(emptyStock ? 0 : rnd.int(articleNumber === D.discontinuedWithStock ? 5 : 0, 800));
      const storeCount = rnd.int(2, 5);
      const chosen = articleNumber === D.mustBeInStockedAt ? ["1001", "2001"] : Array.from({ length: storeCount }, () => rnd.pick(ctx.stores));
      for (const id of new Set(chosen)) {
        stock.push({ article_number: articleNumber, location_id: id, quantity: emptyStock ? 0 : rnd.int(0, 60), stocked: 1, order_multiple: orderMultiple, availability_date: null, available_from_days: null, available_to_days: null, sub_availabilities: "[]" });
        stockedAt.push(id);
      }
    } else if (stockType === "TRA") {
      const days = rnd.int(3, 12);
      const date = addDays(options.today, days);
      central(0, { available_from_days: days, available_to_days: days + 2, availability_date: date, sub_availabilities: json([{ date, quantity: rnd.int(20, 200) }, { date: addDays(options.today, days + 14), quantity: rnd.int(20, 200) }]) });
    } else if (stockType === "TRA_PLUS") {
      central(0, { stocked: 0 });
    } else {
      // Supplier stock: delivered via central storage in 5-10 days; the VIRTUAL row holds the
      // supplier's quantity but is never a location to pick from.
      central(0, { stocked: 0 });
      stock.push({ article_number: articleNumber, location_id: VIRTUAL_LOCATION, quantity: rnd.int(50, 5000), stocked: 0, order_multiple: orderMultiple, availability_date: null, available_from_days: null, available_to_days: null, sub_availabilities: "[]" });
    }
    if (stockType === "LAG") stockedAt.unshift(...CENTRAL_IDS);
  }
  const brackets: Row[] = hasBrackets
    ? [[10, 62], [50, 52], [100, 45]].map(([min, pct]) => ({ article_number: articleNumber, min_quantity: min, price_ore: Math.round((listPrice * pct) / 100) }))
    : [];
  const relations: Row[] = [];
  if (replacement) relations.push({ article_number: articleNumber, relation_type: "ersattningsartikel", related_article_number: replacement });
  if (index > 0 && rnd.chance(0.1)) relations.push({ article_number: articleNumber, relation_type: "tillbehor", related_article_number: articleNumberAt(index - 1) });
  const id = index + 1;
  const unit = spec.unit;
  const article: Row = {
    id, article_number: articleNumber, product_id: ctx.productId, name, ean, variant_slug: `${slugify(name)}-${articleNumber}`,
    brand_id: String(brand.id), category_id: leaf.id, category_l2: leaf.l2, stock_type: stockType, unit,
    conversion_factor: pack ?? (unit === "m" ? 100 : null), conversion_unit: pack ? "st" : unit === "m" ? "m/trumma" : null,
    discontinued, replacement_article_number: replacement, only_store: onlyStore, must_be_in_stocked_at: mustBeInStockedAt,
    list_price_ore: listPrice, alloying_ore: alloying, discount_group: leaf.discountGroup, ask_for_price: askForPrice,
    material_group: `4${String(leaf.l1Index + 1).padStart(3, "0")}0000`,
    filter_tags: json(tags), attributes: json(attributes.map(([n, value]) => ({ name: n, value }))), warnings: json(warnings),
    image_count: rnd.int(1, 3),
    stocked_at: json(stockedAt),
  };
  return {
    article,
    attributes: attributes.map(([n, value]) => ({ article_id: id, name: n, value })),
    stock,
    brackets,
    relations,
    search: {
      rowid: id,
      name: `${name} ${spec.name}`,
      codes: `${articleNumber} ${ean}`,
      brand: String(brand.name),
      attributes: [...attributes.map((a) => a[1]), ...tags].join(" "),
    },
  };
}

/** Campaigns and selected product groups reference article numbers that every catalogue size has. */
export function generateCampaigns(options: GenerateOptions, articleCount: number) {
  const start = addDays(options.today, -7);
  const end = addDays(options.today, 60);
  const campaigns: Row[] = [
    { id: "K-VINTER", name: "Vinterkampanj el", slug: "vinterkampanj-el", description: "Kampanjpriser på kabel, dosor och brytare.", is_assortment: 0, customer_id: null, starts_at: start, ends_at: end },
    { id: "K-VERKTYG", name: "Verktygsveckor", slug: "verktygsveckor", description: "Elverktyg och handverktyg till kampanjpris.", is_assortment: 0, customer_id: null, starts_at: start, ends_at: end },
    { id: "K-BELYSNING", name: "Belysningssortimentet", slug: "belysningssortimentet", description: "Hela belysningssortimentet.", is_assortment: 1, customer_id: null, starts_at: start, ends_at: end },
    { id: "K-NORRLAND", name: "Kundkampanj Byggfirman Norrland", slug: "kundkampanj-byggfirman-norrland", description: "Avtalade kampanjpriser.", is_assortment: 0, customer_id: "10001", starts_at: start, ends_at: end },
    { id: "K-AVSLUTAD", name: "Sommarkampanj", slug: "sommarkampanj", description: "Avslutad.", is_assortment: 0, customer_id: null, starts_at: addDays(options.today, -120), ends_at: addDays(options.today, -60) },
  ];
  const n = Math.max(articleCount, 20);
  const pickEvery = (offset: number, step: number, max: number) => {
    const out: number[] = [];
    for (let i = offset; i < n && out.length < max; i += step) out.push(i);
    return out;
  };
  return { campaigns, campaignIndexes: { "K-VINTER": [9, ...pickEvery(30, 53, 60)], "K-VERKTYG": pickEvery(31, 71, 40), "K-BELYSNING": pickEvery(33, 97, 30), "K-NORRLAND": pickEvery(35, 89, 25), "K-AVSLUTAD": pickEvery(37, 101, 10) } as Record<string, number[]> };
}

export function generateSelectedProductGroups(articleCount: number) {
  const groups: Row[] = [
    { id: "SPG-1", name: "Populärt bland elinstallatörer" },
    { id: "SPG-2", name: "Ofta köpta tillsammans" },
  ];
  const members: Row[] = [];
  for (let p = 0; p < 12; p++) members.push({ group_id: "SPG-1", position: p, article_number: articleNumberAt((p * 13 + 20) % articleCount) });
  for (let p = 0; p < 8; p++) members.push({ group_id: "SPG-2", position: p, article_number: articleNumberAt((p * 29 + 40) % articleCount) });
  return { groups, members };
}
