import type { ContentAsset } from "@shop/contract/content/base";

const WIDTHS = [320, 640, 960, 1280, 1920];

/** Contentful-style image URLs take `?w=`; vector images scale by themselves and need no set. */
export function imageSrcSet(image: Pick<ContentAsset, "url" | "width" | "contentType">): string | undefined {
  if (image.contentType === "image/svg+xml" || image.url.endsWith(".svg")) return undefined;
  const max = image.width ?? WIDTHS[WIDTHS.length - 1]!;
  const widths = WIDTHS.filter((width) => width < max).concat(max);
  const separator = image.url.includes("?") ? "&" : "?";
  return widths.map((width) => `${image.url}${separator}w=${width} ${width}w`).join(", ");
}

export interface ContentImageProps {
  image: ContentAsset | null | undefined;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** The first, largest image of a page: loaded at once with high priority (LCP). */
  priority?: boolean;
  /** On the first screen of a phone (the first section below the hero): loaded at once, not when scrolled to. */
  eager?: boolean;
  /** Decorative images (next to a text that says the same) get an empty alt. */
  decorative?: boolean;
  className?: string;
}

/**
 * A responsive content image. width/height come from the asset so the browser reserves the box
 * before the image arrives (CLS 0); below-the-fold images load lazily.
 */
export function ContentImage({
  image,
  sizes,
  priority = false,
  eager = false,
  decorative = false,
  className,
}: ContentImageProps) {
  if (!image?.url) return null;
  const srcSet = imageSrcSet(image);
  return (
    <img
      className={className}
      src={image.url}
      srcSet={srcSet}
      // `sizes` chooses among a srcset's widths; without a set (a vector image) HTML does not allow it.
      sizes={srcSet ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={decorative ? "" : (image.description ?? image.title ?? "")}
      loading={priority || eager ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      // React 18 does not know fetchPriority yet; the lower-case attribute reaches the HTML as is.
      {...(priority ? { fetchpriority: "high" } : {})}
    />
  );
}

/** Desktop and mobile variants of one picture (hero images). */
export function ArtDirectedImage({
  desktop,
  mobile,
  sizes,
  priority,
  className,
  alt,
}: {
  desktop: ContentAsset | null | undefined;
  mobile: ContentAsset | null | undefined;
  sizes: string;
  priority?: boolean;
  className?: string;
  alt?: string;
}) {
  const fallback = mobile ?? desktop;
  if (!fallback) return null;
  return (
    <picture className={className}>
      {desktop && mobile ? (
        <source
          media="(min-width: 48em)"
          srcSet={imageSrcSet(desktop) ?? desktop.url}
          sizes={imageSrcSet(desktop) ? sizes : undefined}
          width={desktop.width ?? undefined}
          height={desktop.height ?? undefined}
        />
      ) : null}
      <ContentImage
        image={alt !== undefined ? { ...fallback, description: alt } : fallback}
        sizes={sizes}
        priority={priority}
        decorative={alt === ""}
      />
    </picture>
  );
}
