import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { DELIVERY_METHOD_IDS as DELIVERY_IDS } from "@shop/domain/delivery-options";
import { toastHeaders } from "~/platform/session/toast.server";
import { serverT } from "~/platform/i18n/catalogue.server";
import {
  addListItem,
  addListToCart,
  deleteShoppingList,
  getShoppingList,
  LIST_ACCESS,
  removeListItems,
  setListItemQuantity,
  updateShoppingList,
} from "./account-lists.server";
import { attempt, type SignedInCommerce } from "~/platform/routing/signed-in.server";
import { addedLineEvents } from "@shop/domain/behaviour-events";
import { recordBehaviour } from "~/features/tracking/index.server";
import type { DataLayerEvent } from "@shop/domain/data-layer-events";
import { addedToCart, cartBeforeAdd, refusedAddLines, refusedLinesNotice } from "~/features/checkout/index.server";
import { planNotes, planRows, replacementFacts, rowsToAdd } from "~/features/products/index.server";
import { replaceListItem } from "./replace-item.server";

/** `dataLayer`: add_to_cart when the list went to the cart (app/features/checkout/cart-add-events.server.ts). */
export type ListActionResult = { message: string; ok?: boolean; dataLayer?: DataLayerEvent[] };

const quantity = z.coerce.number().int().min(1).max(100_000);
const articleNumber = z
  .string()
  .trim()
  .regex(/^\d{4,12}$/);
const rename = z.object({ name: z.string().trim().min(1).max(80), access: z.enum(LIST_ACCESS) });

const fail = (message: string, status = 400) => data<ListActionResult>({ message }, { status });

/** Every change to one shopping list, by the form's `intent`. */
export async function handleListAction(
  request: Request,
  context: AppLoadContext,
  commerce: SignedInCommerce,
  listId: string,
  formData: FormData,
) {
  const t = commerce.transport;
  const run = async (call: () => Promise<unknown>, okKey: string) => {
    const result = await attempt(request, context, call);
    if (!result.ok) {
      const status = result.error.status;
      // Only the owner shares, renames or deletes a list (the service's 403); say so rather than a generic refusal.
      const message =
        status === 409
          ? serverT("account-pages.lists.list_full")
          : status === 403
            ? serverT("account-pages.lists.owner_only")
            : result.message;
      return fail(message, status ?? 400);
    }
    return { message: serverT(okKey), ok: true } satisfies ListActionResult;
  };
  switch (formData.get("intent")) {
    case "add-item": {
      const article = articleNumber.safeParse(formData.get("articleNumber"));
      const qty = quantity.safeParse(formData.get("quantity") || 1);
      if (!article.success) return fail(serverT("account-pages.lists.article_invalid"));
      if (!qty.success) return fail(serverT("account-pages.lists.quantity_invalid"));
      return run(() => addListItem(t, listId, article.data, qty.data), "account-pages.lists.item_added");
    }
    case "update-item": {
      const qty = quantity.safeParse(formData.get("quantity"));
      if (!qty.success) return fail(serverT("account-pages.lists.quantity_invalid"));
      return run(
        () => setListItemQuantity(t, listId, String(formData.get("itemId") ?? ""), qty.data),
        "account-pages.lists.item_updated",
      );
    }
    case "replace-item":
      return replaceListItem(request, context, commerce, listId, String(formData.get("itemId") ?? ""));
    case "remove-item":
      return run(
        () => removeListItems(t, listId, [String(formData.get("itemId") ?? "")]),
        "account-pages.lists.item_removed",
      );
    case "access": {
      const access = z.enum(LIST_ACCESS).safeParse(formData.get("access"));
      if (!access.success) return fail(serverT("account-pages.lists.access_invalid"));
      return run(
        () => updateShoppingList(t, listId, { access: access.data }),
        access.data === "SHARED" ? "account-pages.lists.now_shared" : "account-pages.lists.now_private",
      );
    }
    case "rename": {
      const parsed = rename.safeParse({ name: formData.get("name"), access: formData.get("access") });
      if (!parsed.success) return fail(serverT("account-pages.lists.name_required"));
      return run(
        () => updateShoppingList(t, listId, { favoriteName: parsed.data.name, access: parsed.data.access }),
        "account-pages.lists.saved",
      );
    }
    case "delete": {
      const result = await attempt(request, context, () => deleteShoppingList(t, listId));
      if (!result.ok)
        return result.error.status === 403
          ? fail(serverT("account-pages.lists.owner_only"), 403)
          : fail(result.message, result.error.status ?? 400);
      const headers = await toastHeaders(request, context, {
        type: "success",
        message: serverT("account-pages.lists.deleted"),
      });
      return redirect("/mina-sidor/inkopslistor", { status: 303, headers });
    }
    case "to-cart": {
      if (commerce.viewer.denials.includes("EJ_ORDER")) return fail(serverT("account-pages.lists.no_order"), 403);
      const deliveryId = z.enum(DELIVERY_IDS).safeParse(formData.get("deliveryId"));
      if (!deliveryId.success) return fail(serverT("cart.select_delivery_method"));
      const before = await cartBeforeAdd(context, t, commerce.viewer);
      const result = await attempt(request, context, async () => {
        const { items } = await getShoppingList(t, listId);
        if (items.length === 0) return null;
        // An unbuyable discontinued article is never added silently: its replacement goes in, or it is skipped.
        const plan = planRows(
          items,
          await replacementFacts(
            t,
            items.map((i) => i.articleNumber),
          ),
        );
        const rows = rowsToAdd(plan);
        const notes = planNotes(plan);
        return rows.length ? { ...(await addListToCart(t, rows, deliveryId.data)), notes } : { notes };
      });
      if (!result.ok)
        return fail(
          `${serverT("errors.cart_add_products", { ids: "" })} ${serverT("errors.try_again_later")}`,
          result.error.status ?? 400,
        );
      if (!result.value) return fail(serverT("account-pages.lists.empty"));
      const answer = "cartItems" in result.value ? result.value : null;
      const added = answer?.cartItems.length ?? 0;
      // Each refused line by name and article number with its reason; a refusal the lines do not carry (an older
      // service's answer) still names the article numbers.
      const refused = refusedAddLines(answer?.lines ?? []);
      const unnamed = answer && answer.lines.length === 0 ? answer.errors.map((e) => e.id ?? e.code).join(", ") : "";
      const failed = refused.length > 0 || Boolean(unnamed);
      const lead = [
        serverT("account-pages.lists.to_cart_done", { count: added }),
        ...result.value.notes,
        unnamed ? serverT("errors.cart_add_products", { ids: unnamed }) : "",
      ]
        .filter(Boolean)
        .join(" ");
      // Shown beside the list, not as a toast: room for a long list's lines.
      const message = refusedLinesNotice(lead, refused, { max: 2_000 });
      const tracked = recordBehaviour(request, context, addedLineEvents(answer?.lines ?? []), commerce);
      const dataLayer = added
        ? await addedToCart(before, { pageType: "shopping_list", list: "shopping_list" })
        : undefined;
      return data<ListActionResult>({ message, ok: !failed, dataLayer }, { headers: tracked });
    }
    default:
      return fail(serverT("account-pages.unknown_action"));
  }
}
