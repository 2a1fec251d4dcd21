import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { e2ePorts } from "../ports.mjs";

const commerceUrl = `http://127.0.0.1:${e2ePorts.commercePort}`;

/** Article numbers of the seeded category El, from the commerce search (test setup only). */
export async function categoryArticles(request: APIRequestContext, token: string, count: number): Promise<string[]> {
  const response = await request.post(`${commerceUrl}/search`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { query: "", offset: 0, limit: count, sort: "articleNumber", filters: { category: "el" }, skipPrice: true },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const hits = ((await response.json()) as { hits: { articleNumber: string }[] }).hits.map((h) => h.articleNumber);
  expect(hits.length).toBe(count);
  return hits;
}

/** Saves favourites straight in the service, as POST /users/favourites does for the shop. */
export async function addFavourites(request: APIRequestContext, token: string, articleNumbers: string[]) {
  for (const articleNumber of articleNumbers) {
    const response = await request.post(`${commerceUrl}/users/favourites`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { articleNumber },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

export async function favouriteArticles(request: APIRequestContext, token: string): Promise<string[]> {
  const response = await request.get(`${commerceUrl}/users/favourites`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { articleNumber: string }[] }).data.map((f) => f.articleNumber);
}

/** Opens the header favourites flyout (a <details>: it opens without JavaScript too). */
export async function openFavouritesFlyout(page: Page) {
  const flyout = page.locator("details.flyout--favorites");
  await flyout.locator("summary").click();
  await expect(flyout).toHaveAttribute("open", "");
  return flyout;
}
