import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useT } from "~/platform/i18n/i18n-provider";
import type { FavouritesView } from "./favourites-view.server";
import { useActionDataLayer } from "~/features/tracking";
import { FavouriteCartForm } from "./favourite-cart-form";

type FlyoutData = ({ signedIn: true } & FavouritesView) | { signedIn: false };

/**
 * The header favourites flyout's body, loaded (code and data) only once the buyer opens the
 * flyout, and the favourites read again at each opening: one view_item_list
 * (favorites_flyout_list) per opening, as the cart flyout does.
 */
export default function FavouritesFlyoutBody({ opens }: { opens: number }) {
  const t = useT();
  const fetcher = useFetcher<FlyoutData>();
  useActionDataLayer(fetcher.data);
  const load = useRef(fetcher.load);
  load.current = fetcher.load;
  useEffect(() => {
    void load.current("/api/favoriter");
  }, [opens]);
  const view = fetcher.data?.signedIn ? fetcher.data : null;
  if (!view) return fetcher.state === "loading" ? <p role="status">{t("shell.favourites_flyout.loading")}</p> : null;
  if (view.lines.length === 0) return <p>{t("shell.favourites_flyout.empty")}</p>;
  return (
    <div className="favourites-flyout" aria-busy={fetcher.state !== "idle"}>
      <p>{t("shell.favourites_flyout.count", { count: view.lines.length, max: view.max })}</p>
      <ul className="favourites-flyout__lines">
        {view.lines.map((line) => (
          <li key={line.favouriteId}>
            {line.slug ? <Link to={`/produkt/${line.slug}`}>{line.name}</Link> : null}{" "}
            <span>{t("shell.favourites_flyout.article", { number: line.articleNumber })}</span>
            {view.canOrder && line.slug && line.name && line.purchasableOnline ? (
              <FavouriteCartForm slug={line.slug} name={line.name} orderMultiple={line.orderMultiple} />
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
