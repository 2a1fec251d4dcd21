import { useId } from "react";
import { useT } from "~/platform/i18n/i18n-provider";

export interface DeliveryChoice {
  id: string;
  name: string;
  /** Preselected: the buyer's default delivery (where the service puts a line without one). */
  isDefault?: boolean;
}

/**
 * The product page's delivery method for its add-to-cart form (field deliveryId): only methods open now, the
 * buyer's default preselected. Its own module, so product cards (also on `/`) never carry it.
 */
export function DeliveryField({ options }: { options: readonly DeliveryChoice[] }) {
  const t = useT();
  const id = useId();
  return (
    <div className="add-to-cart__field">
      <label htmlFor={`${id}-delivery`}>{t("catalogue.cart.delivery_method")}</label>
      <select id={`${id}-delivery`} name="deliveryId" defaultValue={options.find((o) => o.isDefault)?.id ?? ""}>
        <option value="">{t("catalogue.cart.choose_delivery")}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}
