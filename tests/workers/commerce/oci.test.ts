import { beforeAll, describe, expect, it, vi } from "vitest";
import { call, createUser, env, seedTestCatalogue } from "./helpers";

const decode = (jwt: string) => JSON.parse(atob(jwt.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/")));
const CREDENTIALS = { USERNAME: "punchout@demo.se", PASSWORD: "demo1234" };
const sessionCount = async (userId: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?").bind(userId).first<{ n: number }>())!.n;

beforeAll(async () => {
  await seedTestCatalogue();
});

describe("POST /v2/oci/sessions: HOOK_URL allow-list", () => {
  it.each([
    "http://localhost:4123/oci/hook",
    "http://127.0.0.1:9/hook?session=abc",
    "https://localhost/hook",
    "https://inkop.example.se/oci/return",
    "SAPEVENT:CATALOG",
  ])("accepts %s for the demo punch-out customer", async (hook) => {
    const answer = await call("/v2/oci/sessions", { body: { ...CREDENTIALS, HOOK_URL: hook } });
    expect(answer.status).toBe(200);
    expect(answer.json.HookUrl).toBe(hook.startsWith("SAPEVENT") ? hook : new URL(hook).href);
    expect(answer.json.HookOrigin).toBe(hook.startsWith("SAPEVENT") ? null : new URL(hook).origin);
    expect(answer.json.ExportProfile).toBe("UNIT_STK_AS_ST");
    expect(decode(answer.json.AccessToken)).toMatchObject({ mode: "PUNCHOUT", customerId: "10004" });
  });

  it.each([
    ["javascript:alert(document.cookie)", "hook_scheme"],
    ["JaVaScRiPt:alert(1)", "hook_scheme"],
    ["java\tscript:alert(1)", "hook_invalid"],
    ["data:text/html,<script>alert(1)</script>", "hook_scheme"],
    ["ftp://localhost/hook", "hook_scheme"],
    ["https://evil.example.com/hook", "hook_host"],
    ["https://localhost.evil.example/hook", "hook_host"],
    ["https://user:pw@localhost/hook", "hook_invalid"],
    ["not a url", "hook_invalid"],
  ])("refuses %s with 400 (%s) and opens no session", async (hook, code) => {
    const user = await createUser({ permissions: [{ customerId: "10004" }], isPunchout: true });
    const answer = await call("/v2/oci/sessions", {
      body: { username: user.email, password: "demo1234", HOOK_URL: hook },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.issues).toEqual([expect.objectContaining({ path: "HOOK_URL", code })]);
    expect(answer.json.AccessToken).toBeUndefined();
    expect(await sessionCount(user.id)).toBe(0);
  });

  it("refuses every HOOK_URL for a punch-out customer without an allow-list", async () => {
    const user = await createUser({ permissions: [{ customerId: "10001" }], isPunchout: true });
    const answer = await call("/v2/oci/sessions", {
      body: { username: user.email, password: "demo1234", HOOK_URL: "http://localhost:4000/hook" },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.issues[0].code).toBe("hook_host");
  });

  it("checks the password before the hook: wrong credentials are 401 whatever the HOOK_URL", async () => {
    const user = await createUser({ permissions: [{ customerId: "10004" }], isPunchout: true });
    const answer = await call("/v2/oci/sessions", {
      body: { username: user.email, password: "wrong-password", HOOK_URL: "javascript:alert(1)" },
    });
    expect(answer.status).toBe(401);
    expect(answer.text).not.toContain("wrong-password");
  });

  it.each([
    { logonId: "punchout", logonPassword: "demo1234" },
    { USER_NAME: "punchout@demo.se", PASSWORD: "demo1234" },
    { username: "punchout", password: "demo1234" },
    { email: "punchout@demo.se", password: "demo1234" },
    { SENDER_ID: "punchout@demo.se", PASSWORD: "demo1234" },
    { user_session: JSON.stringify({ UserID: "punchout@demo.se" }), password: "demo1234" },
  ])("accepts the alias set %o", async (credentials) => {
    const answer = await call("/v2/oci/sessions", { body: { ...credentials, HOOK_URL: "http://localhost:1/hook" } });
    expect(answer.status).toBe(200);
    expect(decode(answer.json.AccessToken).userId).toBe("u-punchout");
  });

  it("falls back to the email field when user_session is not JSON, with a warning that holds no credentials", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const answer = await call("/v2/oci/sessions", {
      body: { user_session: "{not json demo1234", email: "punchout@demo.se", password: "demo1234" },
    });
    expect(answer.status).toBe(200);
    const logged = warn.mock.calls.flat().join(" ");
    warn.mockRestore();
    expect(logged).toContain("user_session");
    expect(logged).not.toContain("demo1234");
    expect(logged).not.toContain("punchout@demo.se");
  });

  it("opens no punch-out session for a normal buyer", async () => {
    expect(
      (
        await call("/v2/oci/sessions", {
          body: { username: "buyer@demo.se", password: "demo1234", HOOK_URL: "http://localhost:1/hook" },
        })
      ).status,
    ).toBe(403);
  });
});

describe("checkout with a punch-out token", () => {
  it("is refused: the cart goes to the procurement system instead", async () => {
    const session = await call("/v2/oci/sessions", { body: { ...CREDENTIALS, HOOK_URL: "http://localhost:1/hook" } });
    const token = session.json.AccessToken as string;
    const cart = await call("/v2/cart", { token });
    expect(cart.status).toBe(200);
    const answer = await call(`/v2/cart/${cart.json.cartId}/checkout`, {
      token,
      headers: { "Idempotency-Key": "punchout-checkout-1" },
      body: { orderDetails: { DBI: {} } },
    });
    expect(answer.status).toBe(403);
    expect(answer.json.message).toMatch(/punch-out/);
  });
});
