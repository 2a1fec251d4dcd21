import { Link, useLocation } from "@remix-run/react";
import { useT } from "~/platform/i18n/i18n-provider";

const STEPS = [
  { path: "/cart", key: "cart" },
  { path: "/delivery", key: "delivery" },
  { path: "/summary", key: "summary" },
  { path: "/checkout-success-page", key: "done" },
] as const;

/** The four checkout steps of spec section 2; earlier steps are links back, later ones plain text. */
export function CheckoutSteps() {
  const t = useT();
  const { pathname } = useLocation();
  const current = STEPS.findIndex((step) => step.path === pathname);
  // Once the order is placed there is no way back into it.
  const done = current === STEPS.length - 1;
  return (
    <nav className="checkout-steps" aria-label={t("shell.checkout_steps.label")}>
      <ol>
        {STEPS.map((step, index) => {
          const label = `${index + 1}. ${t(`shell.checkout_steps.${step.key}`)}`;
          if (index === current) {
            return (
              <li key={step.key} aria-current="step" className="checkout-steps__current">
                {label} <span className="visually-hidden">{t("shell.checkout_steps.current")}</span>
              </li>
            );
          }
          return (
            <li key={step.key}>
              {index < current && !done ? <Link to={step.path}>{label}</Link> : <span>{label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
