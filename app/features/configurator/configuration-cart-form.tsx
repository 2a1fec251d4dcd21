import { useT } from "~/platform/i18n/i18n-provider";
import { InlineAddToCartForm } from "~/features/products";

/** Add to cart for the one article a saved configuration leads to (list product_configuration_result_list). */
export function ConfigurationCartForm({
  slug,
  label,
  orderMultiple,
}: {
  slug: string;
  label: string;
  orderMultiple: number;
}) {
  const t = useT();
  return (
    <InlineAddToCartForm
      slug={slug}
      list="product_configuration_result_list"
      orderMultiple={orderMultiple}
      texts={{
        form: label,
        quantity: t("account-pages.configurations.quantity"),
        add: t("account-pages.configurations.add"),
      }}
    />
  );
}
