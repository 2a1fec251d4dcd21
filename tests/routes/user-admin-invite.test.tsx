/**
 * Issue #41, class 4 on the user administration page (/mina-sidor/anvandare/:id): the service sends no invitation to
 * an active or deactivated user (409) nor more than its daily number per user (429). The admin reads why in Swedish
 * on the page, never an error page; an active user is offered no invitation button at all.
 */
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serverT } from "~/platform/i18n/catalogue.server";
import * as userRoute from "~/routes/mina-sidor.anvandare.$id/route";
import { commitSession, getSession } from "~/platform/session/session.server";
import { CSRF_TOKEN, shopContext } from "./buyer-session";
import { renderRoute } from "./render-route";

const USER_ID = "u-ines";

function user(active: boolean) {
  return {
    userId: USER_ID,
    email: "ines@kund.se",
    firstName: "Ines",
    lastName: "Inbjuden",
    mobileNumber: null,
    active,
    roles: ["USER"],
    customers: [{ customerId: "10001", customerName: "Byggfirman Norrland AB" }],
    customerPermissions: [{ customerId: "10001", projectId: null, role: "USER", permissionDenies: [] }],
    preferredStore: null,
    preferredDeliveryMethod: null,
    defaultDeliveryMethod: "DBI",
  };
}

/** The commerce service for this page; the invite answers `invite` (status and the service's Swedish message). */
function fakeService(options: { active: boolean; invite: { status: number; message?: string } }) {
  const calls: string[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    calls.push(key);
    if (key === `GET /v2/users/${USER_ID}`) return Response.json(user(options.active));
    if (key === "GET /v3/customers")
      return Response.json({ customers: [{ customerId: "10001", customerName: "Byggfirman Norrland AB" }] });
    if (key === "GET /role-names" || key === "GET /permission-names") return Response.json([]);
    // A customer admin may grant Användare and Administratör (kund) at his customer, nothing above (#44).
    if (key === "GET /v2/users")
      return Response.json({
        users: [],
        totalNumberOfUsers: 0,
        grantableRoles: { anyCustomer: [], byCustomer: { "10001": ["USER", "BUYER_ADMIN"] } },
      });
    if (key === `POST /v2/users/${USER_ID}/invite`) {
      const { status, message } = options.invite;
      return Response.json(status === 202 ? { invited: true, userId: USER_ID } : { message }, { status });
    }
    return Response.json({ message: `unexpected ${key}` }, { status: 404 });
  });
  return calls;
}

/** The session cookie of a buyer admin of customer 10001. */
async function adminCookie(): Promise<string> {
  const request = new Request("http://localhost/");
  const context = shopContext();
  const session = await getSession(request, context);
  session.set("csrf", CSRF_TOKEN);
  session.set("userId", "u-admin");
  session.set("roles", ["BUYER_ADMIN"]);
  session.set("commerce", {
    accessToken: "access-token",
    refreshToken: "refresh-token",
    sessionId: "s1",
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
    customerId: "10001",
    projectId: null,
    denials: [],
  });
  return (await commitSession(session, request, context)).split(";")[0];
}

const renderPage = async () =>
  renderRoute(
    `/mina-sidor/anvandare/${USER_ID}`,
    [{ path: "/mina-sidor/anvandare/:id", module: userRoute }],
    await adminCookie(),
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("re-inviting from the user administration page", () => {
  it("sends a new invitation to a user who has not activated yet", async () => {
    const calls = fakeService({ active: false, invite: { status: 202 } });
    await renderPage();
    fireEvent.click(await screen.findByRole("button", { name: serverT("account-pages.users.invite") }));
    expect(await screen.findByText(serverT("account-pages.users.invited"))).toBeTruthy();
    expect(calls).toContain(`POST /v2/users/${USER_ID}/invite`);
  });

  it("says the day's invitations are used up (429)", async () => {
    fakeService({ active: false, invite: { status: 429, message: "Högst 3 nya inbjudningar per användare och dag." } });
    await renderPage();
    fireEvent.click(await screen.findByRole("button", { name: serverT("account-pages.users.invite") }));
    expect(await screen.findByText(serverT("account-pages.users.invite_limit"))).toBeTruthy();
  });

  it("says a deactivated user is activated again rather than invited (409)", async () => {
    fakeService({ active: false, invite: { status: 409, message: "Användaren är inaktiverad." } });
    await renderPage();
    fireEvent.click(await screen.findByRole("button", { name: serverT("account-pages.users.invite") }));
    expect(await screen.findByText(serverT("account-pages.users.invite_deactivated"))).toBeTruthy();
  });

  it("offers an active user no invitation: he chooses a new password himself", async () => {
    fakeService({ active: true, invite: { status: 409, message: "Användaren har redan aktiverat sitt konto." } });
    await renderPage();
    expect(await screen.findByRole("button", { name: serverT("account-pages.users.deactivate") })).toBeTruthy();
    expect(screen.queryByRole("button", { name: serverT("account-pages.users.invite") })).toBeNull();
  });
});

describe("the user form's roles", () => {
  it("offers a customer admin only the roles the service lets him grant at that customer", async () => {
    fakeService({ active: true, invite: { status: 409 } });
    await renderPage();
    const select = await screen.findByRole("combobox", {
      name: serverT("account-pages.users.role_at", { customer: "Byggfirman Norrland AB" }),
    });
    const offered = within(select)
      .getAllByRole("option")
      .map((option) => option.getAttribute("value"));
    expect(offered).toEqual(["USER", "BUYER_ADMIN"]);
  });
});
