/**
 * The saved carts' actions against a scripted commerce service (docs/purchasing-controls.md, "Sparade varukorgar"):
 * what a buyer reads after a restore with refused lines, a save refused by the service, and an EJ_ORDER buyer's
 * restore that never reaches the service.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { SAVED_CART_REFUSALS } from "@shop/contract/commerce/saved-carts";
import { savedCartAction, savedCartsAction } from "~/features/saved-carts/saved-carts-pages.server";
import { serverT } from "~/platform/i18n/catalogue.server";
import { buyerCookie, CSRF_TOKEN, shopContext } from "./buyer-session";

const ID = "SVK-00000000AB";

/** The service: each call recorded, answered by `answer` (path, method, body). */
function fakeService(answer: (path: string, method: string, body: unknown) => { status: number; body: unknown }) {
  const calls: { path: string; method: string; body: unknown }[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path: url.pathname, method, body });
    const a = answer(url.pathname, method, body);
    return Response.json(a.body, { status: a.status });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

async function post(path: string, fields: Record<string, string>, denials: string[] = []) {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams({ csrf: CSRF_TOKEN, ...fields }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  request.headers.set("Cookie", await buyerCookie({ denials }));
  return { request, context: shopContext(request) };
}

/** The answer of a `data()` result: its value and status. */
function answerOf(result: unknown) {
  const r = result as { data: { ok: boolean; message: string; field?: string }; init: { status?: number } | null };
  return { ...r.data, status: r.init?.status ?? 200 };
}

const line = (articleNumber: string, refusal: string | null, extra: object = {}) => ({
  articleNumber,
  deliveryId: "DBI",
  name: null,
  salesUnit: "st",
  requestedQuantity: 1,
  quantity: 1,
  orderMultiple: 1,
  cartItemId: refusal ? null : "ci-1",
  refusal,
  purchaseReason: null,
  ...extra,
});

describe("restoring a saved cart", () => {
  it("names each refused line 'Namn (art.nr N): reason', with the saved name where the catalogue gives none", async () => {
    const calls = fakeService(() => ({
      status: 200,
      body: {
        savedCartId: ID,
        name: "Hus 1",
        mode: "merge",
        cartId: "c-1",
        added: 1,
        lines: [
          line("1000001", null),
          line("1000002", "not_purchasable_online", { name: "Golvbrunn", purchaseReason: "ONLY_STORE" }),
          line("1000003", "unknown_article"),
        ],
        names: { "1000003": "Utgången kabel" },
        droppedDates: [{ deliveryId: "DBI", date: "2020-01-02" }],
      },
    }));
    const { request, context } = await post(`/mina-sidor/sparade-varukorgar/${ID}`, { intent: "merge" });
    const a = answerOf(await savedCartAction(request, context, { id: ID }));
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["POST", `/v2/saved-carts/${ID}/restore`, { mode: "merge" }],
    ]);
    expect(a.ok).toBe(false);
    expect(a.message).toContain(serverT("saved-carts.restore.merged", { count: 1, name: "Hus 1" }));
    expect(a.message).toContain(`Golvbrunn (art.nr 1000002): ${serverT("catalogue.constraints.ONLY_STORE")}`);
    expect(a.message).toContain(`Utgången kabel (art.nr 1000003): ${serverT("checkout.refusals.unknown_article")}`);
    expect(a.message).toContain("2020-01-02");
  });

  it("never asks the service for an EJ_ORDER buyer and says why", async () => {
    const calls = fakeService(() => ({ status: 500, body: {} }));
    const { request, context } = await post(`/mina-sidor/sparade-varukorgar/${ID}`, { intent: "replace" }, [
      "EJ_ORDER",
    ]);
    const a = answerOf(await savedCartAction(request, context, { id: ID }));
    expect(a).toMatchObject({ ok: false, status: 403, message: serverT("saved-carts.restore.no_order") });
    expect(calls).toEqual([]);
  });
});

describe("saving", () => {
  it("refuses a bad name beside the field without asking the service", async () => {
    const calls = fakeService(() => ({ status: 500, body: {} }));
    for (const name of ["", "   ", "x".repeat(61)]) {
      const { request, context } = await post("/mina-sidor/sparade-varukorgar?index", { intent: "save", name });
      const a = answerOf(await savedCartsAction(request, context));
      expect(a).toMatchObject({ ok: false, status: 400, field: "name" });
    }
    expect(calls).toEqual([]);
  });

  it("shows the service's known refusal as it stands, and never an unknown service message", async () => {
    fakeService(() => ({ status: 409, body: { message: SAVED_CART_REFUSALS.limit } }));
    let sent = await post("/mina-sidor/sparade-varukorgar?index", { intent: "save", name: "Hus 2" });
    expect(answerOf(await savedCartsAction(sent.request, sent.context))).toMatchObject({
      status: 409,
      message: SAVED_CART_REFUSALS.limit,
    });
    fakeService(() => ({ status: 409, body: { message: "UNIQUE constraint failed: saved_carts.name" } }));
    sent = await post("/mina-sidor/sparade-varukorgar?index", { intent: "save", name: "Hus 2" });
    expect(answerOf(await savedCartsAction(sent.request, sent.context))).toMatchObject({
      status: 409,
      message: serverT("saved-carts.errors.failed"),
    });
  });
});
