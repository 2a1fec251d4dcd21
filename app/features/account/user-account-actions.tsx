import { Form } from "@remix-run/react";
import { useT } from "~/platform/i18n/i18n-provider";
import { CsrfField } from "~/platform/session/csrf-field";

/**
 * The admin's buttons for another user's account on /mina-sidor/anvandare/:id: a new invitation, and deactivate or
 * activate. An active user is offered no invitation: he chooses a new password himself ("Glömt lösenord"), and the
 * service refuses to send him one.
 */
export function UserAccountActions({ active }: { active: boolean }) {
  const t = useT();
  return (
    <section aria-labelledby="user-account-heading">
      <h2 id="user-account-heading">{t("account-pages.users.account_heading")}</h2>
      {active ? null : (
        <>
          <Form method="post" className="inline">
            <CsrfField />
            <button type="submit" name="intent" value="invite">
              {t("account-pages.users.invite")}
            </button>
          </Form>{" "}
        </>
      )}
      <Form method="post" className="inline">
        <CsrfField />
        <button type="submit" name="intent" value={active ? "deactivate" : "activate"}>
          {active ? t("account-pages.users.deactivate") : t("account-pages.users.activate")}
        </button>
      </Form>
    </section>
  );
}
