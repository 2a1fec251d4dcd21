/**
 * 'Utgått – ersätts av …' for a discontinued article in a list (cards, cart lines, shopping lists, favourites,
 * quick order, quotes). `children` is the place's own action ('Byt till ersättningsartikel'), shown only when there
 * is a replacement to switch to.
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useT } from "~/i18n/i18n-provider";
import type { ReplacementNoticeView } from "~/views/catalogue";

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
            <Link to={notice.similarUrl}>{t("catalogue.replacement.similar")}</Link>
          </p>
        ) : null}
      </div>
    );
  const { replacement } = notice;
  return (
    <div className="replacement-notice">
      <p>
        {t("catalogue.replacement.replaced_by")} <Link to={`/produkt/${replacement.slug}`}>{replacement.name}</Link> (
        {t("catalogue.product.article_number")} {replacement.articleNumber})
      </p>
      {children}
    </div>
  );
}
