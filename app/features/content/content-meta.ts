import type { MetaFunction } from "@remix-run/cloudflare";
import type { ContentRouteData } from "./pages.server";

/** Title, meta description and canonical link (app/features/content/pages.server.ts) of a content or listing page. */
export function contentMeta<Loader>(args: Parameters<MetaFunction<Loader>>[0]): ReturnType<MetaFunction> {
  const data = args.data as (ContentRouteData & { canonical: string }) | undefined;
  if (!data) return [];
  if (data.kind === "listing") {
    return [
      { title: data.listing.title ?? data.listing.slug },
      ...(data.listing.metaDescription ? [{ name: "description", content: data.listing.metaDescription }] : []),
      { tagName: "link", rel: "canonical", href: data.canonical },
    ];
  }
  return [
    { title: data.page.title ?? data.page.slug },
    ...(data.page.metaDescription ? [{ name: "description", content: data.page.metaDescription }] : []),
    { tagName: "link", rel: "canonical", href: data.canonical },
    ...(data.page.authenticatedOnly ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
