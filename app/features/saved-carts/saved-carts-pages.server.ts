/**
 * The saved carts' pages on my pages ("Sparade varukorgar", docs/purchasing-controls.md): the list with the save form,
 * one saved cart with restore/merge, rename/share, delete and copy, and the cart page's "Spara varukorg" form, which
 * posts to the list's action. Every form is a plain post (works without JavaScript); the commerce service decides who
 * may see and change what, and its refusals are shown as the known Swedish sentences of the contract. No amounts: a
 * saved cart keeps no price.
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { formatDate } from "@shop/domain/format";
import { SAVED_CARTS_PATH } from "@shop/domain/saved-carts";
import {
  SAVED_CART_NAME_MAX,
  SAVED_CART_REFUSALS,
  savedCartIdSchema,
  savedCartNameSchema,
  type SavedCartDetail,
  type SavedCartRestoreMode,
  type SavedCartSummary,
} from "@shop/contract/commerce/saved-carts";
import { addedLineEvents } from "@shop/domain/behaviour-events";
import type { DataLayerEvent } from "@shop/domain/data-layer-events";
import { addedToCart, cartBeforeAdd, refusedAddLines, refusedLinesNotice } from "~/features/checkout/index.server";
import { recordBehaviour } from "~/features/tracking/index.server";
import { serverT } from "~/platform/i18n/catalogue.server";
import { loadOrFail, readAccountForm, requireCommerce } from "~/platform/routing/signed-in.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";
import { commerceFailure } from "~/platform/session/commerce-session.server";
import { redirectWithToast } from "~/platform/session/toast.server";
import {
  deleteSavedCart,
  getSavedCart,
  listSavedCarts,
  restoreSavedCart,
  saveCart,
  updateSavedCart,
} from "./saved-carts-client.server";

const methodName = (deliveryId: string) => serverT(`account-pages.delivery.${deliveryId}`);

function rowView(s: SavedCartSummary) {
  return {
    savedCartId: s.savedCartId,
    name: s.name,
    owner: s.owner.name,
    lineCount: s.lineCount,
    deliveries: s.deliveryIds.map(methodName).join(", "),
    shared: s.shared,
    updatedAt: formatDate(s.updatedAt),
  };
}
export type SavedCartRowView = ReturnType<typeof rowView>;

const canOrderOf = (denials: readonly string[]) => !denials.includes("EJ_ORDER");

export async function savedCartsPage(request: Request, context: AppLoadContext) {
  const commerce = await requireCommerce(request, context);
  const list = await loadOrFail(request, context, () => listSavedCarts(commerce.transport));
  return {
    title: serverT("saved-carts.title"),
    own: list.savedCarts.filter((s) => s.mine).map(rowView),
    shared: list.savedCarts.filter((s) => !s.mine).map(rowView),
    ownCount: list.ownCount,
    max: list.max,
    nameMax: SAVED_CART_NAME_MAX,
  };
}

function detailView(s: SavedCartDetail) {
  return {
    ...rowView(s),
    mine: s.mine,
    deliveries: s.deliveries.map((d) => ({
      deliveryId: d.deliveryId,
      method: methodName(d.deliveryId),
      requestedDeliveryDate: d.requestedDeliveryDate ? formatDate(d.requestedDeliveryDate) : null,
      included: d.isIncludedInOrder,
      lines: d.lines.map((l) => ({
        articleNumber: l.articleNumber,
        name: l.name,
        quantity: l.salesUnit ? `${l.quantity} ${l.salesUnit}` : String(l.quantity),
        label: l.label,
      })),
    })),
  };
}
export type SavedCartDetailView = ReturnType<typeof detailView>;

function savedCartIdOf(params: { id?: string }): string {
  const parsed = savedCartIdSchema.safeParse(params.id);
  if (!parsed.success) throw new Response(serverT("saved-carts.errors.not_found"), { status: 404 });
  return parsed.data;
}

export async function savedCartPage(request: Request, context: AppLoadContext, params: { id?: string }) {
  const commerce = await requireCommerce(request, context);
  const id = savedCartIdOf(params);
  const savedCart = await loadOrFail(request, context, () => getSavedCart(commerce.transport, id));
  return {
    title: savedCart.name,
    savedCart: detailView(savedCart),
    canOrder: canOrderOf(commerce.viewer.denials),
    nameMax: SAVED_CART_NAME_MAX,
  };
}

/** A form's answer: the message beside the form, the field it belongs to, and what was typed (no JavaScript). */
export interface SavedCartAnswer {
  ok: boolean;
  intent: string;
  message: string;
  field?: "name";
  name?: string;
  /** After a restore: link to the cart beside the message. */
  toCart?: boolean;
  /** add_to_cart for what a restore added (app/features/checkout/cart-add-events.server.ts). */
  dataLayer?: DataLayerEvent[];
}

const answer = (a: SavedCartAnswer, status = 200, headers?: Headers) => data(a, { status, headers });

const KNOWN_REFUSALS: readonly string[] = Object.values(SAVED_CART_REFUSALS);

/** The service's refusal as the person reads it: its known sentence, or ours for the status. */
async function refusal(
  error: unknown,
  request: Request,
  context: AppLoadContext,
  base: Omit<SavedCartAnswer, "message" | "ok">,
) {
  if (
    error instanceof CommerceError &&
    error.status !== null &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401
  ) {
    const known = KNOWN_REFUSALS.find((m) => m === error.serviceMessage);
    const message =
      known ?? serverT(error.status === 404 ? "saved-carts.errors.not_found" : "saved-carts.errors.failed");
    const nameProblem = known === SAVED_CART_REFUSALS.nameTaken || known === SAVED_CART_REFUSALS.name;
    return answer({ ...base, ok: false, message, ...(nameProblem ? { field: "name" as const } : {}) }, error.status);
  }
  throw await commerceFailure(error, request, context);
}

function nameOf(formData: FormData) {
  const typed = String(formData.get("name") ?? "");
  const parsed = savedCartNameSchema.safeParse(typed);
  return { typed, name: parsed.success ? parsed.data : null };
}

const nameRefused = (intent: string, typed: string) =>
  answer(
    {
      ok: false,
      intent,
      message: serverT("saved-carts.errors.name", { max: SAVED_CART_NAME_MAX }),
      field: "name",
      name: typed,
    },
    400,
  );

/** The list's action: save the current cart (also from the cart page's "Spara varukorg"). */
export async function savedCartsAction(request: Request, context: AppLoadContext) {
  const { formData, commerce } = await readAccountForm(request, context);
  const intent = String(formData.get("intent") ?? "");
  if (intent !== "save") return answer({ ok: false, intent, message: serverT("account-pages.unknown_action") }, 400);
  const { typed, name } = nameOf(formData);
  if (!name) return nameRefused(intent, typed);
  try {
    const saved = await saveCart(commerce.transport, { name, shared: formData.get("shared") === "on" });
    return redirectWithToast(request, context, `${SAVED_CARTS_PATH}/${saved.savedCartId}`, {
      type: "success",
      message: serverT("saved-carts.save.saved", { name: saved.name }),
    });
  } catch (error) {
    return refusal(error, request, context, { intent, name: typed });
  }
}

async function restore(
  request: Request,
  context: AppLoadContext,
  commerce: Awaited<ReturnType<typeof readAccountForm>>["commerce"],
  id: string,
  mode: SavedCartRestoreMode,
) {
  const intent = mode;
  try {
    const before = await cartBeforeAdd(context, commerce.transport, commerce.viewer);
    const restored = await restoreSavedCart(commerce.transport, id, mode);
    const lead = [
      serverT(mode === "replace" ? "saved-carts.restore.replaced" : "saved-carts.restore.merged", {
        count: restored.added,
        name: restored.name,
      }),
      ...restored.droppedDates.map((d) =>
        serverT("saved-carts.restore.date_dropped", { date: formatDate(d.date), method: methodName(d.deliveryId) }),
      ),
    ].join(" ");
    // Each refused line by name and article number with its reason, as every other path into the cart names it.
    const refused = refusedAddLines(restored.lines, (n) => restored.names[n]);
    // The same events as every other add: popularity (with consent) and add_to_cart for what went in.
    const tracked = recordBehaviour(request, context, addedLineEvents(restored.lines), commerce);
    const dataLayer = restored.added
      ? await addedToCart(before, { pageType: "cart_list", list: "cart_list" })
      : undefined;
    const message = refusedLinesNotice(lead, refused, { max: 2_000 });
    return answer({ ok: refused.length === 0, intent, message, toCart: true, dataLayer }, 200, tracked);
  } catch (error) {
    return refusal(error, request, context, { intent });
  }
}

/** One saved cart's actions: restore or merge, rename and share, delete, copy. */
export async function savedCartAction(request: Request, context: AppLoadContext, params: { id?: string }) {
  const id = savedCartIdOf(params);
  const { formData, commerce } = await readAccountForm(request, context);
  const t = commerce.transport;
  const intent = String(formData.get("intent") ?? "");
  switch (intent) {
    case "replace":
    case "merge":
      if (!canOrderOf(commerce.viewer.denials))
        return answer({ ok: false, intent, message: serverT("saved-carts.restore.no_order") }, 403);
      return restore(request, context, commerce, id, intent);
    case "rename": {
      const { typed, name } = nameOf(formData);
      if (!name) return nameRefused(intent, typed);
      try {
        await updateSavedCart(t, id, { name, shared: formData.get("shared") === "on" });
        return answer({ ok: true, intent, message: serverT("saved-carts.edit.saved") });
      } catch (error) {
        return refusal(error, request, context, { intent, name: typed });
      }
    }
    case "delete":
      try {
        const savedCart = await getSavedCart(t, id);
        await deleteSavedCart(t, id);
        return redirectWithToast(request, context, SAVED_CARTS_PATH, {
          type: "success",
          message: serverT("saved-carts.edit.deleted", { name: savedCart.name }),
        });
      } catch (error) {
        return refusal(error, request, context, { intent });
      }
    case "copy": {
      const { typed, name } = nameOf(formData);
      if (!name) return nameRefused(intent, typed);
      try {
        const copy = await saveCart(t, { name, shared: false, copyOf: id });
        return redirectWithToast(request, context, `${SAVED_CARTS_PATH}/${copy.savedCartId}`, {
          type: "success",
          message: serverT("saved-carts.copy.copied", { name: copy.name }),
        });
      } catch (error) {
        return refusal(error, request, context, { intent, name: typed });
      }
    }
    default:
      return answer({ ok: false, intent, message: serverT("account-pages.unknown_action") }, 400);
  }
}
