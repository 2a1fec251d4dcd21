/**
 * 'Utgått – ersätts av …' for a discontinued article in a list (cards, cart lines, shopping lists, favourites,
 * quick order, quotes). `children` is the place's own action ('Byt till ersättningsartikel'), shown only when there
 * is a replacement to switch to.
 */
import { Form } from "@remix-run/react";
import { ShopLink } from "~/platform/routing/shop-link";
import type { ReactNode } from "react";
import { useT } from "~/platform/i18n/i18n-provider";
import { CsrfField } from "~/platform/session/csrf-field";
import type { ReplacementNoticeView } from "./catalogue-view";

export function ReplacementNotice({ notice, children }: { notice: ReplacementNoticeView; children?: ReactNode }) {
  const t = useT();
  if (notice.kind === "remaining_stock")
    return <p className="replacement-notice">{t("catalogue.replacement.remaining_stock")}</p>;
  if (notice.kind === "no_replacement")
    return (
      <div className="replacement-notice">
        <p>{t("catalogue.replacement.no_replacement")}</p>
        {notice.similarUrl ? (
          <p>
            <ShopLink to={notice.similarUrl}>{t("catalogue.replacement.similar")}</ShopLink>
          </p>
        ) : null}
      </div>
    );
  const { replacement } = notice;
  return (
    <div className="replacement-notice">
      <p>
        {t("catalogue.replacement.replaced_by")}{" "}
        <ShopLink to={`/produkt/${replacement.slug}`}>{replacement.name}</ShopLink> (
        {t("catalogue.product.article_number")} {replacement.articleNumber})
      </p>
      {children}
    </div>
  );
}

/**
 * 'Byt till ersättningsartikel' as a plain form posting `intent` with the row's own key (a list item id, an article
 * number): the server looks the replacement up itself, so the form names only the row.
 */
export function ReplacementSwitchForm({
  field,
  intent,
  articleNumber,
  replacementNumber,
}: {
  field: { name: string; value: string };
  intent: string;
  articleNumber: string;
  replacementNumber: string;
}) {
  const t = useT();
  return (
    <Form method="post" className="inline">
      <CsrfField />
      <input type="hidden" name={field.name} value={field.value} />
      <button
        type="submit"
        name="intent"
        value={intent}
        aria-label={t("catalogue.replacement.switch_named", { article: articleNumber, replacement: replacementNumber })}
      >
        {t("catalogue.replacement.switch")}
      </button>
    </Form>
  );
}
