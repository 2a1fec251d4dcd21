import { Link } from "@remix-run/react";
import { formatDistance } from "@shop/domain/store-finder";
import { useT } from "~/platform/i18n/i18n-provider";
import type { StoreView } from "./store-finder.server";
import { StoreContactRows } from "./store-contact";

/** One store in the finder: name (to the store page), distance, address with a map link, hours, contact. */
export function StoreCard({ store, distanceKm }: { store: StoreView; distanceKm: number | null }) {
  const t = useT();
  const headingId = `store-${store.id}`;
  return (
    <article className="store-card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Link to={store.pageUrl} prefetch="intent">
          {store.name}
        </Link>
      </h3>
      {distanceKm !== null ? (
        <p className="store-card__distance">
          {t("catalogue-pages.stores.distance", { km: formatDistance(distanceKm) })}
        </p>
      ) : null}
      <dl className="store-card__facts">
        <dt>{t("catalogue-pages.stores.address")}</dt>
        <dd>
          {store.address}
          <br />
          <a href={store.mapsUrl}>{t("catalogue-pages.stores.directions", { name: store.name })}</a>
        </dd>
        <StoreContactRows phone={store.phone} email={store.email} />
      </dl>
      {store.openingHours.length > 0 ? (
        <table className="store-card__hours">
          <caption>{t("catalogue-pages.stores.opening_hours")}</caption>
          <tbody>
            {store.openingHours.map((row) => (
              <tr key={row.days}>
                <th scope="row">{row.days}</th>
                <td>{row.hours ?? t("catalogue-pages.stores.closed")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </article>
  );
}
