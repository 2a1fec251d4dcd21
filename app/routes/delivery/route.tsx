import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { fieldName } from "~/components/checkout/delivery-field-names";
import { ErrorSummary, Field } from "~/components/checkout/field";
import { useCsrf } from "~/components/checkout/use-csrf";
import { GeneralErrorBoundary } from "~/components/error/general-error-boundary";
import { EmptyState, PageFrame } from "~/components/layout/page-frame";
import { NEW_ADDRESS_FIELDS } from "@shop/domain/delivery-form";
import { useFocusFirstInvalid } from "~/components/forms/use-focus-first-invalid";
import { useT } from "~/i18n/i18n-provider";
import { serverT } from "~/i18n/catalogue.server";
import { routeHandle } from "~/routing/route-handle";
import { handleDeliveryStep, loadDeliveryStep, type DeliveryStepErrors } from "./delivery-step.server";
import { refuseInPunchoutMode } from "~/services/commerce/punchout.server";

export const handle = routeHandle({ layout: "minimal", requiresAuth: true, isCheckoutPage: true });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await refuseInPunchoutMode(request, context);
  const { value, headers } = await loadDeliveryStep(request, context);
  return data({ title: serverT("routes.delivery.title"), ...value }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await refuseInPunchoutMode(request, context);
  return handleDeliveryStep(request, context);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

const NEW_FIELD_LABELS: Record<string, string> = {
  name: "checkout.delivery.name",
  recipientName: "checkout.delivery.recipient_name",
  address1: "checkout.delivery.address1",
  address2: "checkout.delivery.address2",
  postalCode: "checkout.delivery.postal_code",
  postalAddress: "checkout.delivery.postal_address",
  phone: "checkout.delivery.phone",
};

/** Checkout step 2: method, store or address per delivery. */
export default function DeliveryPage() {
  const t = useT();
  const { deliveries, options, stores, addresses, choices } = useLoaderData<typeof loader>();
  const actionData = useActionData<DeliveryStepErrors>();
  const navigation = useNavigation();
  const csrf = useCsrf();
  const formRef = useFocusFirstInvalid(actionData);
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};

  const labels: Record<string, string> = {};
  for (const d of deliveries) {
    labels[fieldName.method(d.deliveryId)] = `${t("checkout.delivery.method")} (${d.number})`;
    labels[fieldName.store(d.deliveryId)] = `${t("checkout.delivery.store")} (${d.number})`;
    labels[fieldName.zip(d.deliveryId)] = `${t("checkout.delivery.zip_code")} (${d.number})`;
    labels[fieldName.address(d.deliveryId)] = `${t("checkout.delivery.address")} (${d.number})`;
    for (const f of NEW_ADDRESS_FIELDS) labels[fieldName.newAddress(d.deliveryId, f)] = `${t(NEW_FIELD_LABELS[f])} (${d.number})`;
  }

  if (deliveries.length === 0) {
    return (
      <PageFrame title={t("routes.delivery.title")}>
        <EmptyState>{t("routes.delivery.empty")}</EmptyState>
        <Link to="/cart">{t("checkout.steps.back_to_cart")}</Link>
      </PageFrame>
    );
  }

  return (
    <PageFrame title={t("routes.delivery.title")}>
      <p>{t("checkout.delivery.intro")}</p>
      <Form method="post" ref={formRef} noValidate>
        <input type="hidden" name="csrf" value={csrf} />
        <ErrorSummary heading={t("checkout.delivery.errors_heading")} errors={errors} labels={labels} />
        {deliveries.map((delivery) => {
          const id = delivery.deliveryId;
          const choice = choices[id] ?? {};
          const selectedAddress = values[fieldName.address(id)] ?? choice.addressId ?? addresses.find((a) => a.preselected)?.addressId ?? "";
          const methodOptions = options.some((o) => o.id === id) ? options : [{ id, name: t(`checkout.method.${id}`) }, ...options];
          return (
            <fieldset key={id} className="checkout-delivery">
              <legend>{t("checkout.cart.delivery_heading", { number: delivery.number, method: t(`checkout.method.${id}`) })}</legend>
              <Field id={fieldName.method(id)} label={t("checkout.delivery.method")} error={errors[fieldName.method(id)]}>
                {(props) => (
                  <select {...props} name={fieldName.method(id)} defaultValue={id}>
                    {methodOptions.map((o) => (
                      <option key={o.id} value={o.id}>
                        {t(`checkout.method.${o.id}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <button type="submit" name="intent" value={`method:${id}`} formNoValidate>
                {t("checkout.delivery.change_method")}
              </button>
              {delivery.requiresStore ? (
                <Field id={fieldName.store(id)} label={t("checkout.delivery.store")} error={errors[fieldName.store(id)]}>
                  {(props) => (
                    <select {...props} name={fieldName.store(id)} defaultValue={values[fieldName.store(id)] ?? choice.storeId ?? ""} required>
                      <option value="">{t("checkout.delivery.choose_store")}</option>
                      {stores.map((s) => (
                        <option key={s.id} value={s.id}>
                          {s.name}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              ) : (
                <>
                  {delivery.requiresZipCode ? (
                    <Field id={fieldName.zip(id)} label={t("checkout.delivery.zip_code")} error={errors[fieldName.zip(id)]}>
                      {(props) => <input {...props} name={fieldName.zip(id)} inputMode="numeric" autoComplete="postal-code" defaultValue={values[fieldName.zip(id)] ?? choice.zipCode ?? ""} required />}
                    </Field>
                  ) : null}
                  <fieldset
                    className="address-choice"
                    aria-invalid={errors[fieldName.address(id)] ? true : undefined}
                    aria-describedby={errors[fieldName.address(id)] ? `${fieldName.address(id)}-error` : undefined}
                  >
                    <legend>{t("checkout.delivery.address")}</legend>
                    {errors[fieldName.address(id)] ? (
                      <p id={`${fieldName.address(id)}-error`} className="field-error">
                        {errors[fieldName.address(id)]}
                      </p>
                    ) : null}
                    {addresses.map((a, index) => (
                      <div key={a.addressId}>
                        <input
                          type="radio"
                          id={index === 0 ? fieldName.address(id) : `${fieldName.address(id)}-${a.addressId}`}
                          name={fieldName.address(id)}
                          value={a.addressId}
                          defaultChecked={selectedAddress === a.addressId}
                        />
                        <label htmlFor={index === 0 ? fieldName.address(id) : `${fieldName.address(id)}-${a.addressId}`}>
                          {[a.label || a.name, a.recipientName || t("checkout.delivery.recipient_missing"), a.address1 || t("checkout.delivery.address_missing"), `${a.postalCode} ${a.postalAddress}`].join(", ")}
                        </label>
                      </div>
                    ))}
                    <div>
                      <input type="radio" id={`${fieldName.address(id)}-new`} name={fieldName.address(id)} value="new" defaultChecked={selectedAddress === "new"} />
                      <label htmlFor={`${fieldName.address(id)}-new`}>{t("checkout.delivery.new_address")}</label>
                    </div>
                    <fieldset className="new-address">
                      <legend>{t("checkout.delivery.new_address")}</legend>
                      {NEW_ADDRESS_FIELDS.map((f) => {
                        const name = fieldName.newAddress(id, f);
                        return (
                          <Field key={f} id={name} label={t(NEW_FIELD_LABELS[f])} error={errors[name]}>
                            {(props) => <input {...props} name={name} defaultValue={values[name] ?? ""} maxLength={f === "postalCode" ? 6 : undefined} />}
                          </Field>
                        );
                      })}
                    </fieldset>
                  </fieldset>
                </>
              )}
            </fieldset>
          );
        })}
        <p className="checkout-step-actions">
          <Link to="/cart">{t("checkout.steps.back_to_cart")}</Link>{" "}
          <button type="submit" name="intent" value="save" className="button-primary" disabled={navigation.state === "submitting"}>
            {t("checkout.steps.to_summary")}
          </button>
        </p>
      </Form>
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
