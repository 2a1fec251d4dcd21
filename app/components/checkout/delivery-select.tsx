import { DELIVERY_METHOD_IDS } from "@shop/domain/delivery-options";
import { useT } from "~/i18n/i18n-provider";

/** The delivery method the quick order's lines go to (field name deliveryId), the buyer's default preselected. */
export function DeliverySelect({ id, defaultId = "DBI" }: { id: string; defaultId?: string }) {
  const t = useT();
  return (
    <div className="form-field">
      <label htmlFor={id}>{t("checkout.quick_order.delivery")}</label>
      <select id={id} name="deliveryId" defaultValue={defaultId}>
        {DELIVERY_METHOD_IDS.map((m) => (
          <option key={m} value={m}>
            {t(`checkout.method.${m}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
