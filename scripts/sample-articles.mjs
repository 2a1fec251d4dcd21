#!/usr/bin/env node
/**
 * Ten sample articles per family area (el, VVS, bygg, verktyg) with name, sales unit and each of three demo
 * customers' net price, read from a running commerce service the way the shop reads it (#44: "does the demo look
 * coherent to someone who knows the trade?"). Nothing is computed here: names, units and prices are the service's
 * answers for each customer's own token, so the customer's discounts, campaigns and assortment are all in them.
 *
 *   node scripts/sample-articles.mjs                               # against `npm start` (commerce on 8788)
 *   COMMERCE_URL=http://127.0.0.1:9501 node scripts/sample-articles.mjs   # against an e2e stack (E2E_PORT_BASE=9500)
 *
 * The customers are the seller's three (seller@demo.se may act for 10001, 10002 and 10003, with price rights); an
 * article outside a customer's assortment shows "ej i sortimentet". The samples are spread evenly over the first
 * 100 articles of each area in article-number order, so two runs on the same seed print the same table.
 */
const BASE = (process.env.COMMERCE_URL ?? "http://127.0.0.1:8788").replace(/\/+$/, "");
const LOGIN = { username: "seller@demo.se", password: process.env.DEMO_PASSWORD ?? "demo1234" };
const CUSTOMERS = [
  { id: "10001", name: "Byggfirman Norrland" },
  { id: "10002", name: "Elinstallatören Syd" },
  { id: "10003", name: "VVS-Montage Mälardalen" },
];
const AREAS = ["el", "vvs", "bygg", "verktyg"];
const PER_AREA = 10;
const POOL = 100;

const money = new Intl.NumberFormat("sv-SE", { style: "currency", currency: "SEK" });

async function call(path, { token, body } = {}) {
  const response = await fetch(`${BASE}${path}`, {
    method: body ? "POST" : "GET",
    headers: {
      ...(body ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

async function tokenFor(customerId) {
  const answer = await call("/v2/sessions", { body: { ...LOGIN, customerId } });
  return answer.AccessToken;
}

/** Every tenth of the area's first POOL articles in article-number order, in 10001's (the default) assortment. */
async function samplesOf(area, token) {
  const answer = await call("/search", {
    token,
    body: { filters: { category: area }, sort: "articleNumber", limit: POOL, facets: false, skipStock: true },
  });
  const step = Math.max(1, Math.floor(answer.hits.length / PER_AREA));
  return answer.hits.filter((_, i) => i % step === 0).slice(0, PER_AREA);
}

const VARIANTS_QUERY = `query Sample($articleNumbers: [String!]!) {
  getVariants(articleNumbers: $articleNumbers, deliveryId: "DBI", skipStock: true) {
    articleNumber name webSalesUnit { unit conversionFactor conversionUnit }
    price { askForPrice netPrice salesPrice salesPriceUnit } } }`;

async function pricesFor(token, articleNumbers) {
  const answer = await call("/graphql", { token, body: { query: VARIANTS_QUERY, variables: { articleNumbers } } });
  if (answer.errors?.length) throw new Error(JSON.stringify(answer.errors).slice(0, 300));
  return new Map(answer.data.getVariants.map((v) => [v.articleNumber, v]));
}

function priceText(variant) {
  if (!variant) return "ej i sortimentet";
  const p = variant.price;
  if (!p) return "–";
  if (p.askForPrice || p.netPrice == null) return "pris på förfrågan";
  return `${money.format(p.netPrice)}/${p.salesPriceUnit}`;
}

function unitText(variant) {
  const u = variant.webSalesUnit;
  if (!u.conversionFactor || !u.conversionUnit) return u.unit;
  const [base, pack] = u.conversionUnit.split("/");
  return pack
    ? `${u.unit} (1 ${pack} = ${u.conversionFactor} ${base || u.unit})`
    : `${u.unit} (1 ${u.unit} = ${u.conversionFactor} ${u.conversionUnit})`;
}

async function main() {
  const tokens = await Promise.all(CUSTOMERS.map((c) => tokenFor(c.id)));
  // The seller's first customer (10001) has the default assortment: every area is there to sample from.
  for (const area of AREAS) {
    const samples = await samplesOf(area, tokens[0]);
    const numbers = samples.map((s) => s.articleNumber);
    const prices = await Promise.all(tokens.map((token) => pricesFor(token, numbers)));
    console.log(`\n## ${area.toUpperCase()} (${samples.length} artiklar)\n`);
    console.log(`| Art.nr | Namn | Enhet | ${CUSTOMERS.map((c) => `${c.id} ${c.name}`).join(" | ")} |`);
    console.log(`|---|---|---|${CUSTOMERS.map(() => "---:").join("|")}|`);
    for (const sample of samples) {
      const own = prices[0].get(sample.articleNumber) ?? sample;
      const cells = prices.map((byNumber) => priceText(byNumber.get(sample.articleNumber)));
      console.log(`| ${sample.articleNumber} | ${own.name} | ${unitText(own)} | ${cells.join(" | ")} |`);
    }
  }
}

main().catch((error) => {
  console.error(`sample-articles: ${error.message} (is the commerce service running at ${BASE}?)`);
  process.exit(1);
});
