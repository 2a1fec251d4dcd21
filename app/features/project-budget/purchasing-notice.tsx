/**
 * At checkout: the buyer's limits and what is left of them, what is left of his project's budget, and whether this
 * order will go to approval before it is placed (docs/purchasing-controls.md). Amounts only where the service sent
 * them (never for EJ_SE_PRISER); the approval note for everyone.
 */
import { useLoaderData } from "@remix-run/react";
import { useT } from "~/platform/i18n/i18n-provider";
import type { CheckoutPurchasingView } from "./position.server";

export function PurchasingNotice({ view }: { view: CheckoutPurchasingView | null }) {
  const t = useT();
  if (!view) return null;
  return (
    <section aria-labelledby="purchasing-notice" className="purchasing-notice">
      <h2 id="purchasing-notice">{t("project-budget.checkout.heading")}</h2>
      {view.limits ? <p>{view.limits}</p> : null}
      {view.budget ? <p>{view.budget}</p> : null}
      {view.approval ? (
        <p role="status" className="purchasing-notice__approval">
          <strong>{view.approval}</strong>
        </p>
      ) : null}
    </section>
  );
}

/**
 * The cart's summary line: what is left of the project's budget, as the cart route's loader formatted it
 * (`budgetLeft`, project-budget/position.server.ts cartBudgetLeft), or nothing.
 */
export function BudgetLeft() {
  const text = useLoaderData<{ budgetLeft?: string | null }>().budgetLeft;
  return text ? <p className="budget-left">{text}</p> : null;
}
