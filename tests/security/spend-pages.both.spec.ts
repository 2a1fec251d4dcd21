/**
 * The spend page (docs/purchasing-controls.md "Inköpsuppföljning") for users whose denials hide financial follow-up,
 * with JavaScript on and off: limited@demo.se (EJ_SE_EKONOMISK_UPPFÖLJNING) and noprices@demo.se (EJ_SE_PRISER) get
 * no link to it, are sent away from the page with the rights message, and get no file (a redirect, no figure) from
 * its CSV and XLSX addresses, whatever the query.
 */
import { expect, test } from "../e2e/support/test";
import { signInThroughForm } from "../e2e/support/login";

const SPEND = "/mina-sidor/inkopsuppfoljning";

for (const email of ["limited@demo.se", "noprices@demo.se"]) {
  test(`${email} gets no spend link, page or file`, async ({ page }) => {
    await signInThroughForm(page, { email, redirectTo: "/mina-sidor" });
    // The my-pages navigation is there (a positive control), without the spend page.
    await expect(page.getByRole("link", { name: "Kund och projekt" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Inköpsuppföljning" })).toHaveCount(0);
    await page.goto(`${SPEND}?group=project`);
    await expect(page).not.toHaveURL(new RegExp(SPEND));
    await expect(page.getByText("Du saknar rättigheter för att se denna sida")).toBeVisible();
    for (const path of [`${SPEND}.csv`, `${SPEND}.xlsx`, `${SPEND}.csv?group=project&from=2026-01&to=2026-12`]) {
      const file = await page.request.get(path, { maxRedirects: 0 });
      expect([302, 303], path).toContain(file.status());
      expect(file.headers()["content-disposition"], path).toBeUndefined();
      expect((await file.body()).toString(), path).not.toMatch(/\d\s?kr|Belopp|\d+,\d\d/);
    }
  });
}
