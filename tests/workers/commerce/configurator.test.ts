import { beforeAll, describe, expect, it } from "vitest";
import { configure } from "@shop/domain/configurator";
import { productFamilySchema } from "@shop/contract/commerce/configurator";
import { CONFIGURATOR_FAMILIES } from "../../../workers/commerce/src/seed/generate";
import { call, seedTestCatalogue, signIn } from "./helpers";

const BREAKER = CONFIGURATOR_FAMILIES.breaker;

beforeAll(async () => {
  await seedTestCatalogue();
});

async function family(productId: string, user?: string) {
  const token = user ? (await signIn(user)).AccessToken : undefined;
  return call(`/v1/products/${encodeURIComponent(productId)}/variants`, { token });
}

const labels = (options: { value: string; available: boolean }[]) =>
  options.map((o) => (o.available ? o.value : `${o.value} (ej tillgänglig)`));

describe("GET /v1/products/{productId}/variants", () => {
  it("answers the whole family with attributes, purchasability and the category's attribute sequence", async () => {
    const response = await family(BREAKER.productId, "buyer@demo.se");
    expect(response.status).toBe(200);
    const answer = productFamilySchema.parse(response.json);
    expect(answer).toMatchObject({ productId: BREAKER.productId, name: "Dvärgbrytare Voltena DB60" });
    expect(answer.variants).toHaveLength(BREAKER.articleCount);
    expect(answer.attributeSequence.sequence.slice(0, 3)).toEqual(["Poler", "Karakteristik", "Märkström"]);
    // The RCDs' internal Artikelgrupp lives in their own category (Jordfelsbrytare), not among the breakers.
    expect(answer.attributeSequence.disabled).toEqual(["SSG", "E-nummer"]);
    const chosen = answer.variants.find((v) => v.articleNumber === BREAKER.articleNumber)!;
    expect(chosen).toMatchObject({ name: BREAKER.name, variantSlug: BREAKER.variantSlug, discontinued: false });
    expect(chosen.purchasability.online).toBe(true);
    // The family read carries no money: prices are asked for the matching articles only.
    expect(JSON.stringify(response.json)).not.toMatch(/price/i);
  });

  it("narrows attribute by attribute, with unavailable combinations shown as such", async () => {
    const answer = productFamilySchema.parse((await family(BREAKER.productId)).json);
    const start = configure(answer.variants, answer.attributeSequence, {});
    expect(start.steps.map((s) => s.attribute)).toEqual(["Poler", "Karakteristik", "Märkström"]);
    expect(labels(start.steps[2].options)).toEqual(["6 A", "10 A", "13 A", "16 A", "20 A", "25 A", "32 A"]);

    const twoPole = configure(answer.variants, answer.attributeSequence, { Poler: "2" });
    expect(labels(twoPole.steps[1].options)).toEqual(["B", "C", "D (ej tillgänglig)"]);
    expect(labels(twoPole.steps[2].options)).toEqual([
      "6 A",
      "10 A",
      "13 A",
      "16 A",
      "20 A",
      "25 A (ej tillgänglig)",
      "32 A (ej tillgänglig)",
    ]);
    const one = configure(answer.variants, answer.attributeSequence, {
      Poler: "2",
      Karakteristik: "C",
      Märkström: "16 A",
    });
    expect(one.matches.map((v) => v.articleNumber)).toEqual([BREAKER.articleNumber]);
    const none = configure(answer.variants, answer.attributeSequence, { Poler: "2", Karakteristik: "D" });
    expect(none.matches).toEqual([]);
  });

  it("does not offer a disabled attribute, and every family narrows to single articles", async () => {
    const rcd = productFamilySchema.parse((await family(CONFIGURATOR_FAMILIES.rcd.productId)).json);
    const steps = configure(rcd.variants, rcd.attributeSequence, {}).steps.map((s) => s.attribute);
    expect(steps).toEqual(["Poler", "Märkström", "Utlösningsström", "Typ"]);
    expect(rcd.variants.every((v) => v.attributes.some((a) => a.name === "Artikelgrupp"))).toBe(true);
    for (const facts of Object.values(CONFIGURATOR_FAMILIES)) {
      const answer = productFamilySchema.parse((await family(facts.productId)).json);
      const chosen = answer.variants.find((v) => v.articleNumber === facts.articleNumber)!;
      const selections = Object.fromEntries(chosen.attributes.map((a) => [a.name, a.value]));
      const result = configure(answer.variants, answer.attributeSequence, selections);
      expect(result.steps.length).toBeGreaterThan(1);
      expect(result.matches.map((v) => v.articleNumber)).toEqual([facts.articleNumber]);
    }
  });

  it("keeps to the viewer's assortment and refuses bad ids with 4xx", async () => {
    // VVS-Montage (customer 10003) has the plumbing and building assortment: no breakers, but copper pipes.
    expect((await family(BREAKER.productId, "noprices@demo.se")).status).toBe(404);
    expect((await family(CONFIGURATOR_FAMILIES.copperPipe.productId, "noprices@demo.se")).status).toBe(200);
    expect((await family("finns-inte")).status).toBe(404);
    expect((await family("bad id!")).status).toBe(400);
  });
});
