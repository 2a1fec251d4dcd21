import { expect, test } from "../e2e/support/test";
import { logIn } from "../e2e/support/login";
import { SHOP } from "./support/shop";

/**
 * Login CSRF through the punch-out GET (pen test): a cross-site link
 * GET /punchout?USERNAME=…&PASSWORD=…&HOOK_URL=… silently replaced a signed-in buyer's session
 * with another account. Now the buyer is asked first.
 */

const PROCUREMENT = "http://127.0.0.1:9";
const entryUrl = `${SHOP}/punchout?${new URLSearchParams({ USERNAME: "punchout@demo.se", PASSWORD: "demo1234", HOOK_URL: `${PROCUREMENT}/oci/hook`, "~OkCode": "ADDI", "~TARGET": "_top", "~CALLER": "CTLG" })}`;

async function signedInAs(page: import("@playwright/test").Page): Promise<string> {
  return (await (await page.request.get("/mina-sidor/profil")).text()).match(/[a-z]+@demo\.se/)?.[0] ?? "";
}

test("a cross-site punch-out link does not replace a signed-in buyer's session", async ({ page }) => {
  await logIn(page, "buyer@demo.se");
  // From another site's page, as an attacker's link would be followed.
  await page.setContent(`<a href="${entryUrl}">Erbjudande</a>`);
  await page.getByRole("link", { name: "Erbjudande" }).click();
  await expect(page).toHaveURL(`${SHOP}/punchout/bekrafta`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fortsätta i punch-out-läge?");
  expect(await signedInAs(page)).toBe("buyer@demo.se");
  await expect(page.getByRole("region", { name: "Punch-out" })).toHaveCount(0);

  await page.getByRole("button", { name: "Avbryt och behåll min inloggning" }).click();
  await expect(page).toHaveURL(`${SHOP}/`);
  expect(await signedInAs(page)).toBe("buyer@demo.se");
  // The pending entry is gone: the confirmation page no longer offers it.
  await page.goto("/punchout/bekrafta");
  await expect(page).toHaveURL(`${SHOP}/`);
});

test("a cross-site punch-out form post does not replace it either (the Lax session cookie stays at home)", async ({
  page,
}) => {
  await logIn(page, "buyer@demo.se");
  const fields = Object.fromEntries(new URL(entryUrl).searchParams);
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join("");
  await page.setContent(`<form method="post" action="${SHOP}/punchout">${inputs}<button>Skicka</button></form>`);
  await page.getByRole("button", { name: "Skicka" }).click();
  await expect(page).toHaveURL(`${SHOP}/punchout/bekrafta`);
  expect(await signedInAs(page)).toBe("buyer@demo.se");
});

test("the confirmation can only be answered with its CSRF token", async ({ page }) => {
  await logIn(page, "buyer@demo.se");
  await page.goto(entryUrl);
  await expect(page).toHaveURL(`${SHOP}/punchout/bekrafta`);
  const forged = await page.request.post("/punchout/bekrafta", {
    form: { csrf: "forged", intent: "confirm" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect(await signedInAs(page)).toBe("buyer@demo.se");
});

test("the buyer who confirms continues in punch-out mode", async ({ page }) => {
  await logIn(page, "buyer@demo.se");
  await page.goto(entryUrl);
  await page.getByRole("button", { name: "Logga ut och fortsätt i punch-out" }).click();
  await expect(page).toHaveURL(`${SHOP}/`);
  await expect(page.getByRole("region", { name: "Punch-out" })).toBeVisible();
  expect(await signedInAs(page)).toBe("punchout@demo.se");
});

test("without a session the punch-out GET proceeds as before", async ({ page }) => {
  await page.goto(entryUrl);
  await expect(page).toHaveURL(`${SHOP}/`);
  await expect(page.getByRole("region", { name: "Punch-out" })).toBeVisible();
});
