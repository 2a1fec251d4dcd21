import { beforeAll, describe, expect, it } from "vitest";
import { call, env, seedTestCatalogue } from "./helpers";
import { cxmlSessionAnswerSchema, cxmlSetupAnswerSchema } from "@shop/contract/commerce/cxml";
import { DEMO_CXML } from "../../support/cxml-setup";

const decode = (jwt: string) => JSON.parse(atob(jwt.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/")));
const HOOK = "http://127.0.0.1:4555/cxml/return";

const setup = (overrides: Record<string, unknown> = {}) => ({
  from: [DEMO_CXML.from],
  to: [DEMO_CXML.to],
  sender: DEMO_CXML.sender,
  sharedSecret: DEMO_CXML.sharedSecret,
  operation: "edit",
  buyerCookie: "kaka-42",
  browserFormPost: HOOK,
  extrinsics: { UserEmail: "anna@kund.se", CostCenter: "4711" },
  items: [{ supplierPartId: "1000555", supplierPartAuxiliaryId: "Hus 3", quantity: 20 }],
  ...overrides,
});

async function startToken(overrides: Record<string, unknown> = {}): Promise<string> {
  const answer = await call("/v2/cxml/setup", { body: setup(overrides) });
  expect(answer.status).toBe(200);
  return answer.json.StartToken as string;
}

beforeAll(async () => {
  await seedTestCatalogue();
});

describe("POST /v2/cxml/setup", () => {
  it("issues a start token for the demo customer's credentials, stored only as a hash", async () => {
    const answer = await call("/v2/cxml/setup", { body: setup() });
    expect(answer.status).toBe(200);
    expect(cxmlSetupAnswerSchema.safeParse(answer.json).success).toBe(true);
    expect(answer.json.StartToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const expires = Date.parse(answer.json.ExpiresAt) - Date.now();
    expect(expires).toBeGreaterThan(290_000);
    expect(expires).toBeLessThanOrEqual(300_000);
    const stored = await env.DB.prepare("SELECT token_hash, payload FROM cxml_start_tokens").all<{
      token_hash: string;
      payload: string;
    }>();
    expect(stored.results.some((row) => row.token_hash === answer.json.StartToken)).toBe(false);
    expect(stored.results.map((row) => row.payload).join()).not.toContain(DEMO_CXML.sharedSecret);
    const secret = await env.DB.prepare("SELECT shared_secret_hash FROM cxml_credentials").first<{
      shared_secret_hash: string;
    }>();
    expect(secret!.shared_secret_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
  });

  it.each([
    ["a wrong SharedSecret", { sharedSecret: "fel-hemlighet" }],
    ["an unknown sender", { sender: { domain: "NetworkID", identity: "AN99" } }],
    ["a From identity that is not the customer's", { from: [{ domain: "NetworkID", identity: "AN99" }] }],
    ["a To identity that is not the shop's", { to: [{ domain: "DUNS", identity: "000000-0000" }] }],
  ])("refuses %s with 401 and issues no token", async (_, overrides) => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM cxml_start_tokens").first<{ n: number }>();
    const answer = await call("/v2/cxml/setup", { body: setup(overrides) });
    expect(answer.status).toBe(401);
    expect(answer.json.StartToken).toBeUndefined();
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM cxml_start_tokens").first<{ n: number }>();
    expect(after!.n).toBeLessThanOrEqual(before!.n);
  });

  it("compares domains and identities without regard to case", async () => {
    await startToken({ sender: { domain: "networkid", identity: "an01000010004" } });
  });

  it.each([
    ["https://evil.example.com/cxml", "hook_host"],
    ["javascript:alert(1)", "hook_scheme"],
    ["SAPEVENT:CATALOG", "hook_scheme"],
  ])("refuses the BrowserFormPost %s with 403 (%s)", async (url, code) => {
    const answer = await call("/v2/cxml/setup", { body: setup({ browserFormPost: url }) });
    expect(answer.status).toBe(403);
    expect(answer.json.issues).toEqual([expect.objectContaining({ path: "browserFormPost", code })]);
  });

  it("refuses a malformed body with 400", async () => {
    const answer = await call("/v2/cxml/setup", { body: setup({ operation: "delete" }) });
    expect(answer.status).toBe(400);
  });
});

describe("POST /v2/cxml/sessions", () => {
  it("opens a punch-out session once and carries the setup's data; a second use is refused", async () => {
    const token = await startToken();
    const first = await call("/v2/cxml/sessions", { body: { token } });
    expect(first.status).toBe(200);
    expect(cxmlSessionAnswerSchema.safeParse(first.json).success).toBe(true);
    expect(decode(first.json.AccessToken)).toMatchObject({ mode: "PUNCHOUT", customerId: "10004" });
    expect(first.json).toMatchObject({
      HookUrl: HOOK,
      HookOrigin: "http://127.0.0.1:4555",
      ExportProfile: "UNIT_STK_AS_ST",
      CustomerName: "Industriservice Östergötland AB",
      Punchout: {
        operation: "edit",
        buyerCookie: "kaka-42",
        from: [DEMO_CXML.from],
        to: [DEMO_CXML.to],
        extrinsics: { UserEmail: "anna@kund.se", CostCenter: "4711" },
        items: [{ supplierPartId: "1000555", supplierPartAuxiliaryId: "Hus 3", quantity: 20 }],
      },
    });
    const again = await call("/v2/cxml/sessions", { body: { token } });
    expect(again.status).toBe(401);
    expect(again.json.AccessToken).toBeUndefined();
  });

  it("refuses an expired token and an unknown one", async () => {
    const token = await startToken();
    await env.DB.prepare("UPDATE cxml_start_tokens SET expires_at = ?")
      .bind(Math.floor(Date.now() / 1000) - 1)
      .run();
    expect((await call("/v2/cxml/sessions", { body: { token } })).status).toBe(401);
    expect((await call("/v2/cxml/sessions", { body: { token: "x".repeat(43) } })).status).toBe(401);
  });

  it("refuses two concurrent uses of one token but once", async () => {
    const token = await startToken();
    const answers = await Promise.all([1, 2].map(() => call("/v2/cxml/sessions", { body: { token } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });
});

describe("the session's user", () => {
  it("is the credentials' punch-out user, or the one Extrinsic UserEmail names within the customer", async () => {
    const userOf = async (extrinsics: Record<string, string>) => {
      const answer = await call("/v2/cxml/sessions", { body: { token: await startToken({ extrinsics }) } });
      return decode(answer.json.AccessToken).sub as string;
    };
    expect(await userOf({})).toBe("u-cxml");
    expect(await userOf({ UserEmail: "cxml-nopris@demo.se" })).toBe("u-cxml-nopris");
    // Not a punch-out user, or another customer's: the credentials' user.
    expect(await userOf({ UserEmail: "buyer@demo.se" })).toBe("u-cxml");
    expect(await userOf({ UserEmail: "okand@kund.se" })).toBe("u-cxml");
  });
});
