import type { MetaFunction } from "@remix-run/cloudflare";
import type { ContentRouteData } from "./pages.server";

/**
 * Title, meta description and canonical link of a content or listing page. The canonical link is
 * the editor's canonicalLink when set, else the page's own path (child pages have one parent).
 */
export function contentMeta<Loader>(args: Parameters<MetaFunction<Loader>>[0]): ReturnType<MetaFunction> {
  const data = args.data as ContentRouteData | undefined;
  if (!data) return [];
  if (data.kind === "listing") {
    return [
      { title: data.listing.title ?? data.listing.slug },
      ...(data.listing.metaDescription ? [{ name: "description", content: data.listing.metaDescription }] : []),
      { tagName: "link", rel: "canonical", href: `/${data.listing.slug}` },
    ];
  }
  const path = data.parent ? `/${data.parent.slug}/${data.page.slug}` : `/${data.page.slug}`;
  return [
    { title: data.page.title ?? data.page.slug },
    ...(data.page.metaDescription ? [{ name: "description", content: data.page.metaDescription }] : []),
    { tagName: "link", rel: "canonical", href: data.page.canonicalLink || path },
    ...(data.page.authenticatedOnly ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
