import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { thrownResponse as thrown } from "../support/thrown-response";
import { readToast } from "~/platform/session/toast.server";
import { externalAdminTarget, isInDevelopmentRouteEnabled } from "@shop/domain/route-access";
import { requireAdmin, requireReleased, requireUser } from "~/platform/routing/guards.server";
import { getSessionStorage } from "~/platform/session/session.server";
import { testLoadContext } from "../../support/load-context";

const ORIGIN = "http://localhost:8787";
const SECRET = "test-secret";

function contextWith(env: Record<string, string | undefined> = {}): AppLoadContext {
  return testLoadContext({ SESSION_SECRET: SECRET, ...env });
}

async function sessionCookie(fields: Record<string, unknown>): Promise<string> {
  const request = new Request(ORIGIN);
  const storage = getSessionStorage(request, { SESSION_SECRET: SECRET });
  const session = await storage.getSession(null);
  for (const [key, value] of Object.entries(fields)) session.set(key as never, value as never);
  return (await storage.commitSession(session)).split(";")[0];
}

function requestFor(path: string, cookie?: string, referer?: string): Request {
  const headers = new Headers();
  if (cookie) headers.set("Cookie", cookie);
  if (referer) headers.set("Referer", referer);
  return new Request(`${ORIGIN}${path}`, { headers });
}

/** The toast the redirect carries, as the next page's root loader reads it. */
async function toastOf(response: Response, context: AppLoadContext): Promise<string | undefined> {
  const cookie = response.headers.get("Set-Cookie")?.split(";")[0];
  const { toast } = await readToast(new Request(ORIGIN, { headers: { Cookie: cookie ?? "" } }), context);
  return toast?.message;
}

describe("route guards", () => {
  it("sends a visitor to the login page, which then returns them to the page asked for", async () => {
    const response = await thrown(requireUser(requestFor("/mina-sidor/anvandare?sida=2"), contextWith()));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/logga-in?redirectTo=%2Fmina-sidor%2Fanvandare%3Fsida%3D2");
  });

  it("refuses a non-admin with 'Du saknar rättigheter…' and sends them to the previous page or the start page", async () => {
    const context = contextWith();
    const cookie = await sessionCookie({ userId: "u-buyer", roles: ["USER"] });
    const back = await thrown(
      requireAdmin(requestFor("/mina-sidor/anvandare", cookie, `${ORIGIN}/mina-sidor/adresser?q=lager`), context),
    );
    expect(back.status).toBe(303);
    expect(back.headers.get("Location")).toBe("/mina-sidor/adresser?q=lager");
    expect(await toastOf(back, context)).toBe("Du saknar rättigheter för att se denna sida");
    const foreign = await thrown(
      requireAdmin(requestFor("/mina-sidor/anvandare", cookie, "https://evil.example/phish"), context),
    );
    expect(foreign.headers.get("Location")).toBe("/");
    const same = await thrown(
      requireAdmin(requestFor("/mina-sidor/anvandare", cookie, `${ORIGIN}/mina-sidor/anvandare`), context),
    );
    expect(same.headers.get("Location")).toBe("/");
    const none = await thrown(requireAdmin(requestFor("/mina-sidor/anvandare", cookie), context));
    expect(none.headers.get("Location")).toBe("/");
  });

  it("lets an admin through", async () => {
    const cookie = await sessionCookie({ userId: "u-admin", roles: ["BUYER_ADMIN"] });
    const user = await requireAdmin(
      requestFor("/mina-sidor/anvandare", cookie),
      contextWith({ EXTERNAL_ADMIN_URL: "https://admin.example.se/" }),
    );
    expect(user).toMatchObject({ userId: "u-admin", externalAdmin: false, suspended: false });
  });

  it("sends an external admin to the configured external admin address, or refuses without a usable one", async () => {
    const cookie = await sessionCookie({ userId: "u-ext", roles: ["BUYER_ADMIN"], externalAdmin: true });
    const sent = await thrown(
      requireAdmin(
        requestFor("/mina-sidor/anvandare", cookie),
        contextWith({ EXTERNAL_ADMIN_URL: "https://admin.example.se/anvandare" }),
      ),
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toBe("https://admin.example.se/anvandare");
    // Flagged external but without an admin role here: still sent there, never shown our admin pages.
    const userRole = await sessionCookie({ userId: "u-ext2", roles: ["USER"], externalAdmin: true });
    expect(
      (
        await thrown(
          requireAdmin(
            requestFor("/mina-sidor/anvandare", userRole),
            contextWith({ EXTERNAL_ADMIN_URL: "https://admin.example.se/" }),
          ),
        )
      ).headers.get("Location"),
    ).toBe("https://admin.example.se/");
    for (const bad of [undefined, "javascript:alert(1)", "http://admin.example.se/", "not a url"]) {
      const context = contextWith({ EXTERNAL_ADMIN_URL: bad });
      const refused = await thrown(requireAdmin(requestFor("/mina-sidor/anvandare", cookie), context));
      expect(refused.headers.get("Location"), String(bad)).toBe("/");
      expect(await toastOf(refused, context)).toBe("Du saknar rättigheter för att se denna sida");
    }
  });

  it("answers 404 'Page Not Found' for a route in development unless the deployment enables it", async () => {
    const request = requestFor("/mina-sidor/offerter");
    let error: unknown;
    try {
      requireReleased(request, contextWith(), "offerter");
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({ init: { status: 404 }, data: { message: "Page Not Found: /mina-sidor/offerter" } });
    expect(() =>
      requireReleased(request, contextWith({ IN_DEVELOPMENT_ROUTES: "produktkonfigurator, offerter" }), "offerter"),
    ).not.toThrow();
    expect(() => requireReleased(request, contextWith({ IN_DEVELOPMENT_ROUTES: "*" }), "offerter")).not.toThrow();
    expect(() => requireReleased(request, contextWith({ IN_DEVELOPMENT_ROUTES: "offert" }), "offerter")).toThrow();
  });
});

describe("route access rules", () => {
  it("reads the in-development setting as a list of route ids or *", () => {
    expect(isInDevelopmentRouteEnabled(undefined, "a")).toBe(false);
    expect(isInDevelopmentRouteEnabled("", "a")).toBe(false);
    expect(isInDevelopmentRouteEnabled("a,b", "b")).toBe(true);
    expect(isInDevelopmentRouteEnabled("a b", "b")).toBe(true);
    expect(isInDevelopmentRouteEnabled("ab", "a")).toBe(false);
    expect(isInDevelopmentRouteEnabled(" * ", "x")).toBe(true);
  });

  it("accepts only absolute https admin addresses (http on localhost) without credentials", () => {
    expect(externalAdminTarget("https://admin.example.se/x?y=1")).toBe("https://admin.example.se/x?y=1");
    expect(externalAdminTarget("http://localhost:9000/admin")).toBe("http://localhost:9000/admin");
    expect(externalAdminTarget("http://admin.example.se/")).toBeNull();
    expect(externalAdminTarget("//admin.example.se/")).toBeNull();
    expect(externalAdminTarget("/admin")).toBeNull();
    expect(externalAdminTarget("javascript:alert(1)")).toBeNull();
    expect(externalAdminTarget("https://user:pw@admin.example.se/")).toBeNull();
    expect(externalAdminTarget(undefined)).toBeNull();
  });
});
