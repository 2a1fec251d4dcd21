import { useMemo } from "react";
import { useHydrated } from "~/ui/use-hydrated";
import { StoreMap } from "./store-map";
import { useT } from "~/platform/i18n/i18n-provider";
import type { FinderStore } from "@shop/domain/store-finder";
import type { RetailersData, RetailerView } from "./retailers.server";

/** The retailer list, with a map above it only when a maps key is configured and the page runs in a browser. */
export function RetailerList({ data }: { data: RetailersData }) {
  const t = useT();
  const hydrated = useHydrated();
  const retailers = data.retailers;
  const pins = useMemo(
    (): FinderStore[] =>
      (retailers ?? []).map((retailer) => ({
        id: retailer.id,
        name: retailer.name,
        street: retailer.address,
        postalCode: null,
        city: null,
        coordinates: retailer.coordinates,
      })),
    [retailers],
  );
  return (
    <div className="page retailers">
      <h1>{data.title}</h1>
      <p>{t("catalogue-pages.retailers.intro")}</p>
      {retailers === null ? (
        <p role="alert">{t("catalogue-pages.retailers.unavailable")}</p>
      ) : retailers.length === 0 ? (
        <p className="empty-state">{t("catalogue-pages.retailers.empty")}</p>
      ) : (
        <>
          <p>{t("catalogue-pages.retailers.count", { count: retailers.length })}</p>
          {data.mapsKey && hydrated ? (
            <StoreMap mapsKey={data.mapsKey} stores={pins} label={t("catalogue-pages.retailers.map_label")} />
          ) : null}
          <ul className="retailers__list">
            {retailers.map((retailer) => (
              <RetailerCard key={retailer.id} retailer={retailer} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function RetailerCard({ retailer }: { retailer: RetailerView }) {
  const t = useT();
  const headingId = `retailer-${retailer.id}`;
  return (
    <li className="retailers__card">
      <article aria-labelledby={headingId}>
        <h2 id={headingId}>{retailer.name}</h2>
        <dl className="retailers__facts">
          {retailer.address ? (
            <div>
              <dt>{t("catalogue-pages.retailers.address")}</dt>
              <dd>{retailer.address}</dd>
            </div>
          ) : null}
          {retailer.offerings.length > 0 ? (
            <div>
              <dt>{t("catalogue-pages.retailers.offerings")}</dt>
              <dd>{retailer.offerings.join(", ")}</dd>
            </div>
          ) : null}
        </dl>
        {retailer.link ? (
          <p>
            <a href={retailer.link} target="_blank" rel="noopener noreferrer">
              {t("catalogue-pages.retailers.link", { name: retailer.name })}{" "}
              <span className="visually-hidden">{t("catalogue-pages.retailers.new_window")}</span>
            </a>
          </p>
        ) : null}
      </article>
    </li>
  );
}
