import type { MetaDescriptor } from "@remix-run/cloudflare";

/** Title, meta description and canonical link from a loader's answer (none while it is missing, e.g. on an error). */
export function seoMeta(data: { title: string; description: string; canonical: string } | undefined): MetaDescriptor[] {
  if (!data) return [];
  return [
    { title: data.title },
    { name: "description", content: data.description },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
}
