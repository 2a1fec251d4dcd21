import type { Hero as HeroValue } from "@shop/contract/content/sections";
import { ArtDirectedImage } from "./content-image";

/**
 * The page hero: the largest image on the page, so it is never lazy and is fetched with high
 * priority; its width/height reserve the space before it arrives.
 */
export function Hero({ hero, headingLevel = 1 }: { hero: HeroValue; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const size = hero.titleFontSize === "small" || hero.titleFontSize === "large" ? hero.titleFontSize : "medium";
  return (
    <section
      className={`hero${hero.overlay === true ? " hero--overlay" : ""}`}
      aria-labelledby={hero.title ? "hero-title" : undefined}
    >
      <ArtDirectedImage
        desktop={hero.heroDesktop}
        mobile={hero.heroMobile}
        sizes="(min-width: 72rem) 72rem, 100vw"
        priority
        className="hero__image"
        alt=""
      />
      {hero.title || hero.description ? (
        <div className="hero__text">
          {hero.title ? (
            <Heading id="hero-title" className={`hero__title hero__title--${size}`}>
              {hero.title}
            </Heading>
          ) : null}
          {hero.description ? <p className="hero__description">{hero.description}</p> : null}
        </div>
      ) : null}
    </section>
  );
}
