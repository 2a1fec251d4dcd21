import type { Section } from "@shop/contract/content/sections";
import { BannerSection, MarketingBanners } from "./banner-sections";
import { ContactList } from "./contact-list";
import { ContentImage } from "./content-image";
import { AssortmentIcons, ServiceCards } from "./icon-card-sections";
import { LargeSection } from "./large-section";
import { RichText, VideoLink } from "./rich-text";
import { SafeLink } from "~/ui/safe-link";
import { SectionHeading } from "./section-heading";
import { SelectedProducts } from "./selected-products-section";
import type { SelectedProductsData } from "./content-view";

export { ContactList } from "./contact-list";

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
      return <LargeSection section={section} firstOnPage={index === 0} />;
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
