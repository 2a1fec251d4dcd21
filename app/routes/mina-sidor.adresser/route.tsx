import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AddressLines } from "~/features/account/address-card";
import { Field, FormMessage } from "~/ui/form-bits";
import { CsrfField } from "~/platform/session/csrf-field";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { useT } from "~/platform/i18n/i18n-provider";
import type { Address } from "~/features/account/account-addresses.server";
import { keepSession } from "~/platform/routing/signed-in.server";
import {
  handleAddressAction,
  loadAddressesPage,
  type AddressActionResult,
} from "~/features/account/addresses-page.server";
import type { AddressFieldErrors } from "~/features/account/address-form.server";

export const handle = { i18n: ["account-pages"] };

export const loader = keepSession(loadAddressesPage);

export const action = keepSession(({ request, context }: ActionFunctionArgs) => handleAddressAction(request, context));

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function AddressesPage() {
  const t = useT();
  const { q, addresses, total, editing, creating } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const showForm = creating || editing || result?.fieldErrors;
  return (
    <PageFrame title={t("account-pages.addresses.title")}>
      <FormMessage message={result?.message} />
      <Form method="get" role="search" className="inline-form">
        <label htmlFor="address-q">{t("account-pages.addresses.search")}</label>
        <input id="address-q" type="search" name="q" defaultValue={q} />
        <button type="submit">{t("account-pages.addresses.search_submit")}</button>
      </Form>
      <p role="status">{t("account-pages.addresses.count", { shown: addresses.length, count: total })}</p>
      {showForm ? (
        <AddressForm address={editing} result={result} />
      ) : (
        <p>
          <Link to="?ny=1">{t("account-pages.addresses.new")}</Link>
        </p>
      )}
      <ul className="card-list" aria-label={t("account-pages.addresses.list")}>
        {addresses.map((address) => (
          <AddressItem key={address.addressId} address={address} />
        ))}
      </ul>
    </PageFrame>
  );
}

function AddressItem({ address }: { address: Address }) {
  const t = useT();
  const heading = address.label || address.name || address.addressId;
  return (
    <li className="card">
      <h2>{heading}</h2>
      {address.preselected ? <p className="badge">{t("account-pages.addresses.preselected")}</p> : null}
      <AddressLines address={address} />
      {address.readOnly ? (
        <p className="muted">{t("account-pages.addresses.read_only")}</p>
      ) : (
        <div className="card__actions">
          <Link
            to={`?andra=${encodeURIComponent(address.addressId)}`}
            aria-label={t("account-pages.addresses.edit_named", { name: heading })}
          >
            {t("account-pages.addresses.edit")}
          </Link>
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="addressId" value={address.addressId} />
            <button
              type="submit"
              name="intent"
              value="delete"
              aria-label={t("account-pages.addresses.delete_named", { name: heading })}
            >
              {t("account-pages.addresses.delete")}
            </button>
          </Form>
        </div>
      )}
    </li>
  );
}

function AddressForm({ address, result }: { address: Address | null; result?: AddressActionResult }) {
  const t = useT();
  const errors = result?.fieldErrors ?? {};
  const value = (field: keyof Address & string) =>
    result?.values?.[field] ?? (address?.[field] as string | null | undefined) ?? "";
  const fields: [keyof AddressFieldErrors & keyof Address, string, string?][] = [
    ["label", "label"],
    ["name", "name", "organization"],
    ["recipientName", "recipient_name", "name"],
    ["address1", "address1", "address-line1"],
    ["address2", "address2", "address-line2"],
    ["address3", "address3", "address-line3"],
    ["postalCode", "postal_code", "postal-code"],
    ["postalAddress", "postal_address", "address-level2"],
    ["phone", "phone", "tel"],
  ];
  return (
    <Form method="post" noValidate className="address-form" aria-labelledby="address-form-title">
      <h2 id="address-form-title">
        {address ? t("account-pages.addresses.edit_title") : t("account-pages.addresses.new_title")}
      </h2>
      <CsrfField />
      {address ? <input type="hidden" name="addressId" value={address.addressId} /> : null}
      {fields.map(([name, key, autoComplete]) => (
        <Field
          key={name}
          id={`address-${name}`}
          name={name}
          label={t(`account-pages.addresses.fields.${key}`)}
          autoComplete={autoComplete}
          defaultValue={value(name)}
          error={errors[name]}
        />
      ))}
      <div className="field">
        <label htmlFor="address-country">{t("account-pages.addresses.fields.country")}</label>
        <select id="address-country" name="countryCode" defaultValue={address?.countryCode ?? "SE"}>
          <option value="SE">{t("account-pages.addresses.country.SE")}</option>
          <option value="AX">{t("account-pages.addresses.country.AX")}</option>
        </select>
      </div>
      <div className="choice">
        <input
          type="checkbox"
          id="address-preselected"
          name="preselected"
          defaultChecked={address?.preselected ?? false}
        />
        <label htmlFor="address-preselected">{t("account-pages.addresses.fields.preselected")}</label>
      </div>
      <button type="submit" name="intent" value={address ? "update" : "create"}>
        {t("account-pages.addresses.save")}
      </button>{" "}
      <Link to="/mina-sidor/adresser">{t("account-pages.cancel")}</Link>
    </Form>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
