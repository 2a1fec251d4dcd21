/**
 * A user's order limits and approver right per customer, beside his permissions in the user administration
 * (docs/purchasing-controls.md). One plain form per customer, posted with its own intent (works without JavaScript).
 */
import { Form } from "@remix-run/react";
import { FormMessage } from "~/ui/form-bits";
import { CsrfField } from "~/platform/session/csrf-field";
import { useT } from "~/platform/i18n/i18n-provider";
import type { ControlsFormResult, ControlsFormValues } from "./controls-form.server";

const CONTROLS_INTENT = "purchasing-controls";

export function PurchasingControlsForms({
  customers,
  controls,
  result,
}: {
  customers: { customerId: string; customerName: string }[];
  controls: ControlsFormValues[];
  result?: ControlsFormResult;
}) {
  const t = useT();
  if (!controls.length) return null;
  return (
    <section aria-labelledby="purchasing-controls" className="purchasing-controls">
      <h2 id="purchasing-controls">{t("order-approval.controls.heading")}</h2>
      {controls.map((c) => {
        const name = customers.find((x) => x.customerId === c.customerId)?.customerName ?? c.customerId;
        const mine = result?.customerId === c.customerId ? result : undefined;
        const values = mine && !mine.ok && mine.values ? mine.values : c;
        const id = (field: string) => `controls-${c.customerId}-${field}`;
        return (
          <Form method="post" key={c.customerId} aria-label={`${t("order-approval.controls.heading")}: ${name}`}>
            <CsrfField />
            <input type="hidden" name="intent" value={CONTROLS_INTENT} />
            <input type="hidden" name="customerId" value={c.customerId} />
            <p>{t("order-approval.controls.intro", { customer: `${c.customerId} ${name}` })}</p>
            <FormMessage message={mine?.message} ok={mine?.ok} />
            <div className="field">
              <label htmlFor={id("order")}>{t("order-approval.controls.order_limit")}</label>
              <input id={id("order")} name="orderLimit" inputMode="numeric" defaultValue={values.orderLimit} />
            </div>
            <div className="field">
              <label htmlFor={id("month")}>{t("order-approval.controls.monthly_limit")}</label>
              <input id={id("month")} name="monthlyLimit" inputMode="numeric" defaultValue={values.monthlyLimit} />
            </div>
            <div className="choice">
              <input id={id("approve")} type="checkbox" name="mayApprove" defaultChecked={values.mayApprove} />
              <label htmlFor={id("approve")}>{t("order-approval.controls.may_approve")}</label>
            </div>
            <button type="submit">{t("order-approval.controls.save")}</button>
          </Form>
        );
      })}
    </section>
  );
}
