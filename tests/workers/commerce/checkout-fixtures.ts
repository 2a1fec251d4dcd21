/** Shared set-up of the checkout and order tests: a buyer with a cart, adds, and checkouts under a fresh key. */
import { call, createUser, signIn } from "./helpers";

export async function buyerWithCart(
  permissions: NonNullable<Parameters<typeof createUser>[0]>["permissions"] = [{ customerId: "10001" }],
) {
  const user = await createUser({ permissions });
  const tokens = await signIn(user.id, { customerId: permissions![0].customerId });
  const cartId = (await call("/v2/cart", { token: tokens.AccessToken })).json.cartId as string;
  return { user, token: tokens.AccessToken, cartId };
}

export const add = (token: string, cartId: string, items: unknown[]) =>
  call(`/v2/cart/${cartId}/variants/batch/add`, { token, body: { items } });
export const checkout = (token: string, cartId: string, body: unknown, key: string) =>
  call(`/v2/cart/${cartId}/checkout`, { token, body, headers: { "idempotency-key": key } });
export const key = () => `test-${crypto.randomUUID()}`;
