import type { SectionOf } from "@shop/contract/content/sections";
import { ContentImage } from "./content-image";
import { SafeLink } from "~/ui/safe-link";
import { SectionHeading } from "./section-heading";

/** `firstOnPage`: the section right below the hero, whose picture a phone shows without scrolling. */
export function LargeSection({ section, firstOnPage }: { section: SectionOf<"LargeSection">; firstOnPage: boolean }) {
  const sub = section.subHero;
  return (
    <section className="section large-section">
      <SectionHeading title={section.title} icon={section.icon} />
      {sub ? (
        <div className="large-section__body">
          <ContentImage
            image={sub.image}
            sizes="(min-width: 48rem) 36rem, 100vw"
            decorative={Boolean(sub.title)}
            eager={firstOnPage}
          />
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
