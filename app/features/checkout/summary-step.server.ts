/** The summary step: the order to confirm (loader) and placing it exactly once (action). */
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { redirectWithToast } from "~/platform/session/toast.server";
import { fieldError, ORDER_DETAIL_RULES } from "@shop/domain/delivery-form";
import { isDeliveryMethodId, PICKUP_DELIVERY_METHODS } from "@shop/domain/delivery-options";
import { serverT } from "~/platform/i18n/catalogue.server";
import { verifyCsrf } from "~/platform/session/csrf.server";
import type { CartDeliveryView } from "./cart-view";
import { listDeliveryAddresses, listPickupStores } from "./checkout-delivery-client.server";
import { CHECKOUT_STILL_RUNNING } from "@shop/contract/commerce/checkout";
import { placeOrder, validateCustomerOrderNumber, type OrderDetails } from "./checkout-order-client.server";
import { loadCheckoutPage } from "./checkout-page.server";
import { readCheckoutChoices, savePlacedOrder, type DeliveryChoice } from "./checkout-state.server";
import { CommerceError, messageKeyFor } from "~/platform/services/commerce-errors.server";
import { commerceFailure } from "~/platform/session/commerce-session.server";
import { purchaseEvents } from "@shop/domain/behaviour-events";
import { recordBehaviour } from "~/features/tracking/index.server";
import { rememberPurchases } from "./purchase-report.server";
import { checkoutStepDataLayer } from "./checkout-events.server";
import { formDataOr413 } from "~/platform/security/form-data.server";
import { failedDeliveryReasons, failedDeliveryText } from "./order-failures.server";
import { checkoutPurchasing } from "~/features/project-budget/index.server";
import {
  checkoutReferenceRules,
  referenceErrorOf,
  referenceFieldErrors,
} from "~/features/order-references/index.server";

const STORE_METHODS = PICKUP_DELIVERY_METHODS;

export interface SummaryDelivery extends CartDeliveryView {
  number: number;
  storeName: string | null;
  address: {
    name: string;
    recipientName: string | null;
    address1: string;
    postalCode: string;
    postalAddress: string;
  } | null;
  zipCode: string | null;
  /** The choices as rendered, posted back so a repeat of the post can send the very same body. */
  addressId: string | null;
  storeId: string | null;
}

function isComplete(delivery: CartDeliveryView, choice: DeliveryChoice | undefined): boolean {
  if (!choice) return false;
  return STORE_METHODS.has(delivery.deliveryId) ? Boolean(choice.storeId) : Boolean(choice.addressId);
}

async function summaryContext(request: Request, context: AppLoadContext) {
  const page = await loadCheckoutPage(request, context);
  const choices = await readCheckoutChoices(request, context);
  const included = page.cart.deliveries
    .map((d, index) => ({ ...d, number: index + 1 }))
    .filter((d) => d.isIncludedInOrder);
  if (included.length === 0)
    throw await redirectWithToast(request, context, "/cart", {
      type: "info",
      message: serverT("checkout.summary.nothing_to_order"),
    });
  if (included.some((d) => !isComplete(d, choices[d.deliveryId]))) {
    throw await redirectWithToast(request, context, "/delivery", {
      type: "info",
      message: serverT("checkout.summary.incomplete"),
    });
  }
  return { page, choices, included };
}

export async function loadSummaryStep(request: Request, context: AppLoadContext) {
  const { page, choices, included } = await summaryContext(request, context);
  try {
    const [stores, addresses, references, purchasing] = await Promise.all([
      listPickupStores(page.commerce.transport),
      listDeliveryAddresses(page.commerce.transport),
      checkoutReferenceRules(page.commerce.transport, page.viewer.customerId),
      checkoutPurchasing(page.commerce.transport, page.cart.cartId),
    ]);
    const deliveries: SummaryDelivery[] = included.map((d) => {
      const choice = choices[d.deliveryId] ?? {};
      const address = addresses.find((a) => a.addressId === choice.addressId);
      return {
        ...d,
        storeName: stores.find((s) => s.id === choice.storeId)?.name ?? null,
        address: address
          ? {
              name: address.name,
              recipientName: address.recipientName,
              address1: address.address1,
              postalCode: address.postalCode,
              postalAddress: address.postalAddress,
            }
          : null,
        zipCode: choice.zipCode ?? null,
        addressId: choice.addressId ?? null,
        storeId: choice.storeId ?? null,
      };
    });
    return {
      value: {
        deliveries,
        totals: page.viewer.noPrices ? null : page.cart.totals,
        noPrices: page.viewer.noPrices,
        canOrder: !page.viewer.denials.includes("EJ_ORDER"),
        cartId: page.cart.cartId,
        // "Er referens" and the cost centre as the customer requires them (docs/purchasing-controls.md).
        references,
        // The buyer's limits and project budget, and whether this order goes to approval (docs/purchasing-controls.md).
        purchasing,
        // One key per rendered form: repeats of this form's post place the order once.
        idempotencyKey: `chk-${crypto.randomUUID()}`,
      },
      headers: page.commerce.headers,
      dataLayer: checkoutStepDataLayer(
        context,
        "summary",
        page.tracked,
        included.map((d) => d.deliveryId),
      ),
    };
  } catch (error) {
    throw await commerceFailure(error, request, context);
  }
}

export interface SummaryErrors {
  errors: Record<string, string>;
  values: Record<string, string>;
}

const KEY_PATTERN = /^[A-Za-z0-9_:.-]{8,100}$/;

export async function handleSummaryStep(request: Request, context: AppLoadContext) {
  const formData = await formDataOr413(request);
  verifyCsrf(formData, await context.session(), request);
  const page = await loadCheckoutPage(request, context);
  const choices = await readCheckoutChoices(request, context);
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = {
    customerOrderNumber: text("customerOrderNumber"),
    reference: text("reference"),
    costCentre: text("costCentre"),
    message: text("message"),
    email: text("email"),
    sendReceipt: text("sendReceipt"),
  };
  if (page.viewer.denials.includes("EJ_ORDER")) {
    return data<SummaryErrors>(
      { errors: { form: serverT("checkout.summary.no_order_right") }, values },
      { status: 403 },
    );
  }
  const key = text("idempotencyKey");
  if (!KEY_PATTERN.test(key))
    return data<SummaryErrors>({ errors: { form: serverT("errors.invalid_order") }, values }, { status: 400 });
  const included = page.cart.deliveries.filter((d) => d.isIncludedInOrder);
  const posted = formData.getAll("deliveryId").filter(isDeliveryMethodId);
  const { transport } = page.commerce;
  // A repeat of a post that already ordered everything finds an empty cart: the service answers the
  // stored result for this form's key, so the buyer lands on the same success page.
  const replay = included.length === 0 && posted.length > 0;
  if (!replay) {
    if (included.length === 0)
      throw await redirectWithToast(request, context, "/cart", {
        type: "info",
        message: serverT("checkout.summary.nothing_to_order"),
      });
    if (included.some((d) => !isComplete(d, choices[d.deliveryId]))) {
      throw await redirectWithToast(request, context, "/delivery", {
        type: "info",
        message: serverT("checkout.summary.incomplete"),
      });
    }
  }
  const errors: Record<string, string> = {};
  for (const field of Object.keys(ORDER_DETAIL_RULES) as (keyof typeof ORDER_DETAIL_RULES)[]) {
    const problem = fieldError(values[field], ORDER_DETAIL_RULES[field]);
    if (problem) errors[field] = serverT(problem.key, problem.params);
  }
  const orderNumber = values.customerOrderNumber.trim();
  // The customer's order reference rule, checked here so the buyer reads it by the field; the service enforces it.
  if (!replay)
    for (const [field, message] of Object.entries(
      referenceFieldErrors(await checkoutReferenceRules(transport, page.viewer.customerId), values),
    ))
      errors[field] ??= message;
  try {
    if (orderNumber && !errors.customerOrderNumber && !replay) {
      const check = await validateCustomerOrderNumber(transport, orderNumber);
      if (!check.valid) {
        errors.customerOrderNumber = serverT(
          check.usedByOrderId ? "checkout.summary.order_number_used" : "checkout.summary.order_number_invalid",
        );
      }
    }
    if (Object.keys(errors).length > 0) return data<SummaryErrors>({ errors, values }, { status: 400 });
    const orderDetails: Record<string, OrderDetails> = {};
    // A replay (the cart is ordered and the choices may be gone) rebuilds the first post's body from the form's
    // hidden fields: the service answers 422 to the same key with another body. The service validates them.
    const postedField = (name: string, deliveryId: string) => text(`${name}.${deliveryId}`) || null;
    const postedDelivery = (deliveryId: string) => ({
      deliveryId,
      requestedDeliveryDate: postedField("requestedDeliveryDate", deliveryId),
    });
    for (const delivery of replay ? posted.map(postedDelivery) : included) {
      const choice: DeliveryChoice = replay
        ? {
            addressId: postedField("addressId", delivery.deliveryId) ?? undefined,
            storeId: postedField("storeId", delivery.deliveryId) ?? undefined,
            zipCode: postedField("zipCode", delivery.deliveryId) ?? undefined,
          }
        : (choices[delivery.deliveryId] ?? {});
      orderDetails[delivery.deliveryId] = {
        customerOrderNumber: orderNumber || null,
        reference: values.reference.trim() || null,
        costCentre: values.costCentre.trim() || null,
        message: values.message.trim() || null,
        addressId: choice.addressId ?? null,
        storeId: choice.storeId ?? null,
        requestedDeliveryDate: delivery.requestedDeliveryDate,
        email: values.email.trim() || null,
        zipCode: choice.zipCode ?? null,
      };
    }
    const results = await placeOrder(transport, page.cart.cartId, key, orderDetails, values.sendReceipt === "on");
    const placed = results
      .filter((r) => r.success)
      .map((r) => ({ deliveryId: r.deliveryId, orderNumber: r.tempOrderId ?? r.orderId ?? "" }));
    // Over the buyer's order limit the service places nothing and submits the order for approval instead.
    const awaiting = results.flatMap((r) =>
      !r.success && r.approvalId ? [{ deliveryId: r.deliveryId, approvalId: r.approvalId }] : [],
    );
    const failed = results
      .filter((r) => !r.success && !r.approvalId)
      // The buyer's reason per delivery (each refused line and why), for the success page beside the orders placed.
      .map((r) => {
        const reason = failedDeliveryReasons(r).join(" ");
        return { deliveryId: r.deliveryId, messages: r.errors.map((e) => e.code), ...(reason ? { reason } : {}) };
      });
    if (placed.length === 0 && awaiting.length === 0) {
      if (replay)
        throw await redirectWithToast(request, context, "/cart", {
          type: "info",
          message: serverT("checkout.summary.nothing_to_order"),
        });
      // Spec section 4: a failed order sends the buyer to the start page; the cart is untouched. A delivery the
      // purchase rule refused says which lines and why: trying again later would not help.
      const reasons = results.flatMap((r) => failedDeliveryText(r) ?? []);
      throw await redirectWithToast(request, context, "/", {
        type: "error",
        message: reasons.length
          ? `${serverT("errors.invalid_order")} ${reasons.join(" ")}`
          : `${serverT("errors.occured")} ${serverT("errors.invalid_order")} ${serverT("errors.try_again_later")}`,
      });
    }
    const headers = new Headers(page.commerce.headers);
    headers.append("Set-Cookie", await savePlacedOrder(request, context, { placed, failed, awaiting, at: Date.now() }));
    // A replay's lines are gone and its purchase was recorded by the first post.
    if (!replay) recordPurchases(request, context, page, placed, included).forEach((v, n) => headers.append(n, v));
    await rememberPurchases(headers, request, context, placed, page.tracked);
    throw redirect("/checkout-success-page", { status: 303, headers });
  } catch (error) {
    if (error instanceof CommerceError && error.kind !== "unauthorized" && error.kind !== "invalid_token") {
      // The service refused the order reference rule (it changed since the page was read): nothing was ordered and
      // the cart is as it was; the buyer reads why by the field.
      const referenceErrors = error.status === 422 ? referenceErrorOf(error.serviceMessage) : null;
      if (referenceErrors) return data<SummaryErrors>({ errors: referenceErrors, values }, { status: 422 });
      if (error.status === 409 && error.serviceMessage === CHECKOUT_STILL_RUNNING) {
        // The first post of this form is still running: its result is what the buyer gets on retry.
        return data<SummaryErrors>({ errors: { form: serverT("checkout.summary.placing") }, values }, { status: 409 });
      }
      if (error.status === 409)
        // A quote in the cart can no longer be ordered (ordered from another cart, expired, not yet valid): nothing
        // was ordered and the cart is as it was. Quote errors are shown as the service words them (spec section 8).
        throw await redirectWithToast(request, context, "/cart", {
          type: "error",
          message: error.serviceMessage ?? serverT("errors.invalid_order"),
        });
      throw await redirectWithToast(request, context, "/", {
        type: "error",
        message: `${serverT("errors.occured")} ${serverT(error.kind === "bad_request" ? "errors.invalid_order" : messageKeyFor(error))} ${serverT("errors.try_again_later")}`,
      });
    }
    throw await commerceFailure(error, request, context);
  }
}

/** One purchase event per line of each placed order, carrying the order number the buyer sees. */
function recordPurchases(
  request: Request,
  context: AppLoadContext,
  page: Awaited<ReturnType<typeof loadCheckoutPage>>,
  placed: { deliveryId: string; orderNumber: string }[],
  deliveries: CartDeliveryView[],
): Headers {
  const events = placed
    .filter((order) => order.orderNumber !== "")
    .flatMap((order) =>
      purchaseEvents(order.orderNumber, deliveries.find((d) => d.deliveryId === order.deliveryId)?.lines ?? []),
    );
  return recordBehaviour(request, context, events, page.commerce);
}
