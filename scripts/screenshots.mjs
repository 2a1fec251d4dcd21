// `npm run screenshots`: pictures of the main pages and of the two PDFs for the README, into docs/screenshots/: on a
// desktop and on a phone the start page, a category, a product, the cart, the summary step and a store page.
// Starts its own stack (the e2e stack's machinery: bundled workers on Miniflare) from fresh state on its own ports
// (SCREENSHOTS_PORT_BASE, default 8960) with the e2e build (built first when missing or stale) and a fixed delivery
// clock, so two runs on the same code give the same pictures and a running `npm start` is left alone.
import "./lib/require-node.mjs";
import { spawnSync } from "node:child_process";
import { cpSync, createWriteStream, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { startBundledStack } from "./lib/bundled-stack.mjs";
import { ensureChromium, ensureDebianPackage } from "./lib/debian-package.mjs";
import { ensureFreshBuild } from "./lib/fresh-build.mjs";
import * as tour from "./lib/screenshot-tour.mjs";
import { e2eBuildDir, root } from "./lib/stack.mjs";
import { e2eDeliveryClock } from "../tests/e2e/ports.mjs";

const rerun = "npm run screenshots";
const chromiumPath = ensureChromium(rerun);
ensureDebianPackage({ binary: "/usr/bin/pdftoppm", debianPackage: "poppler-utils", what: "pdftoppm", rerun });

const base = Number(process.env.SCREENSHOTS_PORT_BASE ?? 8960);
const ports = { storefrontPort: base, commercePort: base + 1, contentPort: base + 2 };
const persistDir = `.wrangler/screenshots-state-${base}`;
const docsDir = path.join(root, "docs", "screenshots");
// Pictures are taken here and replace docs/screenshots/ only when every one of them was taken.
const outDir = path.join(root, persistDir, "pictures");
const shopUrl = `http://127.0.0.1:${ports.storefrontPort}`;

ensureFreshBuild(e2eBuildDir);
// Fresh state every run: the demo seed is deterministic, so the pictures depend only on the code.
rmSync(path.join(root, persistDir), { recursive: true, force: true });
mkdirSync(path.join(root, persistDir), { recursive: true });
const workerLog = createWriteStream(path.join(root, persistDir, "workers.log"));
console.log(`▶ starting the shop on ${shopUrl} (worker output in ${persistDir}/workers.log)`);
const clock = { DELIVERY_CLOCK: e2eDeliveryClock };
const stack = await startBundledStack({
  ...ports,
  // The seeded orders, quotes and campaigns are dated from the clock's day, not from the day of the run.
  seedToday: e2eDeliveryClock.slice(0, 10),
  buildDir: e2eBuildDir,
  persistDir,
  onOutput: (line) => workerLog.write(`${line}\n`),
  vars: clock,
  commerceVars: clock,
});

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ["--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update"],
});

/** A browser context as a Swedish buyer's, who has answered the consent banner ("only necessary"). */
async function newContext(options = {}) {
  const context = await browser.newContext({
    baseURL: shopUrl,
    locale: "sv-SE",
    timezoneId: "Europe/Stockholm",
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
    ...options,
  });
  await context.addCookies([{ name: "samtycke", value: "v1.s0.m0", url: shopUrl }]);
  await context.clock.setFixedTime(new Date(e2eDeliveryClock));
  return context;
}

const written = [];
const file = (name) => {
  written.push(name);
  return path.join(outDir, name);
};
/** Saves a screenshot under `name` (`height`: a taller one) and says so, so a failing step is easy to place. */
async function shot(page, name, height) {
  if (height) await tour.shootTall(page, file(name), height);
  else await tour.shoot(page, file(name));
  console.log(`  ✓ ${name}  ${new URL(page.url()).pathname}`);
}

/** The first page of a PDF the page's session may fetch, as a PNG (pdftoppm, 80 dpi: an A4 page of 661 × 935). */
async function pdfPicture(page, pdfPath, name) {
  const answer = await page.request.get(pdfPath);
  if (!answer.ok() || answer.headers()["content-type"] !== "application/pdf")
    throw new Error(`${pdfPath} answered ${answer.status()} ${answer.headers()["content-type"]}, not a PDF.`);
  const pdfFile = path.join(root, persistDir, `${path.parse(name).name}.pdf`);
  writeFileSync(pdfFile, await answer.body());
  const target = file(name);
  const args = ["-png", "-r", "80", "-f", "1", "-l", "1", "-singlefile", pdfFile, target.replace(/\.png$/, "")];
  const result = spawnSync("pdftoppm", args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`pdftoppm failed: ${result.stderr}`);
  console.log(`  ✓ ${name}  ${pdfPath}`);
}

try {
  mkdirSync(outDir, { recursive: true });
  const desktop = await newContext();
  const page = await desktop.newPage();

  await page.goto("/");
  await shot(page, "start.png");
  await tour.signIn(page);
  await tour.closeBanners(page);
  const category = await tour.firstCategoryWithProducts(page);
  await shot(page, "category.png", 1200);
  const [product] = await tour.productLinksOf(page, category, 1);
  await page.goto(product);
  await page
    .getByText(/Ditt pris/)
    .first()
    .waitFor();
  await shot(page, "product.png");
  const searchTerm = (await page.getByRole("heading", { level: 1 }).innerText()).split(/\s+/)[0].toLowerCase();
  await page.goto(`/search?q=${encodeURIComponent(searchTerm)}`);
  await page.locator(".product-card").first().waitFor();
  await shot(page, "search.png", 1000);

  await tour.addFromGrid(page, category, 3);
  await page.goto("/cart");
  await shot(page, "cart.png", 1000);
  await page.getByRole("link", { name: "Till leverans" }).click();
  await page.waitForURL((url) => url.pathname === "/delivery");
  await shot(page, "delivery.png");
  await page.getByRole("button", { name: "Till sammanfattning" }).click();
  await page.waitForURL((url) => url.pathname === "/summary");
  await shot(page, "summary.png", 1000);

  await page.goto("/mina-sidor/orderhistorik");
  await shot(page, "order-history.png");
  const order = await tour.firstDetailLink(page, "/mina-sidor/orderhistorik", "/mina-sidor/orderhistorik/");
  await page.goto(order);
  await shot(page, "order.png");
  await pdfPicture(page, `/api/orderbekraftelse/${order.split("/").pop()}`, "order-confirmation-pdf.png");
  const quote = await tour.firstDetailLink(page, "/mina-sidor/offerter", "/mina-sidor/offerter/");
  await page.goto(quote);
  await shot(page, "quote.png");
  await pdfPicture(page, `${quote}/pdf`, "quote-pdf.png");
  // Purchasing controls and financial follow-up (issue #46): the buyer's invoices, spend and saved carts.
  await page.goto("/mina-sidor/fakturor");
  await shot(page, "invoices.png", 1000);
  await page.goto("/mina-sidor/inkopsuppfoljning");
  await shot(page, "spend.png", 1000);
  await page.goto("/mina-sidor/sparade-varukorgar");
  await shot(page, "saved-carts.png");
  const store = await tour.firstDetailLink(page, "/hitta-butik", "/butiker/");
  await page.goto(store);
  await shot(page, "store.png", 1000);
  await desktop.close();

  // The hand-over page a procurement system's buyer sees without JavaScript (with it, the form sends itself).
  const procurement = await newContext({ javaScriptEnabled: false });
  const punchoutPage = await procurement.newPage();
  await tour.punchoutHandOver(punchoutPage, category);
  await shot(punchoutPage, "punchout-handover.png");
  await procurement.close();

  // At the phone's pixel ratio of 2, so the README can show them at 390 points wide and sharp.
  const phone = await newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const phonePage = await phone.newPage();
  await tour.signIn(phonePage);
  await tour.closeBanners(phonePage);
  await shot(phonePage, "mobile-start.png");
  await phonePage.goto(category);
  await phonePage.locator(".product-card").first().waitFor();
  await shot(phonePage, "mobile-category.png");
  await phonePage.goto(product);
  await phonePage
    .getByText(/Ditt pris/)
    .first()
    .waitFor();
  await shot(phonePage, "mobile-product.png");
  // The same buyer's cart as on the desktop (the three lines added there), through to the summary step.
  await phonePage.goto("/cart");
  await shot(phonePage, "mobile-cart.png");
  await phonePage.getByRole("link", { name: "Till leverans" }).click();
  await phonePage.waitForURL((url) => url.pathname === "/delivery");
  await phonePage.getByRole("button", { name: "Till sammanfattning" }).click();
  await phonePage.waitForURL((url) => url.pathname === "/summary");
  await shot(phonePage, "mobile-summary.png");
  await phonePage.goto(store);
  await shot(phonePage, "mobile-store.png");
  await phonePage.goto("/mina-sidor/inkopsuppfoljning");
  await shot(phonePage, "mobile-spend.png");
  await phone.close();
} finally {
  await browser.close();
  await stack.stop();
}

rmSync(docsDir, { recursive: true, force: true });
cpSync(outDir, docsDir, { recursive: true });
const sizes = readdirSync(docsDir).map((name) => statSync(path.join(docsDir, name)).size);
const totalKb = Math.round(sizes.reduce((a, b) => a + b, 0) / 1024);
console.log(`\n✔ ${written.length} pictures in docs/screenshots/ (${totalKb} KB)`);
process.exit(0);
