import { afterEach, describe, expect, it, vi } from "vitest";
import { orderReferencesAction } from "~/features/order-references/index.server";
import { commitSession, getSession } from "~/platform/session/session.server";
import { testLoadContext } from "../support/load-context";

/** Mina sidor → Referenser och kostnadsställen: the admin's form post against a scripted commerce service. */
const COMMERCE_URL = "http://commerce.test";
const kv = { get: async () => null, put: async () => undefined };
const newContext = (request?: Request) =>
  testLoadContext({ SESSION_SECRET: "s", COMMERCE_URL, CACHE: kv }, { request });
const context = newContext();

async function post(fields: Record<string, string>) {
  const session = await getSession(new Request("https://shop.test/"), context);
  session.set("csrf", "token");
  session.set("userId", "u-admin");
  session.set("commerce", {
    accessToken: "access",
    refreshToken: "refresh",
    sessionId: "sid",
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
    customerId: "10005",
    projectId: null,
    denials: [],
  });
  const cookie = (await commitSession(session, new Request("https://shop.test/"), context)).split(";")[0]!;
  const request = new Request("https://shop.test/mina-sidor/referenser", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf: "token", ...fields }),
  });
  return (await orderReferencesAction(request, newContext(request))) as unknown as {
    data: { ok: boolean; message: string; values?: { costCentres: string } };
    init: { status?: number } | null;
  };
}

/** Records each PUT's body; answers as the service would, or with `status`. */
function commerce(status = 200) {
  const puts: unknown[] = [];
  vi.stubGlobal("fetch", async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    if (init?.method === "PUT" && url.pathname === "/v2/customers/10005/order-references") {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      puts.push(body);
      if (status !== 200) return Response.json({ message: "Forbidden" }, { status });
      return Response.json({ customerId: "10005", mayChange: true, updatedAt: null, ...body });
    }
    return Response.json({ message: "unexpected" }, { status: 404 });
  });
  return puts;
}

afterEach(() => vi.unstubAllGlobals());

describe("the order reference settings form", () => {
  it("sends the checkboxes and the list, one cost centre per line, for the current customer", async () => {
    const puts = commerce();
    const { data, init } = await post({
      costCentreRequired: "on",
      costCentres: "4100 Fastighetsdrift\n\n4200;Underhåll\r\nKS-9",
    });
    expect(init?.status ?? 200).toBe(200);
    expect(data).toMatchObject({ ok: true, message: "Referenser och kostnadsställen är sparade." });
    expect(puts).toEqual([
      {
        referenceRequired: false,
        costCentreRequired: true,
        costCentres: [
          { code: "4100", name: "Fastighetsdrift" },
          { code: "4200", name: "Underhåll" },
          { code: "KS-9", name: "" },
        ],
      },
    ]);
  });

  it("names the bad line, keeps what was typed and sends nothing", async () => {
    const puts = commerce();
    const typed = "4100 Drift\n4100 Igen";
    const { data, init } = await post({ costCentres: typed });
    expect(init?.status).toBe(400);
    expect(data.message).toBe("Rad 2: samma kostnadsställe finns redan i listan.");
    expect(data.values?.costCentres).toBe(typed);
    expect(puts).toEqual([]);
  });

  it("says so when the service refuses a user who is not the customer's admin", async () => {
    commerce(403);
    const { data, init } = await post({ referenceRequired: "on", costCentres: "" });
    expect(init?.status).toBe(403);
    expect(data.ok).toBe(false);
    expect(data.message).not.toBe("");
  });
});
