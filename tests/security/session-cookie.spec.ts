import { expect, test } from "@playwright/test";
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
  const answer = await request.post(`${COMMERCE}/v2/sessions`, { data: { username: "buyer@demo.se", password: DEMO_PASSWORD } });
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
  await expect(page).toHaveURL(`${SHOP}/`);

  const replay = await browser.newContext({ baseURL: SHOP });
  await replay.addCookies([{ ...before!, sameSite: before!.sameSite }]);
  const replayed = await replay.newPage();
  await replayed.goto("/mina-sidor/profil");
  // Needs the commerce service to refuse the ended session's tokens (401); the storefront turns
  // that into "end session + 303 to the login page".
  await expect(replayed).toHaveURL(/\/logga-in/);
  await replay.close();
});

test("three parallel page loads in the refresh window keep the buyer signed in", async ({ page }) => {
  // The e2e stack issues 15-minute tokens with a 60 s refresh margin: the refresh window is only
  // reached when the stack runs with short tokens (SECURITY_SHORT_TOKENS=1 and the commerce worker
  // started with ACCESS_TOKEN_TTL_SECONDS ≈ 70). The same rule is unit-tested in session-cookie.test.ts.
  test.skip(!process.env.SECURITY_SHORT_TOKENS, "needs a stack with short access tokens");
  test.setTimeout(120_000);
  await logIn(page, "buyer@demo.se");
  // Wait until the token is inside the refresh margin.
  await page.waitForTimeout(Number(process.env.SECURITY_WAIT_MS ?? 15_000));
  const loads = await Promise.all(["/mina-sidor/profil", "/mina-sidor", "/cart"].map((path) => page.request.get(path, { maxRedirects: 0 })));
  for (const load of loads) {
    expect(load.status() === 200 || (load.status() === 303 && !/logga-in/.test(load.headers()["location"] ?? ""))).toBe(true);
    expect(load.headers()["set-cookie"] ?? "").not.toMatch(/__session=;/);
  }
  await page.goto("/mina-sidor/profil");
  await expect(page).toHaveURL(/\/mina-sidor\/profil$/);
});
