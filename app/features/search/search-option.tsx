import { useT } from "~/platform/i18n/i18n-provider";
import type { CategorySuggestion } from "@shop/domain/search-suggestions";
import type { ProductSuggestion } from "./search-suggestions-view";

export type Option =
  | { id: string; kind: "product"; href: string; product: ProductSuggestion }
  | { id: string; kind: "category"; href: string; category: CategorySuggestion }
  | { id: string; kind: "corrected"; href: string; query: string }
  | { id: string; kind: "history"; query: string }
  | { id: string; kind: "clear-history" };

export function OptionContent({ option }: { option: Option }) {
  const t = useT();
  switch (option.kind) {
    case "product":
      return (
        <>
          {option.product.image ? (
            <img
              className="search-popup__image"
              src={option.product.image.src}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className="search-popup__image" aria-hidden="true" />
          )}
          <span className="search-popup__text">
            <span className="search-popup__name">{option.product.name}</span>
            <span className="search-popup__meta">
              {t("search.combobox.article_number", { articleNumber: option.product.articleNumber })}
              {option.product.discontinued
                ? ` · ${
                    option.product.discontinued.replacedBy
                      ? t("search.combobox.replaced_by", { articleNumber: option.product.discontinued.replacedBy })
                      : t("search.combobox.discontinued")
                  }`
                : null}
            </span>
          </span>
        </>
      );
    case "category":
      return (
        <span className="search-popup__text">
          <span className="search-popup__name">{option.category.name}</span>
          {option.category.context ? (
            <span className="search-popup__meta">
              {t("search.combobox.in_category", { context: option.category.context })}
            </span>
          ) : null}
        </span>
      );
    case "corrected":
    case "history":
      return <span className="search-popup__name">{option.query}</span>;
    case "clear-history":
      return <span className="search-popup__clear">{t("search.combobox.clear_history")}</span>;
  }
}
