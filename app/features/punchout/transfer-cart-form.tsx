import type { OrderReferenceRules } from "@shop/domain/order-references";
import { ReferenceFields } from "~/features/order-references";
import { useT } from "~/platform/i18n/i18n-provider";
import { CsrfField } from "~/platform/session/csrf-field";

/** What the buyer typed and what was wrong with it, when a hand-over was refused (the form is shown again). */
export interface TransferFormState {
  rules: OrderReferenceRules;
  errors: Record<string, string>;
  values: { reference: string; costCentre: string };
}

/**
 * Replaces 'Till leverans' in punch-out mode. A plain document post (not a fetch): the answer is
 * the hand-over page that posts the cart on to the procurement system. The order's references go with the lines
 * (docs/purchasing-controls.md), under the customer's rule: required or optional, the cost centre from its list.
 */
export function TransferCartForm({
  csrf,
  rules,
  errors = {},
  values = {},
}: {
  csrf: string;
  rules: OrderReferenceRules;
  errors?: Record<string, string>;
  values?: Record<string, string>;
}) {
  const t = useT();
  return (
    <form method="post" action="/punchout/overfor" className="checkout-step-actions">
      <CsrfField token={csrf} />
      <p className="form-hint">{t("checkout.punchout.references_hint")}</p>
      {/* Stacked, as the design system's forms are: on a phone the label above a full-width field. */}
      <ReferenceFields rules={rules} errors={errors} values={values} className="field" />
      <button type="submit" className="button button-primary">
        {t("checkout.punchout.transfer")}
      </button>
    </form>
  );
}
