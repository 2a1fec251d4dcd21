import { useT } from "~/platform/i18n/i18n-provider";
import { CsrfField } from "~/platform/session/csrf-field";

/**
 * Replaces 'Till leverans' in punch-out mode. A plain document post (not a fetch): the answer is
 * the hand-over page that posts the cart on to the procurement system.
 */
export function TransferCartForm({ csrf }: { csrf: string }) {
  const t = useT();
  return (
    <form method="post" action="/punchout/overfor" className="checkout-step-actions">
      <CsrfField token={csrf} />
      <button type="submit" className="button button-primary">
        {t("checkout.punchout.transfer")}
      </button>
    </form>
  );
}
