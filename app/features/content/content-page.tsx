import { Form, Link } from "@remix-run/react";
import { useT } from "~/platform/i18n/i18n-provider";
import type { ContentListingPage, ContentPage } from "@shop/contract/content/pages";
import type { Section } from "@shop/contract/content/sections";
import { ArtDirectedImage, ContentImage } from "./content-image";
import { Hero } from "./hero";
import { RichText } from "./rich-text";
import { ContactList, Sections } from "./sections";
import type { SelectedProductsData } from "./content-view";

export function ContentPageView({
  page,
  parent,
  sections,
  selectedProducts,
}: {
  page: ContentPage;
  parent: { slug: string; title?: string | null } | null;
  sections: Section[];
  selectedProducts: SelectedProductsData;
}) {
  const t = useT();
  const basePath = parent ? `/${parent.slug}` : `/${page.slug}`;
  const categories = page.categoriesCollection?.items ?? [];
  const contacts = page.displayContacts ? (page.contactsCollection?.items ?? []) : [];
  const hasSidebar = Boolean(page.showSidebar) && (categories.length > 0 || contacts.length > 0);
  return (
    <article className={`content-page${hasSidebar ? " content-page--sidebar" : ""}`}>
      {page.hero ? <Hero hero={{ ...page.hero, title: null, description: null }} headingLevel={2} /> : null}
      <header className="content-page__header">
        {parent ? (
          <nav aria-label={t("content.categories")} className="content-page__parent">
            <Link to={`/${parent.slug}`}>{parent.title ?? parent.slug}</Link>
          </nav>
        ) : null}
        {page.preTitle ? <p className="content-page__pretitle">{page.preTitle}</p> : null}
        <h1>{page.title ?? page.slug}</h1>
        {page.hero?.description ? <p className="content-page__lead">{page.hero.description}</p> : null}
        <RichText value={page.ingress} className="rich-text content-page__ingress" />
      </header>
      <div className="content-page__layout">
        <div className="content-page__body">
          <RichText value={page.bodyTextPrimary} />
          {!hasSidebar && categories.length > 0 ? <CategoryList page={page} basePath={basePath} /> : null}
          <Sections sections={sections} selectedProducts={selectedProducts} />
          {!hasSidebar ? <ContactList contacts={contacts} title={t("content.contacts")} /> : null}
        </div>
        {hasSidebar ? (
          <aside className="content-page__sidebar" aria-label={t("content.sidebar", { title: page.title ?? "" })}>
            {categories.length > 0 ? <CategoryList page={page} basePath={basePath} /> : null}
            <ContactList contacts={contacts} title={t("content.contacts")} />
          </aside>
        ) : null}
      </div>
    </article>
  );
}

function CategoryList({ page, basePath }: { page: ContentPage; basePath: string }) {
  const t = useT();
  const categories = page.categoriesCollection?.items ?? [];
  return (
    <nav className="category-list" aria-label={page.categorySectionTitle ?? t("content.categories")}>
      <h2>
        {page.categorySectionIcon ? (
          <ContentImage image={page.categorySectionIcon} sizes="1.5rem" decorative className="section__icon" />
        ) : null}
        {page.categorySectionTitle ?? t("content.categories")}
      </h2>
      <ul>
        {categories.map((child) => (
          <li key={child.slug}>
            <Link to={`${basePath}/${child.slug}`} prefetch="intent">
              {child.preTitle ? <span className="category-list__pre">{child.preTitle}</span> : null}
              {child.title ?? child.slug}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ListingPageView({ listing, activeTag }: { listing: ContentListingPage; activeTag: string | null }) {
  const t = useT();
  const items = (listing.contentCollection?.items ?? []).filter(
    (item): item is NonNullable<typeof item> => item != null,
  );
  const tagNames = new Map<string, string>();
  for (const item of items) for (const tag of item.contentfulMetadata?.tags ?? []) tagNames.set(tag.id, tag.name);
  for (const tag of listing.contentfulMetadata?.tags ?? []) tagNames.set(tag.id, tag.name);
  const order = listing.tagOrder ?? [];
  const tags = [...tagNames.entries()].sort(
    ([a], [b]) => (order.indexOf(a) + 1 || 999) - (order.indexOf(b) + 1 || 999) || a.localeCompare(b),
  );
  const shown = activeTag
    ? items.filter((item) => item.contentfulMetadata?.tags.some((tag) => tag.id === activeTag))
    : items;
  return (
    <article className="content-page listing-page">
      <ArtDirectedImage
        desktop={listing.heroDesktop}
        mobile={listing.heroMobile}
        sizes="(min-width: 72rem) 72rem, 100vw"
        priority
        className="hero__image"
        alt=""
      />
      <h1>{listing.title ?? listing.slug}</h1>
      <RichText value={listing.ingress} className="rich-text content-page__ingress" />
      {tags.length > 0 ? (
        <Form method="get" className="tag-filter" preventScrollReset>
          <fieldset>
            <legend>{t("content.listing.filter_label")}</legend>
            <label>
              <input type="radio" name="tagg" value="" defaultChecked={!activeTag} />
              {t("content.listing.all")}
            </label>
            {tags.map(([id, name]) => (
              <label key={id}>
                <input type="radio" name="tagg" value={id} defaultChecked={activeTag === id} />
                {name}
              </label>
            ))}
          </fieldset>
          <button type="submit">{t("content.listing.filter_submit")}</button>
        </Form>
      ) : null}
      <p aria-live="polite">{t("content.listing.count", { count: shown.length })}</p>
      {shown.length > 0 ? (
        <ul className="card-grid listing-page__items">
          {shown.map((item) => (
            <li key={item.slug} className="listing-card">
              <ContentImage
                image={item.thumbnail ?? item.banner?.image ?? item.banner?.contentImage}
                sizes="(min-width: 48rem) 33vw, 100vw"
                decorative
              />
              {item.preTitle ? <p className="listing-card__pre">{item.preTitle}</p> : null}
              <h2>
                <Link to={`/${listing.slug}/${item.slug}`} prefetch="intent">
                  {item.title ?? item.slug}
                </Link>
              </h2>
              <RichText value={item.ingress} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">{t("content.listing.empty")}</p>
      )}
    </article>
  );
}
