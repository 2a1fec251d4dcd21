import type { ReactNode } from "react";
import { NEW_ADDRESS_FIELDS } from "@shop/domain/delivery-form";
import { useT } from "~/platform/i18n/i18n-provider";
import type { DeliveryChoice } from "./checkout-state.server";
import type { DeliveryAddress } from "./checkout-delivery-client.server";
import { fieldName } from "./delivery-fields";
import { Field } from "~/ui/field";

export const NEW_FIELD_LABELS: Record<string, string> = {
  name: "checkout.delivery.name",
  recipientName: "checkout.delivery.recipient_name",
  address1: "checkout.delivery.address1",
  address2: "checkout.delivery.address2",
  postalCode: "checkout.delivery.postal_code",
  postalAddress: "checkout.delivery.postal_address",
  phone: "checkout.delivery.phone",
};

export interface DeliveryFieldsetProps {
  delivery: { deliveryId: string; number: number; requiresStore: boolean; requiresZipCode: boolean };
  options: { id: string; name: string }[];
  stores: { id: string; name: string }[];
  addresses: DeliveryAddress[];
  choice: DeliveryChoice;
  errors: Record<string, string>;
  values: Record<string, string>;
}

/** One delivery of the checkout's delivery step: its method, and the store or the address it goes to. */
export function DeliveryFieldset({
  delivery,
  options,
  stores,
  addresses,
  choice,
  errors,
  values,
}: DeliveryFieldsetProps): ReactNode {
  const t = useT();
  const id = delivery.deliveryId;
  const selectedAddress =
    values[fieldName.address(id)] ?? choice.addressId ?? addresses.find((a) => a.preselected)?.addressId ?? "";
  const methodOptions = options.some((o) => o.id === id)
    ? options
    : [{ id, name: t(`checkout.method.${id}`) }, ...options];
  return (
    <fieldset className="checkout-delivery">
      <legend>
        {t("checkout.cart.delivery_heading", { number: delivery.number, method: t(`checkout.method.${id}`) })}
      </legend>
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
            <select
              {...props}
              name={fieldName.store(id)}
              defaultValue={values[fieldName.store(id)] ?? choice.storeId ?? ""}
              required
            >
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
              {(props) => (
                <input
                  {...props}
                  name={fieldName.zip(id)}
                  inputMode="numeric"
                  autoComplete="postal-code"
                  defaultValue={values[fieldName.zip(id)] ?? choice.zipCode ?? ""}
                  required
                />
              )}
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
                  {[
                    a.label || a.name,
                    a.recipientName || t("checkout.delivery.recipient_missing"),
                    a.address1 || t("checkout.delivery.address_missing"),
                    `${a.postalCode} ${a.postalAddress}`,
                  ].join(", ")}
                </label>
              </div>
            ))}
            <div>
              <input
                type="radio"
                id={`${fieldName.address(id)}-new`}
                name={fieldName.address(id)}
                value="new"
                defaultChecked={selectedAddress === "new"}
              />
              <label htmlFor={`${fieldName.address(id)}-new`}>{t("checkout.delivery.new_address")}</label>
            </div>
            <fieldset className="new-address">
              <legend>{t("checkout.delivery.new_address")}</legend>
              {NEW_ADDRESS_FIELDS.map((f) => {
                const name = fieldName.newAddress(id, f);
                return (
                  <Field key={f} id={name} label={t(NEW_FIELD_LABELS[f])} error={errors[name]}>
                    {(props) => (
                      <input
                        {...props}
                        name={name}
                        defaultValue={values[name] ?? ""}
                        maxLength={f === "postalCode" ? 6 : undefined}
                      />
                    )}
                  </Field>
                );
              })}
            </fieldset>
          </fieldset>
        </>
      )}
    </fieldset>
  );
}
