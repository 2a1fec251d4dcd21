/** Quick order and file import: article rows or a CSV/XLSX file into one delivery of the cart. */
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { isDeliveryMethodId } from "@shop/domain/delivery-options";
import { parseQuickOrder, QUICK_ORDER_MAX_ROWS } from "@shop/domain/quick-order";
import { serverT } from "~/platform/i18n/catalogue.server";
import { BodyTooLargeError, formDataWithin } from "~/platform/security/form-data.server";
import { loginPathFor } from "~/platform/routing/guards.server";
import { verifyCsrf } from "~/platform/session/csrf.server";
import { addLines, openCartId } from "./cart-lines-client.server";
import { CART_LABEL_MAX_LENGTH } from "@shop/domain/cart-limits";
import { CartFileRefused, importCartFile, MAX_IMPORT_BYTES, type RefusedRow } from "./checkout-files-client.server";
import { CommerceError, messageKeyFor } from "~/platform/services/commerce-errors.server";
import { commerceFailure } from "~/platform/session/commerce-session.server";
import { addedLineEvents } from "@shop/domain/behaviour-events";
import { recordBehaviour } from "~/features/tracking/index.server";
import type { DataLayerEvent } from "@shop/domain/data-layer-events";
import { addedToCart, cartBeforeAdd } from "./cart-add-events.server";
import { purchaseReasonText, refusedAddLines } from "./purchase-refusals.server";
import { importNotes, rowsWithSwap, screenRows, type QuickOrderSwap } from "./quick-order-replacements.server";
import { addedLinesView, type QuickOrderAdded } from "./quick-order-added.server";

export interface QuickOrderResult {
  intent: "rows" | "upload";
  ok: boolean;
  message: string;
  rowErrors: { row: number; text: string; message: string }[];
  /** Rows left to fix, put back into the text area. */
  remaining: string;
  field?: "rows" | "file" | "deliveryId";
  /** add_to_cart for what was added (app/features/checkout/cart-add-events.server.ts). */
  dataLayer?: DataLayerEvent[];
  /** Rows of discontinued articles: 'Byt till ersättningsartikel' sends `rows` (the remaining rows, swapped). */
  swaps?: (QuickOrderSwap & { rows: string })[];
  /** The delivery the rows were sent to, for sending them again. */
  deliveryId?: string;
  /** What went into the cart, with the buyer's price and comparison price (quick-order-added.server.ts). */
  added?: QuickOrderAdded;
}

const MESSAGE_FOR_CODE: Record<string, string> = {
  ARTICLE_NOT_FOUND: "checkout.quick_order.errors.not_found",
  INVALID_ARTICLE_NUMBER: "checkout.quick_order.errors.syntax",
  INVALID_QUANTITY: "checkout.quick_order.errors.quantity",
  DELIVERY_NOT_ALLOWED: "checkout.quick_order.errors.delivery_not_allowed",
  CART_LIMIT: "cart.cart_limit_exceeded",
};

const FROM_ROWS = { pageType: "quick_order_list", list: "quick_order_list" } as const;
const FROM_FILE = { pageType: "quick_order_list", list: "add_to_cart_from_file_modal" } as const;

function reply(
  result: Omit<QuickOrderResult, "rowErrors" | "remaining"> & Partial<QuickOrderResult>,
  status = 200,
  headers?: Headers,
) {
  return data<QuickOrderResult>({ rowErrors: [], remaining: "", ...result }, { status, headers });
}

export async function handleQuickOrder(request: Request, context: AppLoadContext) {
  const commerce = await context.commerce();
  if (!commerce.viewer) throw redirect(loginPathFor(request), 303);
  let formData: FormData;
  try {
    // The file plus room for the multipart framing and the other fields; checked while reading too.
    formData = await formDataWithin(request, MAX_IMPORT_BYTES + 64 * 1024);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return reply(
        { intent: "upload", ok: false, message: serverT("checkout.quick_order.errors.file_too_large"), field: "file" },
        413,
      );
    throw error;
  }
  verifyCsrf(formData, await context.session(), request);
  const intent = formData.get("intent") === "upload" ? "upload" : "rows";
  if (commerce.viewer.denials.includes("EJ_ORDER"))
    return reply({ intent, ok: false, message: serverT("checkout.summary.no_order_right") }, 403);
  const deliveryId = String(formData.get("deliveryId") ?? "DBI");
  if (!isDeliveryMethodId(deliveryId))
    return reply({ intent, ok: false, message: serverT("cart.select_delivery_method"), field: "deliveryId" }, 400);
  const { transport } = commerce;
  try {
    const cartId = await openCartId(transport);
    const before = await cartBeforeAdd(context, transport, commerce.viewer);
    if (intent === "upload") {
      const file = formData.get("file");
      if (!(file instanceof File) || file.size === 0)
        return reply(
          { intent, ok: false, message: serverT("checkout.quick_order.errors.file_missing"), field: "file" },
          400,
        );
      if (file.size > MAX_IMPORT_BYTES)
        return reply(
          { intent, ok: false, message: serverT("checkout.quick_order.errors.file_too_large"), field: "file" },
          413,
        );
      const answer = await importCartFile(transport, cartId, file, deliveryId);
      const tracked = recordBehaviour(request, context, addedLineEvents(answer.lines), commerce);
      const addedView = await addedLinesView(context, transport, commerce.viewer, answer.lines);
      const notes = await importNotes(
        transport,
        answer.lines.map((l) => l.articleNumber),
      );
      if (answer.errors.some((e) => e.code === "CART_LIMIT"))
        return reply({ intent, ok: false, message: serverT("cart.cart_limit_exceeded"), field: "file" }, 409);
      if (answer.errors.length > 0) {
        // Refused lines are named with their reason (the purchase rule's, or outside the assortment); rows that were
        // never a line (a bad article number or quantity) by what the file held, as before.
        const refusedLines = [
          ...new Map(answer.lines.filter((l) => l.refusal !== null).map((l) => [l.articleNumber, l])).values(),
        ];
        const lineIds = new Set(refusedLines.map((l) => l.articleNumber));
        const ids = [...new Set(answer.errors.map((e) => e.id))].filter((id) => !lineIds.has(id)).join(", ");
        return reply(
          {
            intent,
            ok: answer.cartItems.length > 0,
            message: [
              answer.cartItems.length ? serverT("checkout.quick_order.added", { count: answer.cartItems.length }) : "",
              ids ? serverT("cart.wrong_import", { ids }) : "",
              ...refusedAddLines(refusedLines),
              ...notes,
            ]
              .filter(Boolean)
              .join(" "),
            field: "file",
            dataLayer: await addedToCart(before, FROM_FILE),
            added: addedView,
          },
          answer.cartItems.length ? 200 : 400,
          tracked,
        );
      }
      return reply(
        {
          intent,
          ok: true,
          message: [serverT("checkout.quick_order.added", { count: answer.cartItems.length }), ...notes].join(" "),
          dataLayer: await addedToCart(before, FROM_FILE),
          added: addedView,
        },
        200,
        tracked,
      );
    }

    const text = String(formData.get("rows") ?? "");
    const { rows, problems } = parseQuickOrder(text);
    if (rows.length + problems.length > QUICK_ORDER_MAX_ROWS)
      return reply(
        {
          intent,
          ok: false,
          message: serverT("checkout.quick_order.errors.too_many", { max: QUICK_ORDER_MAX_ROWS }),
          field: "rows",
          remaining: text,
        },
        400,
      );
    if (rows.length + problems.length === 0)
      return reply({ intent, ok: false, message: serverT("checkout.quick_order.errors.empty"), field: "rows" }, 400);
    const rowErrors = problems.map((p) => ({
      row: p.row,
      text: p.text,
      message: serverT(`checkout.quick_order.errors.${p.problem}`),
    }));
    let added = 0;
    let addedView: QuickOrderAdded | undefined;
    let tracked: Headers | undefined;
    const screened = await screenRows(transport, rows);
    rowErrors.push(...screened.rowErrors);
    if (screened.toAdd.length > 0) {
      const answer = await addLines(
        transport,
        cartId,
        screened.toAdd.map((r) => ({ articleNumber: r.articleNumber, quantity: r.quantity, deliveryId })),
      );
      if (answer.errors.some((e) => e.code === "CART_LIMIT"))
        return reply(
          { intent, ok: false, message: serverT("cart.cart_limit_exceeded"), field: "rows", remaining: text },
          409,
        );
      added = answer.cartItems.length;
      tracked = recordBehaviour(request, context, addedLineEvents(answer.lines), commerce);
      addedView = await addedLinesView(context, transport, commerce.viewer, answer.lines);
      for (const error of answer.errors) {
        for (const row of screened.toAdd.filter((r) => r.articleNumber === error.id)) {
          rowErrors.push({
            row: row.row,
            text: row.text,
            message:
              error.code === "NOT_PURCHASABLE_ONLINE"
                ? purchaseReasonText(error.reason)
                : serverT(MESSAGE_FOR_CODE[error.code] ?? "checkout.quick_order.errors.not_added"),
          });
        }
      }
    }
    rowErrors.sort((a, b) => a.row - b.row);
    const message = [
      added ? serverT("checkout.quick_order.added", { count: added }) : "",
      rowErrors.length ? serverT("checkout.quick_order.rows_with_errors", { count: rowErrors.length }) : "",
    ]
      .filter(Boolean)
      .join(" ");
    return reply(
      {
        intent,
        ok: rowErrors.length === 0,
        message,
        rowErrors,
        remaining: rowErrors.map((r) => r.text).join("\n"),
        field: rowErrors.length ? "rows" : undefined,
        dataLayer: added ? await addedToCart(before, FROM_ROWS) : undefined,
        swaps: screened.swaps.map((swap) => ({ ...swap, rows: rowsWithSwap(rowErrors, swap) })),
        deliveryId,
        added: addedView,
      },
      rowErrors.length && !added ? 400 : 200,
      tracked,
    );
  } catch (error) {
    // The service refused the whole file (nothing was added): say which rows and fields, in Swedish.
    if (error instanceof CartFileRefused)
      return reply(
        { intent, ok: false, message: refusedFileMessage(error.status ?? 400, error.rows), field: "file" },
        error.status === 413 ? 413 : 400,
      );
    if (error instanceof CommerceError && error.kind !== "unauthorized" && error.kind !== "invalid_token") {
      const key =
        error.kind === "bad_request"
          ? intent === "upload"
            ? "errors.cart_uploads_products"
            : "errors.cart_add_products"
          : messageKeyFor(error);
      return reply(
        {
          intent,
          ok: false,
          message: `${serverT("errors.occured")} ${serverT(key, { ids: "" })} ${serverT("errors.try_again_later")}`,
          field: intent === "upload" ? "file" : "rows",
        },
        error.status === 413 ? 413 : 400,
      );
    }
    throw await commerceFailure(error, request, context);
  }
}

const FIELD_MESSAGE: Record<string, string> = {
  label: "checkout.quick_order.errors.file_label",
  articleNumber: "checkout.quick_order.errors.file_article",
  quantity: "checkout.quick_order.errors.file_quantity",
};

/** "Filen importerades inte … Rad 3: Märkningen får vara högst 60 tecken …" (at most five rows named). */
function refusedFileMessage(status: number, rows: RefusedRow[]): string {
  if (status === 413 || rows.length === 0) return serverT("checkout.quick_order.errors.file_content_too_large");
  const named = rows.slice(0, 5).map((r) =>
    serverT("checkout.quick_order.errors.file_row", {
      row: r.row,
      message: serverT(FIELD_MESSAGE[r.field] ?? "checkout.quick_order.errors.file_field", {
        max: CART_LABEL_MAX_LENGTH,
      }),
    }),
  );
  return [serverT("checkout.quick_order.errors.file_refused"), ...named].join(" ");
}

export const exportFormat = z.enum(["csv", "xlsx"]);
