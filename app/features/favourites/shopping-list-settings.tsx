import { Form } from "@remix-run/react";
import { Field } from "~/ui/form-bits";
import { CsrfField } from "~/platform/session/csrf-field";
import { useT } from "~/platform/i18n/i18n-provider";

/** Who sees a shopping list (PRIVATE: its owner; SHARED: everyone at the customer) and who made it. */
export function ShoppingListAccess({ access, ownerName }: { access: string; ownerName: string }) {
  const t = useT();
  return (
    <p className="shopping-list__access">
      {t(`account-pages.lists.access.${access === "SHARED" ? "shared" : "private"}`)}
      {ownerName ? ` · ${t("account-pages.lists.owner", { name: ownerName })}` : null}
    </p>
  );
}

/**
 * The owner's forms: share or unshare the list at once, rename it, delete it. The service refuses
 * them to anyone else, so nobody else is offered them.
 */
export function ShoppingListSettings({ list }: { list: { favoriteName: string; access: string } }) {
  const t = useT();
  const shared = list.access === "SHARED";
  return (
    <>
      <Form method="post" className="inline-form">
        <CsrfField />
        <input type="hidden" name="access" value={shared ? "PRIVATE" : "SHARED"} />
        <button type="submit" name="intent" value="access">
          {t(shared ? "account-pages.lists.make_private" : "account-pages.lists.make_shared")}
        </button>
      </Form>
      <Form method="post" className="inline-form" aria-label={t("account-pages.lists.settings_heading")}>
        <CsrfField />
        <Field id="rename-name" name="name" label={t("account-pages.lists.name")} defaultValue={list.favoriteName} />
        <div className="field">
          <label htmlFor="rename-access">{t("account-pages.lists.access_label")}</label>
          <select id="rename-access" name="access" defaultValue={shared ? "SHARED" : "PRIVATE"}>
            <option value="PRIVATE">{t("account-pages.lists.access.private")}</option>
            <option value="SHARED">{t("account-pages.lists.access.shared")}</option>
          </select>
        </div>
        <button type="submit" name="intent" value="rename">
          {t("account-pages.lists.save")}
        </button>
      </Form>
      <Form method="post">
        <CsrfField />
        <button type="submit" name="intent" value="delete" className="button--danger">
          {t("account-pages.lists.delete")}
        </button>
      </Form>
    </>
  );
}
