import { expect, test } from "../e2e/support/test";
import { logIn } from "../e2e/support/login";
import { apiLogIn, csrfOf, DANGEROUS_TARGETS, expectSameOriginLocation, SHOP } from "./support/shop";

/**
 * Open redirects (pen test): "/.//evil.example" and friends in every redirect parameter must keep
 * the Location on the shop. `safeRedirect` resolves targets against the shop's origin.
 */

test("login page GET: a signed-in buyer is sent back only to a page of the shop", async ({ request }) => {
  await apiLogIn(request, "buyer@demo.se");
  for (const target of DANGEROUS_TARGETS) {
    const response = await request.get(`/logga-in?redirectTo=${encodeURIComponent(target)}`, { maxRedirects: 0 });
    expect(response.status(), target).toBe(303);
    expectSameOriginLocation(response);
  }
});

test("login page GET: the form never carries a dangerous target on to the post", async ({ request }) => {
  for (const target of DANGEROUS_TARGETS) {
    const html = await (await request.get(`/logga-in?redirectTo=${encodeURIComponent(target)}`)).text();
    // The login form's own field (the header's forms carry the current page, /logga-in?…, which is ours).
    for (const [, carried] of html.matchAll(/name="redirectTo" value="([^"]*)"/g)) {
      expect(carried, target).toMatch(/^\/(?![/\\])/);
      if (!carried!.startsWith("/logga-in?")) expect(carried).not.toContain("evil.example");
    }
  }
});

test("login page POST: after signing in the Location stays on the shop", async ({ playwright }) => {
  // A few targets only: each one is a real sign-in at the commerce service.
  for (const target of ["/.//evil.example", "/%2e%2e//evil.example", "https://evil.example/"]) {
    const request = await playwright.request.newContext({ baseURL: SHOP });
    const response = await apiLogIn(request, "buyer@demo.se", target);
    expectSameOriginLocation(response);
    await request.dispose();
  }
});

test("login page POST: a normal target is kept", async ({ request }) => {
  const response = await apiLogIn(request, "buyer@demo.se", "/mina-sidor/profil?x=1");
  expect(response.headers()["location"]).toBe("/mina-sidor/profil?x=1");
});

test("/banner/close sends the visitor back only to a page of the shop", async ({ request }) => {
  for (const target of DANGEROUS_TARGETS) {
    const response = await request.post("/banner/close", {
      form: { bannerId: "security-test", redirectTo: target },
      maxRedirects: 0,
    });
    expect(response.status(), target).toBe(303);
    expectSameOriginLocation(response);
  }
  const kept = await request.post("/banner/close", {
    form: { bannerId: "security-test", redirectTo: "/kategorier/el?sida=2" },
    maxRedirects: 0,
  });
  expect(kept.headers()["location"]).toBe("/kategorier/el?sida=2");
});

test("the customer/project form returns only to a page of the shop", async ({ page }) => {
  await logIn(page, "buyer@demo.se", "/mina-sidor/kund-och-projekt");
  // The current choice: switching to it changes nothing for other tests of the same buyer.
  const current = await page.locator('input[name="context"]:checked').getAttribute("value");
  expect(current).toBeTruthy();
  for (const target of ["/.//evil.example", "/%2e%2e//evil.example", "//evil.example", "https://evil.example/"]) {
    const csrf = await csrfOf(page.request, "/mina-sidor/kund-och-projekt");
    const response = await page.request.post("/mina-sidor/kund-och-projekt", {
      form: { csrf, context: current!, redirectTo: target },
      maxRedirects: 0,
    });
    expect(response.status(), target).toBe(303);
    expectSameOriginLocation(response);
  }
  // The page's own hidden field is cleaned too.
  await page.goto(`/mina-sidor/kund-och-projekt?redirectTo=${encodeURIComponent("/.//evil.example")}`);
  const field = page.getByRole("main").locator('form:has(input[name="context"]) input[name="redirectTo"]');
  expect(await field.inputValue()).toBe("/mina-sidor/kund-och-projekt");
});
