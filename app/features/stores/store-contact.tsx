import { useT } from "~/platform/i18n/i18n-provider";

/** Phone and e-mail rows of a store's definition list, as links a phone or mail client opens. */
export function StoreContactRows({ phone, email }: { phone?: string | null; email?: string | null }) {
  const t = useT();
  return (
    <>
      {phone ? (
        <>
          <dt>{t("content.store.phone")}</dt>
          <dd>
            <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
          </dd>
        </>
      ) : null}
      {email ? (
        <>
          <dt>{t("content.store.email")}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </>
      ) : null}
    </>
  );
}
