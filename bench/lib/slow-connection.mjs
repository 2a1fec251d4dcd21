// The slow-connection scenario of `npm run bench:lighthouse` (issue #18, "A slow connection"): 400 ms round trip and
// 400 kbit/s, applied by Chromium's own network emulation (devtools throttling), so the numbers are what a browser on
// such a line sees rather than a simulation. The signed-in buyer comes from ./storefront-sign-in.mjs.
import { chromium } from "@playwright/test";
import { signInCookie } from "./storefront-sign-in.mjs";

export const slowConnection = { rttMs: 400, throughputKbps: 400 };

/** Lighthouse settings for the scenario: devtools throttling at the figures above, the CPU not slowed down. */
export const slowConnectionSettings = {
  throttlingMethod: "devtools",
  throttling: {
    requestLatencyMs: slowConnection.rttMs,
    downloadThroughputKbps: slowConnection.throughputKbps,
    uploadThroughputKbps: slowConnection.throughputKbps,
    cpuSlowdownMultiplier: 1,
  },
};

/** The header cart flyout's answer (GET /api/varukorg): what "the cart changed" is checked against. */
async function cartLines(storefrontUrl, cookie) {
  const response = await fetch(new URL("/api/varukorg", storefrontUrl), { headers: { cookie } });
  if (!response.ok) throw new Error(`/api/varukorg answered ${response.status}`);
  const { lineCount, lines } = await response.json();
  return { lineCount, lines: JSON.stringify(lines) };
}

/**
 * A signed-in buyer adds the product to the cart before any script has arrived: every request for a script is held
 * back (never answered) on the slow line, so what works is the server-rendered form alone. Answers how long from
 * navigation until the button could be pressed, whether the action's answer said so, and the cart before and after.
 */
export async function addToCartBeforeScripts({ storefrontUrl, productPath, chromePath }) {
  const cookie = await signInCookie(storefrontUrl);
  const before = await cartLines(storefrontUrl, cookie);
  const browser = await chromium.launch({ executablePath: chromePath, args: ["--disable-gpu", "--disable-quic"] });
  try {
    const context = await browser.newContext({ locale: "sv-SE" });
    const url = new URL(storefrontUrl);
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const [name, ...value] = pair.split("=");
        return { name, value: value.join("="), domain: url.hostname, path: "/" };
      }),
    );
    let heldScripts = 0;
    await context.route(/\.m?js(\?|$)/, () => {
      heldScripts += 1; // never continued: the script "has not arrived yet"
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: slowConnection.rttMs,
      downloadThroughput: (slowConnection.throughputKbps * 1000) / 8,
      uploadThroughput: (slowConnection.throughputKbps * 1000) / 8,
    });
    const started = Date.now();
    // "commit": the load event never comes while scripts are held back.
    await page.goto(storefrontUrl + productPath, { waitUntil: "commit" });
    const button = page.getByRole("button", { name: "Lägg i varukorg" }).first();
    await button.waitFor({ state: "visible", timeout: 60_000 });
    const readyMs = Date.now() - started;
    await button.click({ noWaitAfter: true });
    const message = page.getByText("har lagts i varukorgen");
    const confirmed = await message
      .first()
      .waitFor({ state: "visible", timeout: 60_000 })
      .then(() => true)
      .catch(() => false);
    const doneMs = Date.now() - started;
    const after = await cartLines(storefrontUrl, cookie);
    const changed = after.lineCount !== before.lineCount || after.lines !== before.lines;
    return {
      readyMs,
      doneMs,
      heldScripts,
      confirmed,
      lineCountBefore: before.lineCount,
      lineCountAfter: after.lineCount,
      cartChanged: changed,
      ok: confirmed && changed,
    };
  } finally {
    await browser.close();
  }
}
