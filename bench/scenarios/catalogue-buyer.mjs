// Catalogue pages signed in as a buyer (buyer@demo.se, customer 10001), next to the anonymous ones in storefront.mjs:
// the shared edge cache (docs/decisions/edge-cache.md) keys frames by assortment, so a signed-in buyer reads the
// cached category frame, product base data and attribute order, and only the price and stock are per request.
// Also find-as-you-type (GET /api/sok) for a visitor and a buyer, with its one-connection p95 next to the goal of
// issue #18 (<= 10 ms through the storefront).
import { discoverCategoryPath, discoverProductPath } from "../lib/discover.mjs";
import { goalNote, oneConnection } from "../lib/one-connection.mjs";
import { signInCookie } from "../lib/storefront-sign-in.mjs";

const FIND_AS_YOU_TYPE_P95_GOAL_MS = 10;

export async function scenarios(ctx) {
  const cookie = await signInCookie(ctx.storefrontUrl, "buyer@demo.se");
  const [category, product] = await Promise.all([discoverCategoryPath(ctx), discoverProductPath(ctx)]);
  const headers = { cookie };
  // Issue #18, signed-in pages: the shell ≤ 5 ms, a signed-in page ≤ 25 ms (p50, one connection), ≥ 0.06 × baseline.
  const signedInGoals = { p50OneConnectionMs: 25, ratio: 0.06 };
  const sok = new URL("/api/sok?q=kab", ctx.storefrontUrl);
  const sokVisitor = goalNote(await oneConnection(sok), FIND_AS_YOU_TYPE_P95_GOAL_MS);
  const sokBuyer = goalNote(await oneConnection(sok, { headers }), FIND_AS_YOU_TYPE_P95_GOAL_MS);
  return [
    { name: "shell (/logga-in)", url: "/logga-in", goals: { p50OneConnectionMs: 5 } },
    {
      // The top of the category tree reads only the shared menu: no commerce call, so what any signed-in page costs
      // before its own data, the floor under the signed-in pages' ratios.
      name: "shell (buyer, /kategorier)",
      url: "/kategorier",
      headers,
      note: "no commerce call: the floor of every signed-in page",
    },
    { name: "category (buyer)", url: category.path, headers, goals: signedInGoals },
    {
      name: "product page (buyer)",
      url: product.path,
      headers,
      note: "no js cookie: the document waits for price and stock",
      goals: signedInGoals,
    },
    { name: "search (buyer)", url: "/search?q=kabel", headers, goals: signedInGoals },
    { name: "find-as-you-type (visitor)", url: "/api/sok?q=kab", note: sokVisitor },
    { name: "find-as-you-type (buyer)", url: "/api/sok?q=kab", headers, note: sokBuyer },
  ];
}
