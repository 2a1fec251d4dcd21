import type { MetaFunction } from "@remix-run/cloudflare";
import type { ContentRouteData } from "./pages.server";

/**
 * Title, meta description and canonical link of a content or listing page. The canonical link is
 * the editor's canonicalLink when set, else the page's own path (child pages have one parent),
 * made absolute against the shop's origin.
 */
export function contentMeta<Loader>(args: Parameters<MetaFunction<Loader>>[0]): ReturnType<MetaFunction> {
  const data = args.data as (ContentRouteData & { origin: string }) | undefined;
  if (!data) return [];
  const absolute = (href: string) => {
    try {
      return new URL(href, data.origin).href;
    } catch {
      return href; // an editor's link that is no URL at all stays as written rather than breaking the page
    }
  };
  if (data.kind === "listing") {
    return [
      { title: data.listing.title ?? data.listing.slug },
      ...(data.listing.metaDescription ? [{ name: "description", content: data.listing.metaDescription }] : []),
      { tagName: "link", rel: "canonical", href: absolute(`/${data.listing.slug}`) },
    ];
  }
  const path = data.parent ? `/${data.parent.slug}/${data.page.slug}` : `/${data.page.slug}`;
  return [
    { title: data.page.title ?? data.page.slug },
    ...(data.page.metaDescription ? [{ name: "description", content: data.page.metaDescription }] : []),
    { tagName: "link", rel: "canonical", href: absolute(data.page.canonicalLink || path) },
    ...(data.page.authenticatedOnly ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
