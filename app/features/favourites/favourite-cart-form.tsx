import { useT } from "~/platform/i18n/i18n-provider";
import { InlineAddToCartForm } from "~/features/products";

/** One favourite's add to cart in the header flyout (list favorites_flyout_list); shell texts, as on every page. */
export function FavouriteCartForm({
  slug,
  name,
  orderMultiple,
}: {
  slug: string;
  name: string;
  orderMultiple: number;
}) {
  const t = useT();
  return (
    <InlineAddToCartForm
      slug={slug}
      list="favorites_flyout_list"
      orderMultiple={orderMultiple}
      texts={{
        form: t("shell.favourites_flyout.add_label", { name }),
        quantity: t("shell.favourites_flyout.quantity"),
        add: t("shell.favourites_flyout.add"),
      }}
    />
  );
}
