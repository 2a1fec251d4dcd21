/**
 * Shared set-up of the attack suite: buyers made by the factory, carts, checkouts and orders in a chosen
 * customer/project context, and readers for the documents (PDF text, CSV) the service answers.
 */
import {
  call,
  createUser,
  env,
  seedOrderableArticles,
  signIn,
  type CreateUserOptions,
} from "../workers/commerce/helpers";

export type Permissions = NonNullable<CreateUserOptions["permissions"]>;

/** Seeds catalogue and commerce demo data; answers articles that anyone can order online in quantity 1. */
export const seedAll = seedOrderableArticles;

/** Of `articles`, those inside an assortment (a project's own assortment limits what it can order). */
export async function inAssortment(articles: string[], assortmentId: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT a.article_number FROM articles a JOIN assortment_categories c ON c.category_l2 = a.category_l2 WHERE c.assortment_id = ?",
  )
    .bind(assortmentId)
    .all<{ article_number: string }>();
  const inside = new Set(results.map((r) => r.article_number));
  return articles.filter((a) => inside.has(a));
}

export const newKey = () => `sec-${crypto.randomUUID()}`;

/** A factory-made buyer signed into a context (default: the first permission's customer and project). */
export async function buyer(
  permissions: Permissions = [{ customerId: "10001" }],
  context?: { customerId: string; projectId?: string },
) {
  const user = await createUser({ permissions });
  const ctx = context ?? {
    customerId: permissions[0].customerId,
    ...(permissions[0].projectId ? { projectId: permissions[0].projectId } : {}),
  };
  const tokens = await signIn(user.id, ctx);
  const cart = await call("/v2/cart", { token: tokens.AccessToken });
  if (cart.status !== 200) throw new Error(`cart: ${cart.status} ${cart.text}`);
  return { user, token: tokens.AccessToken, cartId: cart.json.cartId as string, context: ctx };
}

export async function addToCart(
  token: string,
  cartId: string,
  articleNumber: string,
  quantity = 1,
  deliveryId = "DBI",
) {
  const response = await call(`/v2/cart/${cartId}/variants/batch/add`, {
    token,
    body: { items: [{ articleNumber, quantity, deliveryId }] },
  });
  if (response.status !== 200) throw new Error(`add: ${response.status} ${response.text}`);
  return response;
}

export const checkout = (token: string, cartId: string, body: unknown, key: string) =>
  call(`/v2/cart/${cartId}/checkout`, { token, body, headers: { "idempotency-key": key } });

/** One DBI order placed by a new buyer with these permissions, in that context. */
export async function placeOrder(
  article: string,
  permissions: Permissions,
  context?: { customerId: string; projectId?: string },
) {
  const b = await buyer(permissions, context);
  await addToCart(b.token, b.cartId, article, 3);
  const result = await checkout(b.token, b.cartId, { orderDetails: { DBI: {} } }, newKey());
  if (result.status !== 200 || !result.json[0].success) throw new Error(`checkout: ${result.status} ${result.text}`);
  return { ...b, orderId: result.json[0].orderId as string, tempOrderId: result.json[0].tempOrderId as string };
}

/** The response body as bytes (PDFs). */
export async function bytesOf(
  path: string,
  token: string,
): Promise<{ status: number; bytes: Uint8Array; type: string }> {
  const { default: app } = await import("../../workers/commerce/src/index");
  const response = await app.request(path, { headers: { authorization: `Bearer ${token}` } }, env);
  return {
    status: response.status,
    bytes: new Uint8Array(await response.arrayBuffer()),
    type: response.headers.get("content-type") ?? "",
  };
}

export { pdfText } from "./support/pdf-text";
export { call, createUser, env, signIn };
