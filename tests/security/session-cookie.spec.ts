import { expect, test } from "../e2e/support/test";
import { logIn } from "../e2e/support/login";
import { COMMERCE, DEMO_PASSWORD, SHOP, sessionCookie } from "./support/shop";

/**
 * The session cookie (pen test): it carried the commerce tokens readable in the browser; a cookie
 * copied before logout still signed in afterwards; parallel page loads in the refresh window ended
 * the session.
 */

function readable(value: string): string {
  const parts = decodeURIComponent(value).split(".");
  return [value, ...parts.map((part) => Buffer.from(part, "base64").toString("latin1"))].join("\n");
}

test("the cookie value shows no token and nothing JWT-like", async ({ page, request }) => {
  await logIn(page, "buyer@demo.se");
  const cookie = await sessionCookie(page);
  expect(cookie).toBeDefined();
  expect(cookie!.httpOnly).toBe(true);
  const visible = readable(cookie!.value);
  expect(visible).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}/);
  expect(visible).not.toMatch(/accessToken|refreshToken|buyer@demo\.se/i);
  // A token the service issues for the same buyer looks like this; no part of one may show.
  const answer = await request.post(`${COMMERCE}/v2/sessions`, {
    data: { username: "buyer@demo.se", password: DEMO_PASSWORD },
  });
  if (answer.ok()) {
    const { AccessToken } = (await answer.json()) as { AccessToken: string };
    expect(visible).not.toContain(AccessToken.split(".")[0]!);
  }
});

test("a cookie copied before logout no longer signs in afterwards", async ({ page, browser }) => {
  await logIn(page, "buyer@demo.se");
  const before = await sessionCookie(page);
  const account = page.locator("details.flyout--account");
  await account.locator("summary").click();
  await account.getByRole("button", { name: "Logga ut" }).click();
  // The login already landed on "/": wait for the logout's own answer, not just the address.
  await expect(page.getByText("Du är utloggad.")).toBeVisible();

  const replay = await browser.newContext({ baseURL: SHOP });
  await replay.addCookies([{ ...before!, sameSite: before!.sameSite }]);
  const replayed = await replay.newPage();
  await replayed.goto("/mina-sidor/profil");
  // Needs the commerce service to refuse the ended session's tokens (401); the storefront turns
  // that into "end session + 303 to the login page".
  await expect(replayed).toHaveURL(/\/logga-in/);
  await replay.close();
});

test.describe("token refresh race", () => {
  // The e2e stack issues 15-minute tokens with a 60 s refresh margin, so this test starts its own
  // stack whose commerce worker issues 70-second tokens: ten seconds after signing in, every page
  // load is inside the refresh window. Three loads at once then present the same refresh token.
  const base = Number(process.env.E2E_PORT_BASE ?? 8797) + 30;
  const shortShop = `http://127.0.0.1:${base}`;
  let stop: (() => Promise<unknown>) | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // The same bundled stack and build as the e2e stack (never the build/ a running `npm start` serves).
    const { startBundledStack } = (await import("../../scripts/lib/bundled-stack.mjs")) as {
      startBundledStack: (options: object) => Promise<{ stop: () => Promise<unknown> }>;
    };
    ({ stop } = await startBundledStack({
      storefrontPort: base,
      commercePort: base + 1,
      contentPort: base + 2,
      persistDir: `.wrangler/e2e-state-${base}`,
      commerceVars: { ACCESS_TOKEN_TTL_SECONDS: "70" },
      onOutput: () => {},
    }));
  });
  test.afterAll(async () => {
    await stop?.();
  });

  test("three parallel page loads in the refresh window keep the buyer signed in", async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: shortShop });
    const page = await context.newPage();
    await page.goto("/logga-in");
    await page.getByLabel("E-post").fill("buyer@demo.se");
    await page.getByLabel("Lösenord").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Logga in" }).click();
    await expect(page).toHaveURL(`${shortShop}/`);
    await page.waitForTimeout(15_000);
    const loads = await Promise.all(
      ["/mina-sidor/profil", "/mina-sidor", "/cart"].map((path) => page.request.get(path, { maxRedirects: 0 })),
    );
    for (const load of loads) {
      const location = load.headers()["location"] ?? "";
      expect(
        load.status() === 200 || (load.status() === 303 && !/logga-in/.test(location)),
        `${load.url()} → ${load.status()} ${location}`,
      ).toBe(true);
      expect(load.headers()["set-cookie"] ?? "").not.toMatch(/__session=;/);
    }
    await page.goto("/mina-sidor/profil");
    await expect(page).toHaveURL(`${shortShop}/mina-sidor/profil`);
    await context.close();
  });
});
