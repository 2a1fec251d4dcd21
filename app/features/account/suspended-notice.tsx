import { useT } from "~/platform/i18n/i18n-provider";

/** Spec section 6: the suspended-user notice, on every page while the user is suspended. */
export function SuspendedNotice() {
  const t = useT();
  return (
    <section className="notice notice--error suspended-notice" role="alert" aria-labelledby="suspended-notice-heading">
      <h2 id="suspended-notice-heading">{t("account.suspended.heading")}</h2>
      <p>{t("account.suspended.notice")}</p>
    </section>
  );
}
