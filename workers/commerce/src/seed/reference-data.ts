/** Categories, brands, locations (with their role: STORE, CENTRAL, VIRTUAL), zip codes and delivery options. */
import { slugify } from "./prng";
import { BRANDS, CENTRAL_WAREHOUSES, TAXONOMY, TOWNS } from "./taxonomy";
import { VIRTUAL_LOCATION, json, type Row, type Leaf } from "./demo-data";

export function generateCategories() {
  const categories: Row[] = [];
  const leaves: Leaf[] = [];
  // Split-off leaves come last, so the drawn leaves keep their discount groups and the customers' discounts.
  const splitLeaves: Omit<Leaf, "discountGroup">[] = [];
  const sequences: Row[] = [];
  TAXONOMY.forEach(([l1Name, l2s], i1) => {
    const l1Slug = slugify(l1Name);
    const l1Id = `c${i1 + 1}`;
    categories.push({ id: l1Id, parent_id: null, level: 1, name: l1Name, slug: l1Slug, path: l1Slug, position: i1 });
    l2s.forEach(([l2Name, l3s], i2) => {
      const l2Slug = slugify(l2Name);
      const l2Id = `${l1Id}-${i2 + 1}`;
      categories.push({
        id: l2Id,
        parent_id: l1Id,
        level: 2,
        name: l2Name,
        slug: l2Slug,
        path: `${l1Slug}/${l2Slug}`,
        position: i2,
      });
      l3s.forEach((spec, i3) => {
        const slug = slugify(spec.name);
        const id = `${l2Id}-${i3 + 1}`;
        categories.push({
          id,
          parent_id: l2Id,
          level: 3,
          name: spec.name,
          slug,
          path: `${l1Slug}/${l2Slug}/${slug}`,
          position: i3,
        });
        const leaf = { spec, id, l1: l1Id, l2: l2Id, l1Index: i1 };
        if (spec.drawnThrough) splitLeaves.push(leaf);
        else leaves.push({ ...leaf, discountGroup: `RG${String(leaves.length + 1).padStart(2, "0")}` });
        const names = [spec.dimension[0], ...(spec.attributes ?? []).map((a) => a[0]), "Varumärke", "SSG"];
        names.forEach((name, position) =>
          sequences.push({ category_id: id, position, attribute_name: name, disabled: name === "SSG" ? 1 : 0 }),
        );
      });
    });
  });
  for (const leaf of splitLeaves)
    leaves.push({ ...leaf, discountGroup: `RG${String(leaves.length + 1).padStart(2, "0")}` });
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
      id,
      name: town,
      type: "STORE",
      street: `${town.split(" ")[1] ?? "Industri"}vägen ${Number(id.slice(-2)) + 3}`,
      postal_code: postal,
      city,
      latitude: lat,
      longitude: lng,
      phone: `010-${id.slice(-3)} 00 00`,
      email: `${slugify(city)}@demo-butik.se`,
      opening_hours: OPENING_HOURS,
    });
    services.push({ location_id: id, service: "standard-pickup" });
    if (Number(id) % 2 === 1) services.push({ location_id: id, service: "express-pickup" });
  }
  for (const [id, name, postal, lat, lng] of CENTRAL_WAREHOUSES) {
    locations.push({
      id,
      name,
      type: "CENTRAL",
      street: "Logistikvägen 1",
      postal_code: postal,
      city: name.split(" ").pop()!,
      latitude: lat,
      longitude: lng,
      phone: "010-900 00 00",
      email: "lager@demo-butik.se",
      opening_hours: "[]",
    });
  }
  locations.push({
    id: VIRTUAL_LOCATION,
    name: "Leverantörslager",
    type: "VIRTUAL",
    street: null,
    postal_code: null,
    city: null,
    latitude: null,
    longitude: null,
    phone: null,
    email: null,
    opening_hours: "[]",
  });
  return { locations, services };
}

export function generateZipCodes(): Row[] {
  const rows: Row[] = [];
  for (const [id, town, postal] of TOWNS) {
    const base = Number(postal.replace(" ", ""));
    for (let k = 0; k < 8; k++) {
      rows.push({
        zip_code: String(base + k),
        city: town.split(" ")[0],
        country_code: "SE",
        nearest_location_id: id,
        express_available: k < 5 ? 1 : 0,
      });
    }
  }
  for (const [zip, city] of [
    ["22100", "Mariehamn"],
    ["22110", "Mariehamn"],
    ["22150", "Jomala"],
    ["22240", "Hammarland"],
    ["22310", "Föglö"],
    ["22410", "Brändö"],
  ]) {
    rows.push({ zip_code: zip, city, country_code: "AX", nearest_location_id: null, express_available: 0 });
  }
  return rows;
}

export function generateDeliveryOptions(): Row[] {
  const base = {
    use_destination: 0,
    requires_zip_code: 0,
    use_context_zip_code: 0,
    requires_store: 0,
    uses_central_storage: 0,
    offered_when_limited: 0,
    available_from: null,
    available_to: null,
  };
  return [
    {
      ...base,
      id: "DBI",
      name: "Utkörning",
      short_code: null,
      order_type: "standard",
      use_destination: 1,
      use_context_zip_code: 1,
      uses_central_storage: 1,
      offered_when_limited: 1,
      position: 0,
    },
    {
      ...base,
      id: "EXH",
      name: "Leverans till butik",
      short_code: "LE",
      order_type: "standard",
      requires_store: 1,
      uses_central_storage: 1,
      offered_when_limited: 1,
      position: 1,
    },
    {
      ...base,
      id: "XXX",
      name: "Expressutkörning",
      short_code: "BE",
      order_type: "express",
      use_destination: 1,
      requires_zip_code: 1,
      available_from: "06:00",
      available_to: "14:00",
      position: 2,
    },
    {
      ...base,
      id: "EXB",
      name: "Express till butik",
      short_code: "BEH",
      order_type: "express",
      requires_store: 1,
      available_from: "06:00",
      available_to: "16:00",
      position: 3,
    },
    {
      ...base,
      id: "24-12",
      name: "Sen expressutkörning",
      short_code: "24-12",
      order_type: "express",
      use_destination: 1,
      requires_zip_code: 1,
      available_from: "12:00",
      available_to: "23:59",
      position: 4,
    },
  ];
}
