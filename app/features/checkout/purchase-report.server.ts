/**
 * Purchase events exactly once per order (content spec section 7). The summary action knows what was
 * ordered (the cart's lines of each placed delivery, priced per the buyer's rights); the success page
 * reports it the first time it loads and forgets it, so a reload, back/forward or a later visit pushes
 * nothing again.
 *
 * The lines travel in a cookie of their own rather than the session (docs/decisions.md): a large order
 * could outgrow the session cookie, and a dropped session signs the buyer out, while a dropped report
 * only loses the events. Per line only the article, quantity and öre are kept; names, product,
 * categories and brand are read again from the catalogue when the page reports them.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { CHECKOUT_STEPS, checkoutStep, purchase, type DataLayerEvent } from "@shop/domain/data-layer-events";
import type { TrackedLine, TrackedPrice } from "@shop/domain/data-layer-events";
import { getTrackedVariants } from "./cart-lines-client.server";
import { isLocalRequest } from "~/platform/session/session.server";
import { readCookie, seal, unseal } from "~/platform/session/sealed-cookie.server";
import type { PlacedDelivery } from "./checkout-state.server";
import type { TrackedCartLine } from "./cart-lines-tracking.server";
import { dataLayerEnabled, trackedProductOf } from "~/features/tracking/index.server";

export const PURCHASE_REPORT_COOKIE = "purchase_report";
/** As long as the success page shows the order (checkout-success-page). */
const MAX_AGE_SECONDS = 30 * 60;

const ore = z.number().int();
/** [article, quantity] without prices, [article, quantity, net, alloying, list price or null] with them. */
const storedLine = z.union([
  z.tuple([z.string(), z.number().int()]),
  z.tuple([z.string(), z.number().int(), ore, ore, ore.nullable()]),
]);
const storedReport = z.object({ orders: z.array(z.object({ id: z.string(), lines: z.array(storedLine) })) });
type StoredLine = z.infer<typeof storedLine>;

function cookie(request: Request, value: string, maxAge: number): string {
  const secure = isLocalRequest(request) ? "" : "; Secure";
  const expires = maxAge === 0 ? "; Expires=Thu, 01 Jan 1970 00:00:00 GMT" : "";
  return `${PURCHASE_REPORT_COOKIE}=${value}; Max-Age=${maxAge}${expires}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

function store(line: TrackedCartLine): StoredLine {
  const price = line.product.price;
  return price
    ? [line.product.articleNumber, line.quantity, price.netOre, price.alloyingOre, price.salesOre]
    : [line.product.articleNumber, line.quantity];
}

/** After an order: what each placed delivery held, for the success page to report (a Set-Cookie on `headers`). */
export async function rememberPurchases(
  headers: Headers,
  request: Request,
  context: Pick<AppLoadContext, "config">,
  placed: readonly PlacedDelivery[],
  tracked: readonly TrackedCartLine[],
): Promise<void> {
  if (!dataLayerEnabled(context) || !context.config.SESSION_SECRET) return;
  const orders = placed
    .map((p) => ({ id: p.orderNumber, lines: tracked.filter((l) => l.deliveryId === p.deliveryId).map(store) }))
    .filter((order) => order.lines.length > 0);
  // A repeated post finds the cart already ordered: the first post's report (if any) stays as it is.
  if (orders.length === 0) return;
  const value = await seal(context.config.SESSION_SECRET, PURCHASE_REPORT_COOKIE, { orders });
  headers.append("Set-Cookie", cookie(request, value, MAX_AGE_SECONDS));
}

/**
 * The success page's events, the first time only: checkout step 4 with everything ordered and one
 * purchase per order of this session's placed result. The report cookie is cleared whatever happens.
 */
export async function takePurchaseEvents(
  request: Request,
  context: AppLoadContext,
  placed: readonly PlacedDelivery[],
): Promise<{ dataLayer?: DataLayerEvent[]; headers: Headers }> {
  const headers = new Headers();
  const value = readCookie(request.headers.get("Cookie"), PURCHASE_REPORT_COOKIE);
  if (!value) return { headers };
  headers.append("Set-Cookie", cookie(request, "", 0));
  const secret = context.config.SESSION_SECRET;
  const parsed = storedReport.safeParse(secret ? await unseal(secret, PURCHASE_REPORT_COOKIE, value) : null);
  if (!parsed.success || !dataLayerEnabled(context)) return { headers };
  // Only orders of this session's placed result: a report left by another sign-in is never shown.
  const orders = parsed.data.orders.filter((order) => placed.some((p) => p.orderNumber === order.id));
  if (orders.length === 0) return { headers };
  try {
    const commerce = await context.commerce();
    const noPrices = commerce.viewer?.noPrices ?? true;
    const articles = [...new Set(orders.flatMap((order) => order.lines.map(([article]) => article)))];
    const [variants, brand] = await Promise.all([getTrackedVariants(commerce.transport, articles), context.brand()]);
    const byNumber = new Map(variants.map((variant) => [variant.articleNumber, variant]));
    const lineOf = ([article, quantity, ...amounts]: StoredLine): TrackedLine => {
      const variant = byNumber.get(article) ?? {
        articleNumber: article,
        name: article,
        brands: [],
        product: { id: article, breadcrumb: null },
      };
      const price: TrackedPrice | null =
        amounts.length === 3 && !noPrices
          ? { netOre: amounts[0], alloyingOre: amounts[1], salesOre: amounts[2] }
          : null;
      return { product: { ...trackedProductOf(variant, null, { noPrices: true }), price }, quantity };
    };
    const ordered = orders.map((order) => ({ id: order.id, lines: order.lines.map(lineOf) }));
    return {
      dataLayer: [
        checkoutStep(
          CHECKOUT_STEPS.success,
          ordered.flatMap((order) => order.lines),
        ),
        ...ordered.map((order) => purchase({ orderNumber: order.id, affiliation: brand.name, lines: order.lines })),
      ],
      headers,
    };
  } catch (error) {
    // The order is placed and shown whatever happens here: a failed catalogue read only loses the events.
    console.error("purchase events not built", error);
    return { headers };
  }
}
