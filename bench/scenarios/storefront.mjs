// The storefront's core pages, anonymous, on the default seeded stack.
// A scenario file exports `async function scenarios(ctx)` → [{ name, url, method?, headers?, body?, note? }]
// and optionally `stackOptions` (passed to startStack, e.g. { articles: 200000 }) to get its own differently seeded
// stack; see README, "Benchmarks".
import { discoverCategoryPath, discoverProductPath } from "../lib/discover.mjs";

export async function scenarios(ctx) {
  const [category, product] = await Promise.all([discoverCategoryPath(ctx), discoverProductPath(ctx)]);
  const unverified = (found) => (found.verified ? undefined : "fallback URL; it did not answer 200 when probed");
  return [
    { name: "start page", url: "/" },
    { name: "category", url: category.path, note: unverified(category) },
    // Issue #18: a visitor's product page from the edge cache, at least 0.3 × the hello-world worker.
    { name: "product page", url: product.path, note: unverified(product), goals: { ratio: 0.3 } },
    { name: "search", url: "/search?q=kabel" },
    // A visitor without a cart: the empty visitor cart (docs/decisions/anonymous-cart.md). 100 lines: cart.mjs.
    { name: "cart (anonymous)", url: "/cart", note: "visitor without an anonymous cart: the empty cart page" },
  ];
}
