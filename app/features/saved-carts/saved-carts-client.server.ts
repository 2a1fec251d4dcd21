/**
 * Saved carts in the commerce service (docs/purchasing-controls.md, "Sparade varukorgar"): the list, one saved cart,
 * saving the current cart or copying one, renaming and sharing, deleting, and restoring into the current cart. The
 * service decides who may see and change what (workers/commerce/src/saved-carts/access.ts).
 */
import { z } from "zod";
import {
  savedCartDetailSchema,
  savedCartListSchema,
  savedCartRestoreAnswerSchema,
  type SavedCartDetail,
  type SavedCartRestoreAnswer,
  type SavedCartRestoreMode,
} from "@shop/contract/commerce/saved-carts";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";

const path = (id: string) => `/v2/saved-carts/${encodeURIComponent(id)}`;

export function listSavedCarts(transport: CommerceTransport) {
  return commerceCall(transport, { path: "/v2/saved-carts", schema: savedCartListSchema });
}

export function getSavedCart(transport: CommerceTransport, id: string): Promise<SavedCartDetail> {
  return commerceCall(transport, { path: path(id), schema: savedCartDetailSchema });
}

/** Saves the current cart under `name`, or with `copyOf` a copy of a saved cart the caller sees. */
export function saveCart(
  transport: CommerceTransport,
  input: { name: string; shared: boolean; copyOf?: string },
): Promise<SavedCartDetail> {
  return commerceCall(transport, { path: "/v2/saved-carts", body: input, schema: savedCartDetailSchema });
}

export function updateSavedCart(
  transport: CommerceTransport,
  id: string,
  change: { name?: string; shared?: boolean },
): Promise<SavedCartDetail> {
  return commerceCall(transport, { method: "PUT", path: path(id), body: change, schema: savedCartDetailSchema });
}

export async function deleteSavedCart(transport: CommerceTransport, id: string): Promise<void> {
  await commerceCall(transport, { method: "DELETE", path: path(id), schema: z.unknown() });
}

export function restoreSavedCart(
  transport: CommerceTransport,
  id: string,
  mode: SavedCartRestoreMode,
): Promise<SavedCartRestoreAnswer> {
  return commerceCall(transport, { path: `${path(id)}/restore`, body: { mode }, schema: savedCartRestoreAnswerSchema });
}
