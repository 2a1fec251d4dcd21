import { Form, useLocation } from "@remix-run/react";
import { useT } from "~/platform/i18n/i18n-provider";
import type { ShellUser } from "./account-view";
import { CsrfField } from "~/platform/session/csrf-field";

/**
 * The account flyout's body: a login form posting to the login page's action (so a wrong password
 * lands on the full login page with its message), or the logout button. Plain forms: no JS needed. A first visit
 * has no token (its page may be shared): the login action then accepts the same-origin post without one.
 */
export function AccountFlyoutBody({ user, csrf }: { user: ShellUser | null; csrf: string | null }) {
  const t = useT();
  const location = useLocation();
  if (user) {
    return (
      <Form method="post" action="/logga-ut" className="flyout__form">
        <p>{t("account.flyout.signed_in")}</p>
        <CsrfField token={csrf ?? ""} />
        <button type="submit">{t("account.logout.submit")}</button>
      </Form>
    );
  }
  // The login page has its own form; a second one with the same labels would only confuse.
  if (location.pathname === "/logga-in") return null;
  const here = `${location.pathname}${location.search}`;
  return (
    <Form method="post" action="/logga-in" className="flyout__form" aria-label={t("account.flyout.login_heading")}>
      <CsrfField token={csrf ?? ""} />
      <input type="hidden" name="redirectTo" value={here} />
      <div className="field">
        <label htmlFor="flyout-login-email">{t("account.flyout.email")}</label>
        <input id="flyout-login-email" name="email" type="email" autoComplete="username" required />
      </div>
      <div className="field">
        <label htmlFor="flyout-login-password">{t("account.flyout.password")}</label>
        <input id="flyout-login-password" name="password" type="password" autoComplete="current-password" required />
      </div>
      <button type="submit">{t("account.flyout.submit")}</button>
    </Form>
  );
}
