import { createRequire } from "node:module";
import { createStaticHandler, type StaticHandlerContext } from "@remix-run/router";
import type { RouteObject } from "react-router-dom";
import * as serverEsm from "react-router-dom/server";
import { describe, expect, it } from "vitest";

// patches/react-router-dom+6.30.4.patch: createStaticRouter keeps the data routes it made per routes array, and
// patches/@remix-run+react+2.17.5.patch makes RemixServer pass the same array to every render. What a render reads of
// the router must still be its own request's.
const serverCjs = createRequire(import.meta.url)("react-router-dom/server") as typeof serverEsm;

const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "start", index: true },
      { id: "product", path: "produkt/:slug" },
    ],
  },
];

async function contextFor(path: string): Promise<StaticHandlerContext> {
  const context = await createStaticHandler(routes).query(new Request(`http://shop.test${path}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return context;
}

describe.each([
  ["ESM", serverEsm],
  ["CommonJS", serverCjs],
])("createStaticRouter (%s build)", (_, server) => {
  it("converts one routes array once, however many renders use it", async () => {
    const first = server.createStaticRouter(routes, await contextFor("/"));
    const second = server.createStaticRouter(routes, await contextFor("/produkt/kabel"));
    expect(second.routes).toBe(first.routes);
    expect(server.createStaticRouter([...routes], await contextFor("/")).routes).not.toBe(first.routes);
  });

  it("gives every render its own location and matches, on the shared data routes", async () => {
    const start = server.createStaticRouter(routes, await contextFor("/"));
    const product = server.createStaticRouter(routes, await contextFor("/produkt/kabel"));
    expect(start.state.location.pathname).toBe("/");
    expect(product.state.location.pathname).toBe("/produkt/kabel");
    expect(product.state.matches.map((match) => match.route.id)).toEqual(["root", "product"]);
    expect(product.state.matches[1]!.params).toEqual({ slug: "kabel" });
    const shared = product.routes[0]!.children![1];
    expect(product.state.matches[1]!.route).toBe(shared);
    expect(start.state.matches.map((match) => match.route.id)).toEqual(["root", "start"]);
  });
});
