/** The delivery step: what it shows (loader) and how its form is checked and saved (action). */
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { fieldName } from "./delivery-fields";
import { redirectWithToast, toastHeaders } from "~/platform/session/toast.server";
import { rememberZipCodes, zipCodeOf } from "@shop/domain/zip-codes";
import { methodMovedNotices, openDeliveryOptions } from "./delivery-choices.server";
import { fieldError, NEW_ADDRESS_FIELDS, NEW_ADDRESS_RULES, type FieldError } from "@shop/domain/delivery-form";
import { isDeliveryMethodId, PICKUP_DELIVERY_METHODS, ZIP_CODE_DELIVERY_METHODS } from "@shop/domain/delivery-options";
import { serverT } from "~/platform/i18n/catalogue.server";
import { verifyCsrf } from "~/platform/session/csrf.server";
import { moveLines } from "./cart-lines-client.server";
import {
  createAddress,
  listDeliveryAddresses,
  listPickupStores,
  type DeliveryAddress,
  type Store,
} from "./checkout-delivery-client.server";
import { loadCheckoutPage } from "./checkout-page.server";
import { readCheckoutChoices, readZipCodes, saveCheckoutChoices, type DeliveryChoice } from "./checkout-state.server";
import { CommerceError, messageKeyFor } from "~/platform/services/commerce-errors.server";
import { commerceFailure } from "~/platform/session/commerce-session.server";
import { checkoutStepDataLayer } from "./checkout-events.server";
import { CSRF_FIELD } from "~/platform/session/csrf";
import { formDataOr413 } from "~/platform/security/form-data.server";

export interface DeliveryStepDelivery {
  deliveryId: string;
  number: number;
  lineCount: number;
  requiresStore: boolean;
  requiresZipCode: boolean;
}

export interface DeliveryStepData {
  deliveries: DeliveryStepDelivery[];
  options: { id: string; name: string }[];
  stores: Store[];
  addresses: DeliveryAddress[];
  choices: Record<string, DeliveryChoice>;
  /** Deliveries the service moved because their method had closed. */
  notices: string[];
}

const STORE_METHODS = PICKUP_DELIVERY_METHODS;
const ZIP_METHODS = ZIP_CODE_DELIVERY_METHODS;

async function stepContext(request: Request, context: AppLoadContext) {
  const page = await loadCheckoutPage(request, context, { moveDates: false });
  const { transport } = page.commerce;
  try {
    const [visible, stores, addresses, choices, zipCodes] = await Promise.all([
      openDeliveryOptions(context, transport, { limited: page.viewer.denials.includes("EJ_ALLA_LEVERANSSATT") }),
      listPickupStores(transport),
      listDeliveryAddresses(transport),
      readCheckoutChoices(request, context),
      readZipCodes(request, context),
    ]);
    const deliveries = page.cart.deliveries
      .map((d, index) => ({ delivery: d, number: index + 1 }))
      .filter(({ delivery }) => delivery.isIncludedInOrder)
      .map(({ delivery, number }) => ({
        deliveryId: delivery.deliveryId,
        number,
        lineCount: delivery.lines.length,
        lineIds: delivery.lines.map((l) => l.cartItemId),
        requiresStore: STORE_METHODS.has(delivery.deliveryId),
        requiresZipCode: ZIP_METHODS.has(delivery.deliveryId),
      }));
    return {
      page,
      deliveries,
      options: visible.map((o) => ({ id: o.id, name: o.name })),
      stores,
      addresses: addresses.filter((a) => a.validForDelivery),
      choices,
      zipCodes,
    };
  } catch (error) {
    throw await commerceFailure(error, request, context);
  }
}

export async function loadDeliveryStep(request: Request, context: AppLoadContext) {
  const step = await stepContext(request, context);
  // A zip code delivery not yet chosen for starts from the code remembered for its method.
  const choices = { ...step.choices };
  for (const d of step.deliveries) {
    const remembered = zipCodeOf(step.zipCodes, d.deliveryId);
    if (d.requiresZipCode && remembered && !choices[d.deliveryId]?.zipCode)
      choices[d.deliveryId] = { ...choices[d.deliveryId], zipCode: remembered };
  }
  const value: DeliveryStepData = {
    deliveries: step.deliveries.map(({ lineIds: _lineIds, ...rest }) => rest),
    options: step.options,
    stores: step.stores,
    addresses: step.addresses,
    choices,
    notices: methodMovedNotices(step.page.movedMethods),
  };
  const dataLayer = checkoutStepDataLayer(
    context,
    "delivery",
    step.page.tracked,
    step.deliveries.map((d) => d.deliveryId),
  );
  return { value, headers: step.page.commerce.headers, dataLayer };
}

export interface DeliveryStepErrors {
  errors: Record<string, string>;
  values: Record<string, string>;
}

function message(error: FieldError): string {
  return serverT(error.key, error.params);
}

export async function handleDeliveryStep(request: Request, context: AppLoadContext) {
  const formData = await formDataOr413(request);
  verifyCsrf(formData, await context.session(), request);
  const step = await stepContext(request, context);
  const { transport } = step.page.commerce;
  const intent = String(formData.get("intent") ?? "save");
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };

  if (intent.startsWith("method:")) {
    const delivery = step.deliveries.find((d) => `method:${d.deliveryId}` === intent);
    const target = delivery ? text(fieldName.method(delivery.deliveryId)) : "";
    if (!delivery || !isDeliveryMethodId(target) || !step.options.some((o) => o.id === target)) {
      return data<DeliveryStepErrors>(
        {
          errors: {
            [delivery ? fieldName.method(delivery.deliveryId) : "form"]: serverT(
              "checkout.delivery.method_unavailable",
            ),
          },
          values: {},
        },
        { status: 400 },
      );
    }
    if (target !== delivery.deliveryId) {
      try {
        await moveLines(transport, step.page.cart.cartId, delivery.lineIds, target);
      } catch (error) {
        if (error instanceof CommerceError && error.kind !== "unauthorized") {
          // 422: the service refused the method (closed since the page was shown, or not this buyer's).
          const message =
            error.status === 422
              ? serverT("checkout.delivery.method_unavailable")
              : `${serverT("errors.occured")} ${serverT(messageKeyFor(error))}`;
          return data<DeliveryStepErrors>(
            {
              errors: { [fieldName.method(delivery.deliveryId)]: message },
              values: {},
            },
            { status: 400 },
          );
        }
        throw await commerceFailure(error, request, context);
      }
    }
    throw await redirectWithToast(request, context, "/delivery", {
      type: "success",
      message: serverT("checkout.delivery.method_changed"),
    });
  }

  const errors: Record<string, string> = {};
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string" && key !== CSRF_FIELD) values[key] = value;
  const choices: Record<string, DeliveryChoice> = {};
  const newAddresses: { deliveryId: string; fields: Record<string, string> }[] = [];
  for (const delivery of step.deliveries) {
    const id = delivery.deliveryId;
    if (delivery.requiresStore) {
      const storeId = text(fieldName.store(id));
      if (!step.stores.some((s) => s.id === storeId))
        errors[fieldName.store(id)] = serverT("checkout.delivery.store_required");
      else choices[id] = { storeId };
      continue;
    }
    const choice: DeliveryChoice = {};
    if (delivery.requiresZipCode) {
      const zip = text(fieldName.zip(id));
      const problem = fieldError(zip, { required: true, pattern: "postalCode" });
      if (problem) errors[fieldName.zip(id)] = message(problem);
      else choice.zipCode = zip.replace(/\s/g, "");
    }
    const address = text(fieldName.address(id));
    if (address === "new") {
      const fields: Record<string, string> = {};
      for (const field of NEW_ADDRESS_FIELDS) {
        const name = fieldName.newAddress(id, field);
        const problem = fieldError(text(name), NEW_ADDRESS_RULES[field]);
        if (problem) errors[name] = message(problem);
        fields[field] = text(name).trim();
      }
      newAddresses.push({ deliveryId: id, fields });
    } else if (step.addresses.some((a) => a.addressId === address)) {
      choice.addressId = address;
    } else {
      errors[fieldName.address(id)] = serverT("checkout.delivery.address_required");
    }
    choices[id] = choice;
  }
  if (Object.keys(errors).length > 0) return data<DeliveryStepErrors>({ errors, values }, { status: 400 });

  try {
    for (const { deliveryId, fields } of newAddresses) {
      const created = await createAddress(transport, {
        name: fields.name,
        recipientName: fields.recipientName,
        address1: fields.address1,
        address2: fields.address2,
        postalCode: fields.postalCode,
        postalAddress: fields.postalAddress,
        phone: fields.phone,
      });
      choices[deliveryId] = { ...choices[deliveryId], addressId: created.addressId };
    }
  } catch (error) {
    if (error instanceof CommerceError && error.kind === "bad_request") {
      return data<DeliveryStepErrors>(
        { errors: { form: `${serverT("errors.occured")} ${serverT("checkout.delivery.address_required")}` }, values },
        { status: 400 },
      );
    }
    throw await commerceFailure(error, request, context);
  }
  const entered = Object.fromEntries(
    Object.entries(choices).flatMap(([id, c]) => (c.zipCode ? [[id, c.zipCode] as const] : [])),
  );
  const { zipCodes, updated } = rememberZipCodes(step.zipCodes, entered);
  const headers = new Headers(step.page.commerce.headers);
  headers.append("Set-Cookie", await saveCheckoutChoices(request, context, choices, zipCodes));
  if (updated.length > 0) {
    const notice = updated.map((zipCode) => serverT("address.zip_code_has_been_updated_to", { zipCode })).join(" ");
    const toast = await toastHeaders(request, context, { type: "success", message: notice });
    toast.forEach((value, name) => headers.append(name, value));
  }
  throw redirect("/summary", { status: 303, headers });
}
