import { useT } from "~/platform/i18n/i18n-provider";
import { CsrfField } from "~/platform/session/csrf-field";
import { COST_CENTRE_MAX, REFERENCE_MAX } from "@shop/domain/order-references";

/**
 * Replaces 'Till leverans' in punch-out mode. A plain document post (not a fetch): the answer is
 * the hand-over page that posts the cart on to the procurement system.
 */
export function TransferCartForm({ csrf }: { csrf: string }) {
  const t = useT();
  return (
    <form method="post" action="/punchout/overfor" className="checkout-step-actions">
      <CsrfField token={csrf} />
      {/* The order's references go to the procurement system with the lines (docs/purchasing-controls.md). */}
      <div className="form-field">
        <label htmlFor="transfer-reference">{t("checkout.punchout.reference")}</label>
        <input id="transfer-reference" name="reference" maxLength={REFERENCE_MAX} />
      </div>
      <div className="form-field">
        <label htmlFor="transfer-cost-centre">{t("checkout.punchout.cost_centre")}</label>
        <input id="transfer-cost-centre" name="costCentre" maxLength={COST_CENTRE_MAX} />
      </div>
      <button type="submit" className="button button-primary">
        {t("checkout.punchout.transfer")}
      </button>
    </form>
  );
}
