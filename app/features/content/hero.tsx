import type { MetaDescriptor } from "@remix-run/cloudflare";
import type { ContentAsset } from "@shop/contract/content/base";
import type { Hero as HeroValue } from "@shop/contract/content/sections";
import { ArtDirectedImage, imageSrcSet } from "./content-image";

const HERO_SIZES = "(min-width: 72rem) 72rem, 100vw";
/** Where the hero's desktop picture takes over (ArtDirectedImage's `<source media>`), and where the phone's is drawn. */
const DESKTOP = "(min-width: 48em)";
const PHONE = "(max-width: 47.99em)";

function preloadOf(image: ContentAsset, media: string | undefined): MetaDescriptor {
  const srcSet = imageSrcSet(image);
  return {
    tagName: "link",
    rel: "preload",
    as: "image",
    href: image.url,
    ...(srcSet ? { imageSrcSet: srcSet, imageSizes: HERO_SIZES } : {}),
    ...(media ? { media } : {}),
    fetchpriority: "high",
  };
}

/**
 * The hero is the page's largest paint, and its picture lives on the content service's asset host, another origin:
 * found only when the body reaches it, the browser would open that connection and start the picture after the header
 * and menu have arrived. A preload in the head starts both while the rest of the page still streams, each variant only
 * where its media query matches, as the `<picture>` chooses.
 */
export function heroPreloads(hero: HeroValue | null | undefined): MetaDescriptor[] {
  const desktop = hero?.heroDesktop;
  const mobile = hero?.heroMobile;
  if (desktop?.url && mobile?.url) {
    return [preloadOf(mobile, PHONE), preloadOf(desktop, DESKTOP)];
  }
  const only = mobile?.url ? mobile : desktop?.url ? desktop : null;
  return only ? [preloadOf(only, undefined)] : [];
}

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
        sizes={HERO_SIZES}
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
