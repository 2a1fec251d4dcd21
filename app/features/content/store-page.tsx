import { Fragment } from "react";
import { stockholmToday } from "@shop/domain/delivery-date";
import { splitSpecialOpeningHours, weeklyOpeningHours, type SpecialOpeningHours } from "@shop/domain/opening-hours";
import { useT } from "~/platform/i18n/i18n-provider";
import type { StockLocation } from "./commerce-data.server";
import type { StoreDetails, StorePage } from "@shop/contract/content/pages";
import type { Section } from "@shop/contract/content/sections";
import { ContentImage } from "./content-image";
import { RichText } from "./rich-text";
import { ContactList, Sections } from "./sections";
import { StoreContactRows } from "~/features/stores";

export function StorePageView({
  page,
  store,
  location,
  sections,
}: {
  page: StorePage | null;
  store: StoreDetails | null | undefined;
  location: StockLocation | null;
  sections: Section[];
}) {
  const t = useT();
  const title = page?.title ?? store?.name ?? t("content.store.title");
  const heroImages = page?.heroImagesCollection?.items ?? [];
  // The stock location's services are ids ("express-pickup"): shown by their Swedish name, an unknown id not at all.
  const locationServices = (location?.services ?? []).flatMap((id) => {
    const name = t(`content.store.service.${id}`);
    return name.startsWith("content.") ? [] : [name];
  });
  const services = [...new Set([...(page?.services ?? []), ...(store?.services ?? []), ...locationServices])];
  const assortments = [...new Set([...(page?.assortments ?? []), ...(store?.assortments ?? [])])];
  const activities = page?.storeActivitiesCollection?.items ?? [];
  return (
    <article className="content-page store-page">
      {heroImages.length > 0 ? (
        <div className="store-page__hero">
          {heroImages.map((image, index) => (
            <ContentImage
              key={image.url}
              image={image}
              sizes={index === 0 ? "(min-width: 72rem) 72rem, 100vw" : "(min-width: 48rem) 33vw, 100vw"}
              priority={index === 0}
              decorative={index > 0}
            />
          ))}
        </div>
      ) : null}
      <h1>{title}</h1>
      {store?.label ? <p className="content-page__pretitle">{store.label}</p> : null}
      <RichText value={page?.ingress} className="rich-text content-page__ingress" />
      <div className="store-page__facts">
        {store ? <StoreContact store={store} /> : null}
        {store ? <OpeningHours store={store} /> : null}
        {page?.infoBox ? (
          <aside className="info-block">
            {page.infoBox.infoBlockTitle ? <h2>{page.infoBox.infoBlockTitle}</h2> : null}
            <RichText value={page.infoBox.infoBlockText} />
          </aside>
        ) : null}
      </div>
      <RichText value={page?.bodyTextPrimary} />
      {assortments.length > 0 ? <TagList title={t("content.store.assortments")} items={assortments} /> : null}
      {services.length > 0 ? <TagList title={t("content.store.services")} items={services} /> : null}
      {location ? (
        <p className="store-page__location">
          {t("content.store.stock_location")}: {location.name} (
          {t("content.store.stock_location_id", { id: location.id })})
        </p>
      ) : null}
      {activities.length > 0 ? (
        <section className="section">
          <h2>{t("content.store.activities")}</h2>
          <ul className="card-grid">
            {activities.map((activity, index) => (
              <li key={activity.sys?.id ?? index} className="service-card">
                <ContentImage image={activity.image} sizes="(min-width: 48rem) 33vw, 100vw" decorative />
                <h3>{activity.title}</h3>
                {activity.date ? <p>{formatDate(activity.date)}</p> : null}
                {activity.description ? <p>{activity.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ContactList
        contacts={page?.contactsCollection?.items ?? []}
        title={page?.contactsSectionTitle ?? t("content.store.contacts")}
      />
      <Sections sections={sections} />
    </article>
  );
}

function formatDate(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T12:00:00Z`);
  return Number.isNaN(parsed.getTime())
    ? date
    : new Intl.DateTimeFormat("sv-SE", { day: "numeric", month: "long", timeZone: "Europe/Stockholm" }).format(parsed);
}

function StoreContact({ store }: { store: StoreDetails }) {
  const t = useT();
  const phoneNumbers = store.phoneNumbersCollection?.items ?? [];
  const mapHref = store.location
    ? `https://www.openstreetmap.org/?mlat=${store.location.lat}&mlon=${store.location.lon}#map=15/${store.location.lat}/${store.location.lon}`
    : null;
  return (
    <section className="store-page__contact" aria-labelledby="store-contact">
      <h2 id="store-contact">{t("content.store.contact")}</h2>
      <address>
        {store.name ? <strong>{store.name}</strong> : null}
        {store.address ? (
          <>
            <br />
            {store.address}
          </>
        ) : null}
        {store.postalCode || store.city ? (
          <>
            <br />
            {[store.postalCode, store.city].filter(Boolean).join(" ")}
          </>
        ) : null}
      </address>
      {mapHref ? (
        <p>
          <a href={mapHref} rel="noopener noreferrer external">
            {t("content.store.map")}
            <span className="visually-hidden"> {t("content.external_link")}</span>
          </a>
        </p>
      ) : null}
      <dl className="store-page__dl">
        <StoreContactRows phone={store.phone} email={store.email} />
        {phoneNumbers.map((entry, index) => (
          // Bare dt/dd pairs like StoreContactRows': a dl holds either bare pairs or div groups, never both.
          <Fragment key={index}>
            <dt>{entry.title ?? t("content.store.phone")}</dt>
            <dd>{entry.phone ? <a href={`tel:${entry.phone.replace(/[^\d+]/g, "")}`}>{entry.phone}</a> : null}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

function OpeningHours({ store }: { store: StoreDetails }) {
  const t = useT();
  const special = splitSpecialOpeningHours(store.specialOpeningHoursCollection?.items ?? [], stockholmToday());
  return (
    <section className="store-page__hours" aria-labelledby="store-hours">
      <h2 id="store-hours">{t("content.store.opening_hours")}</h2>
      <table className="opening-hours">
        <tbody>
          {weeklyOpeningHours(store).map(({ day, hours }) => (
            <tr key={day}>
              <th scope="row">{t(`content.weekday.${day}`)}</th>
              <td>{hours ?? t("content.store.not_given")}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {special.weekdays.length + special.weekends.length > 0 ? (
        <>
          <h3>{t("content.store.special_opening_hours")}</h3>
          <SpecialHours title={t("content.store.special_weekdays")} items={special.weekdays} />
          <SpecialHours title={t("content.store.special_weekends")} items={special.weekends} />
        </>
      ) : null}
    </section>
  );
}

function SpecialHours({ title, items }: { title: string; items: (SpecialOpeningHours & { date: string })[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h4>{title}</h4>
      <ul className="opening-hours__special">
        {items.map((item) => (
          <li key={`${item.date}-${item.title}`}>
            {formatDate(item.date)} {item.title ? `(${item.title})` : ""}: {item.openingHours}
          </li>
        ))}
      </ul>
    </>
  );
}

function TagList({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="section tag-list">
      <h2>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
