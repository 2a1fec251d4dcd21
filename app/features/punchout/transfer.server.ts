/**
 * The punch-out hand-over: the cart as OCI fields for the form the browser posts to HOOK_URL.
 * The cart is deleted as soon as the hand-over page is built: the page exists only to post it,
 * and a buyer who comes back starts with a fresh cart (docs/decisions.md).
 */
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import {
  ociExportRules,
  ociFormFields,
  type OciCartLine,
  type OciFormField,
  type OciOrderReferences,
} from "@shop/domain/oci-export";
import { checkoutReferenceRules, referenceFieldErrors } from "~/features/order-references/index.server";
import { orderMessageDocument } from "@shop/domain/cxml-documents";
import { sekToOre } from "@shop/domain/money";
import { serverT } from "~/platform/i18n/catalogue.server";
import { loginPathFor } from "~/platform/routing/guards.server";
import { getSession } from "~/platform/session/session.server";
import { verifyCsrf } from "~/platform/session/csrf.server";
import { cartDeletedSchema, ociCartSchema, type OciCartItem } from "@shop/contract/commerce/cart";
import { graphqlAnswerSchema } from "@shop/contract/commerce/graphql";
import { OCI_CART_QUERY } from "@shop/contract/commerce/queries";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";
import { punchoutDeliveryOption, punchoutStateOf, type CxmlSession } from "~/platform/session/punchout-mode.server";
import { commerceFailure } from "~/platform/session/commerce-session.server";
import { formDataOr413 } from "~/platform/security/form-data.server";
import type { TransferFormState } from "./transfer-cart-form";
import type { OrderReferenceRules } from "@shop/domain/order-references";

async function loadOciCart(transport: CommerceTransport) {
  const answer = await commerceCall(transport, {
    path: "graphql",
    body: { query: OCI_CART_QUERY, variables: {} },
    schema: graphqlAnswerSchema(ociCartSchema),
    service: "cart",
  });
  if (answer.errors?.length || !answer.data)
    throw new CommerceError("invalid_response", 200, answer.errors?.[0]?.message ?? "no data", "cart");
  return answer.data.getCartWithVariants;
}

function deleteCart(transport: CommerceTransport, cartId: string) {
  return commerceCall(transport, {
    method: "PUT",
    path: `v2/cart/${encodeURIComponent(cartId)}/status`,
    body: { status: "DELETED" },
    schema: cartDeletedSchema,
    service: "cart",
  });
}

/** One cart item as the export sees it; prices only where the buyer may see them. */
export function ociLineOf(item: OciCartItem, options: { centralStorageId: string; noPrices: boolean }): OciCartLine {
  const price =
    options.noPrices || !item.price || item.price.askForPrice || item.price.netPrice === null
      ? null
      : item.price.netPrice;
  const central = item.stock?.locations.find((l) => l.locationId === options.centralStorageId);
  return {
    articleNumber: item.articleNumber,
    description: item.variant?.name ?? item.articleNumber,
    quantity: item.quantity,
    unit: item.variant?.webSalesUnit.unit ?? null,
    netPriceOre: price === null ? null : sekToOre(price),
    ssg: item.variant?.attributes.find((a) => a.attributeName.toUpperCase() === "SSG")?.attributeValue ?? null,
    centralAvailableFromDays: central?.availableFromDays ?? null,
    label: item.label,
    materialGroup: item.variant?.materialGroup ?? null,
  };
}

export type TransferResult =
  | {
      ok: true;
      protocol: "oci";
      hookUrl: string;
      target: string;
      okCode: string;
      caller: string;
      fields: OciFormField[];
      lineCount: number;
    }
  | {
      ok: true;
      protocol: "cxml";
      hookUrl: string;
      target: string;
      /** The PunchOutOrderMessage, posted as the form field cxml-urlencoded. */
      cxml: string;
      inspect: boolean;
      lineCount: number;
    }
  | { ok: false; message: string; form?: TransferFormState };

/** The cXML hand-over of the lines: the PunchOutOrderMessage for the session's setup request. */
function cxmlHandOver(
  request: Request,
  cxml: CxmlSession,
  lines: OciCartLine[],
  brandName: string,
  references: OciOrderReferences,
) {
  return orderMessageDocument({
    payloadId: `${Date.now()}.${crypto.randomUUID()}@${new URL(request.url).hostname}`,
    timestamp: new Date().toISOString(),
    parties: { from: cxml.from, to: cxml.to },
    buyerCookie: cxml.buyerCookie,
    operation: cxml.operation,
    lines,
    userAgent: `${brandName} punch-out`,
    references,
  });
}

/** OCI defaults for the control fields sent back: add the items, to the frame the system asked for. */
const OK_CODE = "ADDI";
const CALLER = "CTLG";

/**
 * POST /punchout/overfor: checks CSRF and the punch-out mode, builds the OCI fields from the cart,
 * deletes the cart and returns what the hand-over page renders. A failure keeps the cart and
 * answers errors.internal_server_error.
 */
export async function transferCart(request: Request, context: AppLoadContext) {
  const formData = await formDataOr413(request);
  const session = await getSession(request, context);
  verifyCsrf(formData, session, request);
  const state = punchoutStateOf(session);
  if (!state)
    return data<TransferResult>({ ok: false, message: serverT("errors.punchout.not_punchout") }, { status: 403 });
  const commerce = await context.commerce();
  if (!commerce.viewer) throw redirect(loginPathFor(request), 303);
  const fail = (status: number, message = serverT("errors.internal_server_error")) =>
    data<TransferResult>({ ok: false, message }, { status, headers: commerce.headers });
  try {
    const [cart, brand, rules] = await Promise.all([
      loadOciCart(commerce.transport),
      context.brand(),
      checkoutReferenceRules(commerce.transport, commerce.viewer.customerId),
    ]);
    if (cart.items.length === 0) return fail(400, serverT("errors.punchout.empty_cart"));
    // The customer's order reference rule applies to a hand-over as to a checkout; refused, the cart stays.
    const text = (name: string) => {
      const value = formData.get(name);
      return typeof value === "string" ? value.trim() : "";
    };
    const given = { reference: text("reference"), costCentre: text("costCentre") };
    const errors = referenceFieldErrors(rules, given);
    // Refused, the form comes back with what was typed and each error beside its field.
    if (Object.keys(errors).length)
      return data<TransferResult>(
        { ok: false, message: Object.values(errors).join(" "), form: { rules, errors, values: given } },
        { status: 400, headers: commerce.headers },
      );
    const costCentre = given.costCentre
      ? (rules.costCentres.find((c) => c.code.toLocaleUpperCase("sv") === given.costCentre.toLocaleUpperCase("sv"))
          ?.code ?? given.costCentre)
      : null;
    const references: OciOrderReferences = { reference: given.reference || null, costCentre };
    const lines = cart.items.map((item) =>
      ociLineOf(item, { centralStorageId: brand.centralStorageId, noPrices: commerce.viewer!.noPrices }),
    );
    if (state.cxml) {
      const cxml = cxmlHandOver(request, state.cxml, lines, brand.name, references);
      await deleteCart(commerce.transport, cart.cartId);
      return data<TransferResult>(
        {
          ok: true,
          protocol: "cxml",
          hookUrl: state.hookUrl,
          target: state.oci.target,
          cxml,
          inspect: state.cxml.operation === "inspect",
          lineCount: lines.length,
        },
        { headers: commerce.headers },
      );
    }
    const fields = ociFormFields(
      lines,
      ociExportRules({ exportProfile: state.exportProfile, company: state.company }),
      references,
    );
    await deleteCart(commerce.transport, cart.cartId);
    return data<TransferResult>(
      {
        ok: true,
        protocol: "oci",
        hookUrl: state.hookUrl,
        target: state.oci.target,
        okCode: state.oci.okCode ?? OK_CODE,
        caller: CALLER,
        fields,
        lineCount: lines.length,
      },
      { headers: commerce.headers },
    );
  } catch (error) {
    if (error instanceof CommerceError && error.kind !== "unauthorized" && error.kind !== "invalid_token") {
      console.error(`punchout transfer failed: ${error.message}`);
      return fail(error.status === 400 ? 400 : 502);
    }
    throw await commerceFailure(error, request, context);
  }
}

/** The customer's order reference rule for the cart page's transfer form; null outside punch-out mode. */
export async function transferReferenceRules(
  request: Request,
  context: AppLoadContext,
): Promise<OrderReferenceRules | null> {
  const [punchout, commerce] = await Promise.all([punchoutDeliveryOption(request, context), context.commerce()]);
  if (!punchout || !commerce.viewer) return null;
  return checkoutReferenceRules(commerce.transport, commerce.viewer.customerId);
}
