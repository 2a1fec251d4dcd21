import type { SectionOf } from "@shop/contract/content/sections";
import { ContentImage } from "./content-image";
import { SafeLink } from "~/ui/safe-link";
import { SectionHeading } from "./section-heading";

export function AssortmentIcons({ section }: { section: SectionOf<"AssortmentIcons"> }) {
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

export function ServiceCards({ section }: { section: SectionOf<"ServiceCards"> }) {
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
