import { createRequire } from "node:module";
import type { AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

// The workers bundle @remix-run/router's CommonJS build, the one patches/@remix-run+router+1.23.3.patch changes:
// ranked routes per table, compiled patterns and the matching branch per path are remembered. A remembered answer
// must be the answer a fresh route table gives, for every path, in any order.
const router = createRequire(import.meta.url)("@remix-run/router") as typeof import("@remix-run/router");

function shopRoutes(): AgnosticRouteObject[] {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "start", index: true },
        { id: "login", path: "logga-in" },
        { id: "product", path: "produkt/:slug" },
        { id: "category", path: "kategorier/*" },
        { id: "order", path: "mina-sidor/ordrar/:orderId?" },
        {
          id: "account",
          path: "mina-sidor",
          children: [
            { id: "account-index", index: true },
            { id: "lists", path: "listor/:listId" },
          ],
        },
        { id: "case", path: "Kassa", caseSensitive: true },
        { id: "not-found", path: "*" },
      ],
    },
  ];
}

const paths = [
  "/",
  "/logga-in",
  "/LOGGA-IN/",
  "/produkt/kabel-1",
  "/produkt/kabel-2",
  "/produkt/%C3%A5ngare",
  "/kategorier/el/kabel",
  "/mina-sidor",
  "/mina-sidor/ordrar",
  "/mina-sidor/ordrar/42",
  "/mina-sidor/listor/7",
  "/Kassa",
  "/kassa",
  "/finns/inte",
];

const summary = (matches: ReturnType<typeof router.matchRoutes>) =>
  matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, base: m.pathnameBase })) ?? null;

describe("the patched route matching", () => {
  it("answers each path as a fresh route table does, however often and in whatever order it is asked", () => {
    const shared = shopRoutes();
    for (const round of [paths, [...paths].reverse(), paths]) {
      for (const path of round) {
        expect(summary(router.matchRoutes(shared, path)), path).toEqual(
          summary(router.matchRoutes(shopRoutes(), path)),
        );
      }
    }
  });

  it("keeps path parameters of one path out of another path's match", () => {
    const shared = shopRoutes();
    expect(router.matchRoutes(shared, "/produkt/a")?.at(-1)?.params).toEqual({ slug: "a" });
    expect(router.matchRoutes(shared, "/produkt/b")?.at(-1)?.params).toEqual({ slug: "b" });
    expect(router.matchRoutes(shared, "/produkt/a")?.at(-1)?.params).toEqual({ slug: "a" });
  });

  it("tells a table without a catch-all that nothing matches, again and again", () => {
    const table: AgnosticRouteObject[] = [{ id: "only", path: "/bara-denna" }];
    expect(router.matchRoutes(table, "/annan")).toBeNull();
    expect(router.matchRoutes(table, "/annan")).toBeNull();
    expect(router.matchRoutes(table, "/bara-denna")?.[0]?.route.id).toBe("only");
  });
});
