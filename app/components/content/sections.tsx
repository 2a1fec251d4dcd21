import { ProductCard } from "~/components/catalogue/product-card";
import { useT } from "~/i18n/i18n-provider";
import type { Banner, Contact, MarketingBanner, Section, SectionOf } from "@shop/contract/content/sections";
import { ArtDirectedImage, ContentImage } from "./content-image";
import { bannerPosition, promotionAttributes } from "./promotion";
import { RichText, SafeLink, VideoLink } from "./rich-text";
import type { SelectedProductsData } from "~/views/content";

export function Sections({
  sections,
  selectedProducts = {},
}: {
  sections: Section[];
  selectedProducts?: SelectedProductsData;
}) {
  return (
    <>
      {sections.map((section, index) => (
        <SectionView
          key={`${section.sys.id}-${index}`}
          section={section}
          index={index}
          selectedProducts={selectedProducts}
        />
      ))}
    </>
  );
}

function SectionHeading({
  title,
  icon,
}: {
  title?: string | null;
  icon?: { url: string; width?: number | null; height?: number | null } | null;
}) {
  if (!title) return null;
  return (
    <h2 className="section__title">
      {icon?.url ? (
        <img
          src={icon.url}
          alt=""
          width={icon.width ?? 24}
          height={icon.height ?? 24}
          className="section__icon"
          loading="lazy"
          decoding="async"
        />
      ) : null}
      {title}
    </h2>
  );
}

function SectionView({
  section,
  index,
  selectedProducts,
}: {
  section: Section;
  index: number;
  selectedProducts: SelectedProductsData;
}) {
  switch (section.__typename) {
    case "LargeSection":
      return <LargeSection section={section} />;
    case "SubBanners":
    case "ContentBanners":
    case "RandomBanners":
      return <BannerSection section={section} index={index} />;
    case "MarketingBanners":
      return <MarketingBanners section={section} index={index} />;
    case "SelectedProducts":
      return <SelectedProducts section={section} data={selectedProducts[section.sys.id]} />;
    case "AssortmentIcons":
      return <AssortmentIcons section={section} />;
    case "ServiceCards":
      return <ServiceCards section={section} />;
    case "AccountApplication":
      return (
        <section className="section account-application">
          <SectionHeading title={section.title} icon={section.icon} />
          <RichText value={section.applicationText} />
          {section.linkUrl ? (
            <SafeLink href={section.linkUrl} className="button">
              {section.linkText ?? section.title}
            </SafeLink>
          ) : null}
        </section>
      );
    case "ContactCards":
      return (
        <section className="section">
          <SectionHeading title={section.title} icon={section.icon} />
          <ContactList contacts={section.contactsCollection?.items ?? []} />
        </section>
      );
    case "ImageSetOfThree":
      return (
        <section className="section image-set">
          <SectionHeading title={section.title} />
          <div className="image-set__grid">
            {(section.imagesCollection?.items ?? []).map((image, i) => (
              <ContentImage key={i} image={image} sizes="(min-width: 48rem) 33vw, 100vw" />
            ))}
          </div>
        </section>
      );
    case "ImageSingle":
      return (
        <figure className="section image-single">
          <ContentImage image={section.image} sizes="(min-width: 72rem) 72rem, 100vw" />
          {section.caption ? <figcaption>{section.caption}</figcaption> : null}
        </figure>
      );
    case "InfoBlock":
      return (
        <aside className="section info-block">
          {section.infoBlockTitle ? <h2>{section.infoBlockTitle}</h2> : null}
          <RichText value={section.infoBlockText} />
        </aside>
      );
    case "TextAndMedia":
      return (
        <section
          className={`section text-and-media text-and-media--${section.imagePosition === "left" ? "left" : "right"}`}
        >
          <div>
            {section.textMediaTitle ? <h2>{section.textMediaTitle}</h2> : null}
            <RichText value={section.mediaText} />
          </div>
          <ContentImage image={section.image} sizes="(min-width: 48rem) 36rem, 100vw" />
        </section>
      );
    case "TextBlock":
      return (
        <section className="section text-block">
          <RichText value={section.bodyTextSecondary} />
        </section>
      );
    case "Video":
      return (
        <section className="section">
          <SectionHeading title={section.title} />
          <VideoLink
            title={section.title ?? undefined}
            url={section.videoUrl ?? undefined}
            poster={section.poster ?? undefined}
          />
        </section>
      );
    case "Accordions":
      return (
        <section className="section accordions">
          <SectionHeading title={section.title} icon={section.icon} />
          {(section.itemsCollection?.items ?? []).map((item, i) => (
            <details key={i} className="accordions__item">
              <summary>{item.title}</summary>
              <RichText value={item.body} />
            </details>
          ))}
        </section>
      );
  }
}

function LargeSection({ section }: { section: SectionOf<"LargeSection"> }) {
  const sub = section.subHero;
  return (
    <section className="section large-section">
      <SectionHeading title={section.title} icon={section.icon} />
      {sub ? (
        <div className="large-section__body">
          <ContentImage image={sub.image} sizes="(min-width: 48rem) 36rem, 100vw" decorative={Boolean(sub.title)} />
          <div>
            {sub.title ? <h3>{sub.title}</h3> : null}
            {sub.text ? <p>{sub.text}</p> : null}
            {sub.buttonText && (sub.buttonLink ?? sub.linkUrl) ? (
              <SafeLink href={sub.buttonLink ?? sub.linkUrl} className="button">
                {sub.buttonText}
              </SafeLink>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}

function BannerCard({ banner, position }: { banner: Banner; position: string }) {
  const title = banner.title ?? banner.name;
  return (
    <li
      className={`banner-card banner-card--${banner.template ?? "default"}`}
      {...promotionAttributes({ id: banner.marketingId, name: title, creative: banner.creative, position })}
    >
      <SafeLink href={banner.linkUrl} className="banner-card__link">
        <ContentImage
          image={banner.image ?? banner.contentImage}
          sizes="(min-width: 72rem) 24rem, (min-width: 48rem) 50vw, 100vw"
          decorative
        />
        <span className="banner-card__text">
          {banner.preTitle ? <span className="banner-card__pre">{banner.preTitle}</span> : null}
          {title ? <strong className="banner-card__title">{title}</strong> : null}
          {banner.textRow1 ? <span>{banner.textRow1}</span> : null}
          {banner.textRow2 ? <span>{banner.textRow2}</span> : null}
          {banner.text ? <span>{banner.text}</span> : null}
          {banner.buttonText ? <span className="banner-card__cta">{banner.buttonText}</span> : null}
        </span>
      </SafeLink>
    </li>
  );
}

function BannerSection({
  section,
  index,
}: {
  section: SectionOf<"SubBanners" | "ContentBanners" | "RandomBanners">;
  index: number;
}) {
  const items = section.itemsCollection?.items ?? [];
  const background = "backgroundColor" in section ? section.backgroundColor : undefined;
  const kind =
    section.__typename === "SubBanners"
      ? "sub-banners"
      : section.__typename === "RandomBanners"
        ? "random-banners"
        : "content-banners";
  return (
    <section className={`section banners ${kind}`} style={background ? { backgroundColor: background } : undefined}>
      <SectionHeading title={section.title} icon={section.icon} />
      <ul className="banners__list">
        {items.map((banner, i) => (
          <BannerCard key={banner.sys?.id ?? i} banner={banner} position={bannerPosition(index, i)} />
        ))}
      </ul>
    </section>
  );
}

function MarketingBanners({ section, index }: { section: SectionOf<"MarketingBanners">; index: number }) {
  const items = section.itemsCollection?.items ?? [];
  return (
    <section
      className="section marketing-banners"
      style={section.backgroundColor ? { backgroundColor: section.backgroundColor } : undefined}
    >
      <SectionHeading title={section.title} icon={section.icon} />
      <ul className="banners__list banners__list--wide">
        {items.map((banner: MarketingBanner, i) => (
          <li
            key={banner.sys?.id ?? i}
            className="marketing-banner"
            {...promotionAttributes({
              id: banner.marketingId,
              name: banner.metaTitle,
              creative: banner.creative,
              position: bannerPosition(index, i),
            })}
          >
            <SafeLink href={banner.linkUrl} className="marketing-banner__link">
              <ArtDirectedImage
                desktop={banner.bannerDesktop}
                mobile={banner.bannerMobile}
                sizes="(min-width: 72rem) 72rem, 100vw"
                alt={banner.metaDescription ?? banner.metaTitle ?? ""}
              />
              {banner.metaTitle ? <span className="visually-hidden">{banner.metaTitle}</span> : null}
            </SafeLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SelectedProducts({
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
        <ul className="product-grid">
          {products.map((product) => (
            <li key={product.articleNumber}>
              <ProductCard product={product} priceMode={data!.priceMode} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">{t("content.selected_products_empty")}</p>
      )}
    </section>
  );
}

function AssortmentIcons({ section }: { section: SectionOf<"AssortmentIcons"> }) {
  return (
    <section
      className="section assortment-icons"
      style={section.backgroundColor ? { backgroundColor: section.backgroundColor } : undefined}
    >
      <SectionHeading title={section.title} icon={section.icon} />
      <ul className="icon-grid">
        {(section.itemsCollection?.items ?? []).map((item, i) => (
          <li key={item.sys?.id ?? i}>
            <SafeLink href={item.linkUrl} className="icon-grid__link">
              <ContentImage image={item.icon} sizes="4rem" decorative className="icon-grid__icon" />
              <span>{item.title}</span>
            </SafeLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ServiceCards({ section }: { section: SectionOf<"ServiceCards"> }) {
  return (
    <section className="section service-cards">
      <SectionHeading title={section.title} icon={section.icon} />
      <ul className="card-grid">
        {(section.itemsCollection?.items ?? []).map((card, i) => (
          <li key={card.sys?.id ?? i} className="service-card">
            <ContentImage image={card.icon} sizes="3rem" decorative className="service-card__icon" />
            <h3>{card.title}</h3>
            {card.text ? <p>{card.text}</p> : null}
            {card.linkUrl ? <SafeLink href={card.linkUrl}>{card.linkText ?? card.title}</SafeLink> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ContactList({ contacts, title }: { contacts: Contact[]; title?: string | null }) {
  const t = useT();
  if (contacts.length === 0) return null;
  return (
    <section className="contacts" aria-label={title ?? t("content.contacts")}>
      {title ? <h2>{title}</h2> : null}
      <ul className="contacts__list">
        {contacts.map((contact, i) => (
          <li key={contact.sys?.id ?? i} className="contact-card">
            <ContentImage image={contact.image} sizes="6rem" decorative className="contact-card__image" />
            <p className="contact-card__name">{contact.name}</p>
            {contact.role ? <p className="contact-card__role">{contact.role}</p> : null}
            {contact.phone ? (
              <p>
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</a>
              </p>
            ) : null}
            {contact.email ? (
              <p>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
