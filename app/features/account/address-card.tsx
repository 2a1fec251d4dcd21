import type { AddressText } from "@shop/domain/address-search";
import { useT } from "~/platform/i18n/i18n-provider";

export type AddressLike = AddressText;

/** An address as delivery shows it (spec section 3): the recipient and address2 say when they are missing. */
export function AddressLines({ address }: { address: AddressLike }) {
  const t = useT();
  return (
    <address className="address">
      {address.name ? <span>{address.name}</span> : null}
      <span>{address.recipientName || t("account-pages.addresses.recipient_missing")}</span>
      {address.address1 ? <span>{address.address1}</span> : null}
      <span>{address.address2 || t("account-pages.addresses.address_missing")}</span>
      {address.address3 ? <span>{address.address3}</span> : null}
      <span>
        {address.postalCode} {address.postalAddress}
      </span>
    </address>
  );
}
