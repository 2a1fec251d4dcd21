import { Hono } from "hono";
import { optionalAuth, requireAuth } from "./auth/middleware";
import type { AppEnv } from "./env";
import { gatewayRoutes } from "./graphql/gateway";
import { requestBodyLimit } from "./http/body-limit";
import { handleError } from "./http/errors";
import { catalogueRoutes } from "./routes/catalogue";
import { customerRoutes } from "./routes/customers";
import { devRoutes } from "./routes/dev";
import { imageRoutes } from "./routes/images";
import { locationRoutes } from "./routes/locations";
import { searchRoutes } from "./routes/search";
import { sessionRoutes } from "./routes/sessions";
import { ociRoutes } from "./routes/oci";
import { userRoutes } from "./routes/users";
import { commerce2Routes } from "./routes/commerce-2";
import { acceptsCartToken, anonymousCartAuth, anonymousCartCredential } from "./cart/anonymous";
import { refuseSuspendedWrites } from "./users/suspension";
import { secretProblem } from "@shop/domain/secrets";
import { moneyFilter } from "./auth/money-filter";
import { healthBody, healthStatus, type DependencyState } from "@shop/domain/health";

export type { CommerceEnv } from "./env";

/** Paths that answer without a bearer token: sign-in, password reset, images, health, dev tools. */
const PUBLIC = [/^\/health$/, /^\/v2\/sessions\/?$/, /^\/v2\/oci\/sessions\/?$/, /^\/users\/credentials\/request\/?$/, /^\/images\//, /^\/__dev\//, /^\/v2\/users\/activate\/?$/, /^\/v2\/anonymous-carts\/?$/];

/** Public catalogue reads: answer without a token as an anonymous viewer (default assortment, no prices). */
const ANONYMOUS_READS: [method: string, path: RegExp][] = [
  ["POST", /^\/search\/?$/],
  ["POST", /^\/graphql\/?$/], // only getVariants: cart operations refuse an anonymous viewer (graphql/gateway.ts)
  ["GET", /^\/breadcrumbs\/[^/]+\/?$/],
  ["POST", /^\/breadcrumbs\/search\/?$/],
  ["GET", /^\/menu\/?$/],
  ["GET", /^\/attribute-sequence\/[^/]+\/[^/]+\/?$/],
  ["POST", /^\/stock\/?$/],
  ["GET", /^\/campaigns\/active-campaigns\/?$/],
  ["GET", /^\/campaigns\/(?!active-campaigns\/?$)[^/]+\/articles\/?$/],
  ["GET", /^\/campaigns\/[^/]+\/?$/], // one campaign by slug; customer campaigns stay hidden from visitors
  ["GET", /^\/selected-product-groups\/[^/]+\/?$/],
  ["GET", /^\/language-config\/?$/],
  ["GET", /^\/v2\/locations\/?$/],
  ["GET", /^\/locations\/?$/],
  ["GET", /^\/locations\/[^/]+\/?$/],
  ["GET", /^\/delivery-options\/?$/],
];

// strict: false so `/v2/sessions/` and `/v2/sessions` are the same route.
const app = new Hono<AppEnv>({ strict: false });
app.onError(handleError);
// A worker without its own JWT_SECRET (or with the one once committed) would accept tokens anyone can
// forge, SITE_ADMIN included: it answers 503 to everything and says why in the log (app/domain/secrets.ts).
const loggedSecretProblems = new Set<string>();
app.use("*", async (c, next) => {
  const problem = secretProblem("JWT_SECRET", c.env.JWT_SECRET, c.env.ENVIRONMENT);
  if (problem === null) return next();
  if (!loggedSecretProblems.has(problem)) {
    loggedSecretProblems.add(problem);
    console.error(`commerce: refusing all requests: ${problem}`);
  }
  return c.json({ message: "Service not configured" }, 503);
});
// Health: D1 answers `SELECT 1` (503 with dependencies.d1 "unreachable" when it does not).
app.get("/health", async (c) => {
  let d1: DependencyState = "unreachable";
  try {
    if ((await c.env.DB.prepare("SELECT 1 AS one").first<{ one: number }>())?.one === 1) d1 = "ok";
  } catch (error) {
    console.error("commerce health: D1 unreachable", error);
  }
  const body = healthBody("commerce", { d1 });
  c.header("Cache-Control", "no-store");
  return c.json(body, healthStatus(body));
});
// Before authentication: an oversize body is refused without being read (http/body-limit.ts).
app.use("*", requestBodyLimit);
app.use("*", async (c, next) => {
  if (PUBLIC.some((re) => re.test(c.req.path))) return next();
  // An anonymous cart token opens its one cart (cart/anonymous.ts); anywhere else it is no credential.
  const cartToken = anonymousCartCredential(c);
  if (cartToken !== null && acceptsCartToken(c.req.path)) return anonymousCartAuth(c, next, cartToken);
  if (ANONYMOUS_READS.some(([method, re]) => method === c.req.method && re.test(c.req.path))) return optionalAuth(c, next);
  return requireAuth(c, next);
});
app.use("*", refuseSuspendedWrites);
// After authentication, around every route: amounts the token's denials hide never leave as JSON.
app.use("*", moneyFilter);
app.route("/", devRoutes);
app.route("/", imageRoutes);
app.route("/", ociRoutes);
app.route("/", sessionRoutes);
app.route("/", userRoutes);
app.route("/", customerRoutes);
app.route("/", locationRoutes);
app.route("/", catalogueRoutes);
app.route("/", searchRoutes);
app.route("/", gatewayRoutes);
app.route("/", commerce2Routes);
app.notFound((c) => c.json({ message: "Not found" }, 404));

export default app satisfies ExportedHandler<AppEnv["Bindings"]>;
