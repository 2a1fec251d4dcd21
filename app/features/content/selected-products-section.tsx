import { ProductCard } from "~/features/catalogue";
import { PrefetchRegion } from "~/platform/routing/prefetch-region";
import { useT } from "~/platform/i18n/i18n-provider";
import type { SectionOf } from "@shop/contract/content/sections";
import { SectionHeading } from "./section-heading";
import type { SelectedProductsData } from "./content-view";

export function SelectedProducts({
  section,
  data,
}: {
  section: SectionOf<"SelectedProducts">;
  data: SelectedProductsData[string] | undefined;
}) {
  const t = useT();
  const products = data?.products ?? [];
  return (
    <section className="section selected-products" data-list="selected_products_list">
      <SectionHeading title={section.title ?? data?.name ?? section.name} />
      {products.length > 0 ? (
        <PrefetchRegion>
          <ul className="product-grid">
            {products.map((product) => (
              <li key={product.articleNumber}>
                <ProductCard product={product} priceMode={data!.priceMode} list="selected_products_list" />
              </li>
            ))}
          </ul>
        </PrefetchRegion>
      ) : (
        <p className="empty-state">{t("content.selected_products_empty")}</p>
      )}
    </section>
  );
}
