import { Hono, type MiddlewareHandler } from "hono";
import { optionalAuth, optionalAuthAlongside, requireAuth, requireAuthAlongside } from "./auth/middleware";
import type { AppEnv } from "./env";
import { gatewayRoutes } from "./graphql/gateway";
import { requestBodyLimit } from "./http/body-limit";
import { serverTiming } from "./http/server-timing";
import { handleError } from "./http/errors";
import { catalogueRoutes } from "./routes/catalogue";
import { productRoutes } from "./routes/products";
import { customerRoutes } from "./routes/customers";
import { imageRoutes } from "./routes/images";
import { locationRoutes } from "./routes/locations";
import { searchRoutes } from "./routes/search";
import { sessionRoutes } from "./routes/sessions";
import { ociRoutes } from "./routes/oci";
import { cxmlRoutes } from "./routes/cxml";
import { userRoutes } from "./routes/users";
import { addressRoutes } from "./routes/addresses";
import { cartRoutes } from "./routes/cart";
import { favouriteRoutes } from "./routes/favourites";
import { configurationRoutes } from "./routes/configurations";
import { orderRoutes } from "./routes/orders";
import { quoteRoutes } from "./routes/quotes";
import { QUOTE_DESK_PATH, quoteDeskRoutes } from "./routes/quote-desk";
import { SEARCH_SYNONYMS_PATH, searchSynonymRoutes } from "./routes/search-synonyms";
import { quoteCartRoutes } from "./routes/quote-cart";
import { quoteDocumentRoutes } from "./routes/quote-documents";
import { quoteAttachmentRoutes } from "./routes/quote-attachments";
import { userAdminRoutes } from "./routes/user-admin";
import { formSubmissionRoutes } from "./routes/form-submissions";
import { orderApprovalRoutes } from "./routes/order-approvals";
import { purchasingControlRoutes } from "./routes/purchasing-controls";
import { invoiceRoutes } from "./routes/invoices";
import { orderReferenceRoutes } from "./routes/order-references";
import { projectBudgetRoutes } from "./routes/project-budgets";
import { savedCartRoutes } from "./routes/saved-carts";
import { spendRoutes } from "./routes/spend";
import { acceptsCartToken, anonymousCartAuth, anonymousCartCredential } from "./cart/anonymous";
import { refuseSuspendedWrites } from "./users/suspension";
import { commerceConfigOf } from "./config/schema";
import { moneyFilter } from "./auth/money-filter";
import { deliveryClock } from "./cart/delivery-gate";
import { keptPerIsolate } from "./isolate-caches";
import { healthBody, healthStatus, type DependencyState } from "@shop/domain/health";

/** Paths that answer without a bearer token: sign-in, password reset, images, health, dev tools. */
const PUBLIC = [
  /^\/health$/,
  /^\/v2\/sessions\/?$/,
  /^\/v2\/oci\/sessions\/?$/,
  /^\/v2\/cxml\/(?:setup|sessions)\/?$/,
  /^\/users\/credentials\/request\/?$/,
  /^\/images\//,
  /^\/__dev\//,
  /^\/v2\/users\/activate\/?$/,
  /^\/v2\/anonymous-carts\/?$/,
];

/** Reads that change nothing and send the session check in their own first D1 batch (auth/session-rider.ts). */
const SESSION_ALONGSIDE: [method: string, path: RegExp][] = [
  ["POST", /^\/search\/?$/],
  // Signed-in only: the favourites every product card and page reads beside its search or offer.
  ["GET", /^\/users\/favourites\/?$/],
];

/** Public catalogue reads: answer without a token as an anonymous viewer (default assortment, no prices). */
const ANONYMOUS_READS: [method: string, path: RegExp][] = [
  ["POST", /^\/search\/?$/],
  ["POST", /^\/graphql\/?$/], // only getVariants: cart operations refuse an anonymous viewer (graphql/gateway.ts)
  ["GET", /^\/breadcrumbs\/[^/]+\/?$/],
  ["POST", /^\/breadcrumbs\/search\/?$/],
  ["GET", /^\/menu\/?$/],
  ["GET", /^\/attribute-sequence\/[^/]+\/[^/]+\/?$/],
  ["GET", /^\/v1\/products\/[^/]+\/variants\/?$/],
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
  // Not a read, but a visitor's behaviour events (tracking id only, no user) need no account either.
  ["POST", /^\/createEvents\/?$/],
  // The device's tracking id those events need (search/tracking-ids.ts): registered before any account exists.
  ["POST", /^\/v1\/tracking-ids\/?$/],
  // A visitor's content form (contact, become a customer) is sent before any account exists.
  ["POST", /^\/v1\/form-submissions\/?$/],
];

export interface CommerceAppOptions {
  /** The clock of the delivery rules; service tests fix it (else DELIVERY_CLOCK in development, else real time). */
  now?: () => Date;
}

/**
 * The commerce app. `extraRoutes` go in front of the shop's routes: the development entry (dev-entry.ts)
 * adds the demo seed and outbox there, so the production entry (index.ts) never bundles them.
 */
export function createCommerceApp(
  extraRoutes: readonly Hono<AppEnv>[] = [],
  options: CommerceAppOptions = {},
): Hono<AppEnv> {
  // strict: false so `/v2/sessions/` and `/v2/sessions` are the same route.
  const app = new Hono<AppEnv>({ strict: false });
  app.onError(handleError);
  app.use("*", configured);
  // After the configuration check, which is keyed by the isolate's env object; this one copies it per request.
  app.use("*", serverTiming);
  app.use("*", deliveryClock(options.now));
  mountHealth(app);
  // Before authentication: an oversize body is refused without being read (http/body-limit.ts).
  app.use("*", requestBodyLimit);
  app.use("*", authenticate);
  app.use("*", refuseSuspendedWrites);
  // After authentication, around every route: amounts the token's denials hide never leave as JSON.
  app.use("*", moneyFilter);
  for (const routes of extraRoutes) app.route("/", routes);
  for (const routes of SHOP_ROUTES) app.route("/", routes);
  app.notFound((c) => c.json({ message: "Not found" }, 404));
  return app;
}

const SHOP_ROUTES = [
  imageRoutes,
  ociRoutes,
  cxmlRoutes,
  sessionRoutes,
  userRoutes,
  customerRoutes,
  locationRoutes,
  catalogueRoutes,
  productRoutes,
  searchRoutes,
  searchSynonymRoutes,
  gatewayRoutes,
  cartRoutes,
  orderRoutes,
  addressRoutes,
  favouriteRoutes,
  configurationRoutes,
  quoteRoutes,
  quoteDeskRoutes,
  quoteCartRoutes,
  quoteDocumentRoutes,
  quoteAttachmentRoutes,
  userAdminRoutes,
  formSubmissionRoutes,
  orderApprovalRoutes,
  purchasingControlRoutes,
  invoiceRoutes,
  orderReferenceRoutes,
  projectBudgetRoutes,
  savedCartRoutes,
  spendRoutes,
];

// A worker without its own JWT_SECRET (or with the one once committed) would accept tokens anyone can forge,
// SITE_ADMIN included; a missing binding or malformed var would fail later as a 500. Either way it answers 503
// naming the field, and says why in the log once (config/schema.ts, domain/secrets.ts).
const loggedConfigProblems = new Set<string>();
keptPerIsolate(() => loggedConfigProblems.clear());
const configured: MiddlewareHandler<AppEnv> = async (c, next) => {
  const result = commerceConfigOf(c.env);
  if (result.ok) {
    c.set("config", result.config);
    return next();
  }
  const { field, problem } = result.error;
  if (!loggedConfigProblems.has(problem)) {
    loggedConfigProblems.add(problem);
    console.error(`commerce: refusing all requests: ${problem}`);
  }
  return c.json({ message: "Service not configured", field }, 503);
};

// Health: D1 answers `SELECT 1` (503 with dependencies.d1 "unreachable" when it does not).
function mountHealth(app: Hono<AppEnv>) {
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
}

const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (PUBLIC.some((re) => re.test(c.req.path))) return next();
  // The wholesaler's quote desk is no user: its routes check its own key (routes/quote-desk.ts).
  if (c.req.method === "POST" && QUOTE_DESK_PATH.test(c.req.path)) return next();
  // So is the back office's synonym list for search (routes/search-synonyms.ts), guarded by the same key.
  if (SEARCH_SYNONYMS_PATH.test(c.req.path)) return next();
  // An anonymous cart token opens its one cart (cart/anonymous.ts); anywhere else it is no credential.
  const cartToken = anonymousCartCredential(c);
  if (cartToken !== null && acceptsCartToken(c.req.path)) return anonymousCartAuth(c, next, cartToken);
  const matches = ([method, re]: [string, RegExp]) => method === c.req.method && re.test(c.req.path);
  const alongside = SESSION_ALONGSIDE.some(matches);
  if (ANONYMOUS_READS.some(matches)) return alongside ? optionalAuthAlongside(c, next) : optionalAuth(c, next);
  return alongside ? requireAuthAlongside(c, next) : requireAuth(c, next);
};
