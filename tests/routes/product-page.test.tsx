/**
 * The product page when the buyer's price and stock cannot be read: the streamed part fails, the page
 * stays (the product, its facts and a notice where the price would be), not an error page.
 */
import { screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import * as productRoute from "~/routes/produkt.$slug/route";
import { buyerCookie } from "./buyer-session";
import { ARTICLE, fakeCatalogue } from "./catalogue-fake";
import { renderRoute } from "./render-route";

afterEach(() => vi.unstubAllGlobals());

it("keeps the product page, with a notice in place of price and stock, when the stock service is down", async () => {
  fakeCatalogue({ stockDown: true });
  renderRoute(
    `/produkt/${ARTICLE.variantSlug}`,
    [{ path: "/produkt/:slug", module: productRoute }],
    await buyerCookie(),
  );

  expect(await screen.findByText(/Pris kunde inte hämtas just nu/)).toBeTruthy();
  expect(screen.getByRole("heading", { level: 1, name: ARTICLE.name })).toBeTruthy();
  expect(screen.queryByText(/Unexpected Application Error|Felkod/)).toBeNull();
});
