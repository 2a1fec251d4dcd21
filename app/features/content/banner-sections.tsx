import type { Banner, MarketingBanner, SectionOf } from "@shop/contract/content/sections";
import { ArtDirectedImage, ContentImage } from "./content-image";
import { bannerPosition, promotionAttributes } from "./promotion";
import { SafeLink } from "~/ui/safe-link";
import { SectionHeading } from "./section-heading";

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

export function BannerSection({
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

export function MarketingBanners({ section, index }: { section: SectionOf<"MarketingBanners">; index: number }) {
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
