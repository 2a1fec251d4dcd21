import { expect, test } from "../e2e/support/test";
import { SHOP } from "./support/shop";

/**
 * Login CSRF through a cross-site <img> (pen test, issue #41 class 13): `GET /punchout?USERNAME=…&PASSWORD=…` loaded
 * as an image by another site signed the browser in as that punch-out account (the punch-out session cookie is
 * SameSite=None, so a subresource may set it). The OCI entry now signs in only on a navigation (a document or a
 * frame); a subresource or script request gets 403 and no cookie.
 */

const entryUrl = `${SHOP}/punchout?${new URLSearchParams({
  USERNAME: "punchout@demo.se",
  PASSWORD: "demo1234",
  HOOK_URL: "http://127.0.0.1:9/oci/hook",
  "~OkCode": "ADDI",
  "~TARGET": "_top",
  "~CALLER": "CTLG",
})}`;

const ATTACKER = "http://evil.example";

test("an image on another site does not sign the browser in as the punch-out account", async ({ page }) => {
  await page.route(`${ATTACKER}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: `<h1>Erbjudande</h1><img src="${entryUrl}" alt="">` }),
  );
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(`${SHOP}/punchout?`)) asked.push(request.resourceType());
  });
  // The load event waits for the image.
  await page.goto(`${ATTACKER}/`);
  expect(asked).toEqual(["image"]);
  // The test browser may itself drop a cookie set by a cross-site image (third-party cookie settings differ between
  // builds), so the status and Set-Cookie the image gets are checked over HTTP below, with its Fetch Metadata.
  expect((await page.context().cookies(SHOP)).map((cookie) => cookie.name)).not.toContain("__session");
  // The shop, opened afterwards in the same browser: nobody is signed in, no punch-out mode.
  await page.goto("/mina-sidor/profil");
  await expect(page).toHaveURL(/\/logga-in/);
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Punch-out" })).toHaveCount(0);
});

const SUBRESOURCES: Record<string, string>[] = [
  { "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image", "Sec-Fetch-Site": "cross-site" },
  { "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "script", "Sec-Fetch-Site": "cross-site" },
  { "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty", "Sec-Fetch-Site": "cross-site" },
  { "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "empty", "Sec-Fetch-Site": "cross-site" },
  { "Sec-Fetch-Mode": "same-origin", "Sec-Fetch-Dest": "empty", "Sec-Fetch-Site": "same-origin" },
  { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "object", "Sec-Fetch-Site": "cross-site" },
  { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "embed", "Sec-Fetch-Site": "cross-site" },
  { "Sec-Fetch-Dest": "image" },
  { "Sec-Fetch-Mode": "no-cors" },
];

for (const headers of SUBRESOURCES) {
  test(`a request that is no navigation is refused with 403 and no cookie: ${JSON.stringify(headers)}`, async ({
    playwright,
  }) => {
    const request = await playwright.request.newContext();
    const answer = await request.get(entryUrl, { headers, maxRedirects: 0 });
    expect(answer.status()).toBe(403);
    expect(answer.headers()["set-cookie"]).toBeUndefined();
    expect(await answer.text()).toContain("Du har inte behörighet att utföra den här åtgärden.");
    // The same from a script's post (fetch with a form body, mode no-cors).
    const posted = await request.post(`${SHOP}/punchout`, {
      headers,
      form: Object.fromEntries(new URL(entryUrl).searchParams),
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(403);
    expect(posted.headers()["set-cookie"]).toBeUndefined();
    await request.dispose();
  });
}

for (const [name, headers] of [
  [
    "a top-level navigation",
    { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document", "Sec-Fetch-Site": "cross-site" },
  ],
  [
    "the procurement system's iframe",
    { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "iframe", "Sec-Fetch-Site": "cross-site" },
  ],
  ["a browser without Fetch Metadata", {}],
] as const) {
  test(`${name} still signs in through the OCI GET entry`, async ({ playwright }) => {
    const request = await playwright.request.newContext();
    const answer = await request.get(entryUrl, { headers, maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(answer.headers()["location"]).toBe("/");
    expect(
      answer.headersArray().some((h) => h.name.toLowerCase() === "set-cookie" && /^__session=/.test(h.value)),
    ).toBe(true);
    await request.dispose();
  });
}
