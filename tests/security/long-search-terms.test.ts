/**
 * Issue #41, class 9: D1 refuses LIKE patterns over 50 bytes, so a long search term once answered 500 (and
 * spent the error-reporting quota). Every text search of the commerce service matches with instr() instead,
 * which has no pattern limit: a long term finds nothing or answers the route's own 400, never a 5xx.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, seedOrderableArticles, signIn } from "../workers/commerce/helpers";

beforeAll(async () => {
  await seedOrderableArticles();
});

const TERMS: [string, string][] = [
  ["60 ASCII characters", "k".repeat(60)],
  ["49 ASCII characters", "a".repeat(49)],
  ["25 'å' (50 bytes)", "å".repeat(25)],
  ["200 characters", "kabel ".repeat(33) + "xy"],
  ["wildcards and escapes", "%_\\".repeat(20)],
];

const buyer = () => signIn("buyer@demo.se", { customerId: "10001" });
const admin = () => signIn("admin@demo.se");

const endpoints: [string, (term: string) => Promise<{ status: number; json: unknown }>][] = [
  ["GET /locations?query= (no login)", (t) => call(`/locations?query=${encodeURIComponent(t)}`)],
  ["POST /locations/addresses/search (no login)", (t) => call("/locations/addresses/search", { body: { query: t } })],
  [
    "GET /orders/search?q=",
    async (t) => call(`/orders/search?q=${encodeURIComponent(t)}`, { token: (await buyer()).AccessToken }),
  ],
  [
    "GET /v2/users?search=",
    async (t) => call(`/v2/users?search=${encodeURIComponent(t)}`, { token: (await admin()).AccessToken }),
  ],
  [
    "GET /v3/customers?search=",
    async (t) => call(`/v3/customers?search=${encodeURIComponent(t)}`, { token: (await admin()).AccessToken }),
  ],
];

describe("long search terms never answer 5xx", () => {
  for (const [endpoint, send] of endpoints)
    for (const [name, term] of TERMS)
      it(`${endpoint} with ${name}`, async () => {
        const answer = await send(term);
        expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(500);
        // A refusal is the service's JSON error shape.
        if (answer.status >= 400) expect(answer.json).toMatchObject({ message: expect.any(String) });
      });

  it("a term within the limits still finds what it names (49 characters of an order reference)", async () => {
    const { AccessToken } = await buyer();
    const all = await call("/orders/search?limit=1", { token: AccessToken });
    expect(all.status).toBe(200);
    const order = all.json.orders[0] as { tempOrderId: string };
    const found = await call(`/orders/search?q=${encodeURIComponent(order.tempOrderId.toLowerCase())}`, {
      token: AccessToken,
    });
    expect(found.status).toBe(200);
    expect(found.json.orders.map((o: { tempOrderId: string }) => o.tempOrderId)).toContain(order.tempOrderId);
    const none = await call(`/orders/search?q=${"a".repeat(49)}`, { token: AccessToken });
    expect(none.json).toMatchObject({ orders: [], total: 0 });
  });

  it("a literal % or _ in a term is matched as itself, not as a wildcard", async () => {
    const { AccessToken } = await admin();
    const everything = await call("/v2/users?search=%25", { token: AccessToken });
    expect(everything.status).toBe(200);
    expect(everything.json.users ?? everything.json.items ?? []).toEqual([]);
  });
});
