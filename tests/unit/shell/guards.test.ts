import { describe, expect, it } from "vitest";
import { thrownResponse as thrown } from "../support/thrown-response";
import { readToast } from "~/platform/session/toast.server";
import { forbidden, loginPathFor, requireAdmin, requireUser } from "~/platform/routing/guards.server";
import { commitSession, getSession } from "~/platform/session/session.server";
import { testLoadContext } from "../../support/load-context";

const context = testLoadContext({ SESSION_SECRET: "unit-test-secret" });

async function signedInRequest(
  url: string,
  fields: { userId: string; roles?: ("USER" | "BUYER_ADMIN")[] },
  init: RequestInit = {},
) {
  const blank = new Request(url);
  const session = await getSession(blank, context);
  session.set("userId", fields.userId);
  if (fields.roles) session.set("roles", fields.roles);
  const cookie = (await commitSession(session, blank, context)).split(";")[0]!;
  return new Request(url, { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: cookie } });
}

describe("requireUser", () => {
  it("sends a visitor without a session to the login page with the path and query to come back to", async () => {
    const response = await thrown(requireUser(new Request("http://localhost/summary?step=2"), context));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/logga-in?redirectTo=%2Fsummary%3Fstep%3D2");
  });

  it("lets a signed-in buyer through", async () => {
    const request = await signedInRequest("http://localhost/cart", { userId: "u-1", roles: ["USER"] });
    await expect(requireUser(request, context)).resolves.toEqual({
      userId: "u-1",
      roles: ["USER"],
      suspended: false,
      externalAdmin: false,
    });
  });

  it("builds the login path from the requested page", () => {
    expect(loginPathFor(new Request("http://localhost/delivery"))).toBe("/logga-in?redirectTo=%2Fdelivery");
  });
});

describe("missing rights", () => {
  it("sends a buyer without the admin role back to the previous page with the Swedish message", async () => {
    const request = await signedInRequest(
      "http://localhost/mina-sidor/anvandare",
      { userId: "u-1", roles: ["USER"] },
      { headers: { Referer: "http://localhost/kampanjer" } },
    );
    const response = await thrown(requireAdmin(request, context));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/kampanjer");
    const next = new Request("http://localhost/kampanjer", {
      headers: { Cookie: response.headers.get("Set-Cookie")!.split(";")[0]! },
    });
    const { toast } = await readToast(next, context);
    expect(toast?.message).toBe("Du saknar rättigheter för att se denna sida");
  });

  it("falls back to the start page for a foreign or identical referrer", async () => {
    for (const referer of ["https://evil.example/", "http://localhost/mina-sidor/anvandare"]) {
      const request = new Request("http://localhost/mina-sidor/anvandare", { headers: { Referer: referer } });
      const response = await thrown(forbidden(request, context));
      expect(response.headers.get("Location"), referer).toBe("/");
    }
  });

  it("lets an admin through", async () => {
    const request = await signedInRequest("http://localhost/mina-sidor/anvandare", {
      userId: "a-1",
      roles: ["BUYER_ADMIN"],
    });
    await expect(requireAdmin(request, context)).resolves.toMatchObject({ userId: "a-1" });
  });
});

describe("flash toast", () => {
  it("ignores a forged (unsigned) toast cookie", async () => {
    const forged = btoa(JSON.stringify({ id: "x", type: "info", message: "Ring 0900-123", durationMs: 3000 }));
    const { toast } = await readToast(
      new Request("http://localhost/", { headers: { Cookie: `toast=${forged}` } }),
      context,
    );
    expect(toast).toBeNull();
  });
});
