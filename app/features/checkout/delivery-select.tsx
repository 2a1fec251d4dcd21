import { DELIVERY_METHOD_IDS } from "@shop/domain/delivery-options";
import { useT } from "~/platform/i18n/i18n-provider";

/** The delivery method the quick order's lines go to (field name deliveryId), the buyer's default preselected. */
/** The delivery of lines added from quick order or a file: the methods open now (`ids`), the default chosen. */
export function DeliverySelect({
  id,
  ids = DELIVERY_METHOD_IDS,
  defaultId = "DBI",
}: {
  id: string;
  ids?: readonly string[];
  defaultId?: string;
}) {
  const t = useT();
  return (
    <div className="form-field">
      <label htmlFor={id}>{t("checkout.quick_order.delivery")}</label>
      <select id={id} name="deliveryId" defaultValue={defaultId}>
        {ids.map((m) => (
          <option key={m} value={m}>
            {t(`checkout.method.${m}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
