import { useLocation } from "@remix-run/react";
import { ShopLink } from "~/platform/routing/shop-link";
import { useT } from "~/platform/i18n/i18n-provider";
import type { PriceView } from "~/ui/price-and-stock-view";

/**
 * The price as the viewer may see it. `mode` says why there is none: signed out (login prompt),
 * EJ_SE_PRISER (nothing at all, not even a hint), or simply not available.
 */
export function PriceBlock({
  price,
  mode,
  compact = false,
}: {
  price: PriceView | null;
  mode: "show" | "hidden" | "anonymous";
  compact?: boolean;
}) {
  const t = useT();
  const location = useLocation();
  if (mode === "hidden") return null;
  if (mode === "anonymous") {
    return (
      <p className="price price--login">
        <ShopLink to={`/logga-in?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}>
          {t("catalogue.login_for_price")}
        </ShopLink>
      </p>
    );
  }
  if (!price) return <p className="price price--unavailable">{t("catalogue.price.unavailable")}</p>;
  if (price.askForPrice || !price.net) return <p className="price price--ask">{t("catalogue.price.ask_for_price")}</p>;
  return (
    <div className="price">
      <p className="price__net">
        {compact ? null : <span className="price__label">{t("catalogue.price.label")} </span>}
        <strong data-price="">{t("catalogue.price.per_unit", { price: price.net, unit: price.unit })}</strong>{" "}
        <span className="price__vat">{t("catalogue.price.excl_vat")}</span>
      </p>
      {price.comparison ? (
        <p className="price__comparison">
          {t("catalogue.price.comparison", { price: price.comparison.price, unit: price.comparison.unit })}
        </p>
      ) : null}
      {price.campaignBefore ? (
        <p className="price__before">{t("catalogue.price.campaign_before", { price: price.campaignBefore })}</p>
      ) : null}
      {!compact && price.list ? (
        <p className="price__list">
          {t("catalogue.price.list", { price: price.list })}
          {price.discountPercent ? ` · ${t("catalogue.price.discount", { percent: price.discountPercent })}` : null}
        </p>
      ) : null}
      {!compact && price.alloying ? (
        <p className="price__alloying">{t("catalogue.price.alloying", { price: price.alloying, unit: price.unit })}</p>
      ) : null}
    </div>
  );
}

/** A fixed-size placeholder while the price streams in, so nothing below it jumps. */
export function PriceSkeleton({ compact = false }: { compact?: boolean }) {
  const t = useT();
  return (
    <div className={compact ? "skeleton skeleton--price-compact" : "skeleton skeleton--price"} aria-busy="true">
      <span className="visually-hidden">{t("catalogue.price.loading")}</span>
    </div>
  );
}
