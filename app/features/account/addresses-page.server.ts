/** The addresses page: what it lists and what its forms do. */
import { data, redirect, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { searchAddresses } from "@shop/domain/address-search";
import { serverT } from "~/platform/i18n/catalogue.server";
import { toastHeaders } from "~/platform/session/toast.server";
import { createAddress, deleteAddress, listAddresses, updateAddress } from "./account-addresses.server";
import { attempt, loadOrFail, readAccountForm, requireCommerce } from "~/platform/routing/signed-in.server";
import { parseAddressForm, type AddressFieldErrors } from "./address-form.server";

/** The customer's addresses, searched by ?q=, with the one being edited (?andra=) or a new one (?ny). */
export async function loadAddressesPage({ request, context }: LoaderFunctionArgs) {
  const commerce = await requireCommerce(request, context);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const all = await loadOrFail(request, context, () => listAddresses(commerce.transport));
  const editId = url.searchParams.get("andra");
  return {
    title: serverT("account-pages.addresses.title"),
    q,
    addresses: searchAddresses(all, q),
    total: all.length,
    editing: editId ? (all.find((a) => a.addressId === editId && !a.readOnly) ?? null) : null,
    creating: url.searchParams.has("ny"),
  };
}

export type AddressActionResult = {
  message: string;
  fieldErrors?: AddressFieldErrors;
  values?: Record<string, string>;
};

/** Creates, updates or deletes one of the customer's addresses, then back to the list with a toast. */
export async function handleAddressAction(request: Request, context: AppLoadContext) {
  const { formData, commerce } = await readAccountForm(request, context);
  const intent = formData.get("intent");
  const addressId = String(formData.get("addressId") ?? "");
  const done = async (key: string) =>
    redirect("/mina-sidor/adresser", {
      status: 303,
      headers: await toastHeaders(request, context, { type: "success", message: serverT(key) }),
    });
  if (intent === "delete") {
    const result = await attempt(request, context, () => deleteAddress(commerce.transport, addressId));
    return result.ok
      ? done("account-pages.addresses.deleted")
      : data<AddressActionResult>(
          {
            message: result.error.kind === "forbidden" ? serverT("account-pages.addresses.read_only") : result.message,
          },
          { status: result.error.status ?? 400 },
        );
  }
  if (intent !== "create" && intent !== "update")
    return data<AddressActionResult>({ message: serverT("account-pages.unknown_action") }, { status: 400 });
  const parsed = parseAddressForm(formData);
  if (!parsed.ok)
    return data<AddressActionResult>(
      { message: serverT("account-pages.form_errors"), fieldErrors: parsed.fieldErrors, values: parsed.values },
      { status: 400 },
    );
  const result = await attempt(request, context, () =>
    intent === "create"
      ? createAddress(commerce.transport, parsed.value)
      : updateAddress(commerce.transport, addressId, parsed.value),
  );
  if (result.ok)
    return done(intent === "create" ? "account-pages.addresses.created" : "account-pages.addresses.updated");
  const message =
    result.error.kind === "forbidden"
      ? serverT("account-pages.addresses.read_only")
      : result.error.kind === "bad_request"
        ? serverT("account-pages.addresses.errors.rejected")
        : result.message;
  return data<AddressActionResult>({ message }, { status: result.error.status ?? 400 });
}
