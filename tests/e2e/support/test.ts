import { test as base } from "@playwright/test";

export * from "@playwright/test";

/**
 * Playwright's test, whose page.goto also waits, with JavaScript on, until the page is interactive: the shop asks for
 * its scripts after the first paint (app/platform/rendering/after-paint-markup.ts), so the load event no longer means they ran.
 * A document without the shop's module script (a file, a held-back script) is not waited for beyond 5 s.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if ((options?.waitUntil ?? "load") === "load")
          await page
            .waitForFunction(
              () =>
                !document.querySelector('script[type="module"]') ||
                document.documentElement.hasAttribute("data-hydrated"),
              undefined,
              { timeout: 5_000 },
            )
            .catch(() => {});
        return response;
      };
    }
    await use(page);
  },
});
