import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { throwPageNotFound } from "~/platform/routing/not-found";

/** One brand page (brands/<id>/pages/<name>.json), the content of an extra route. */
export const brandPageSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  intro: z.string().min(1),
  sections: z.array(
    z.strictObject({ heading: z.string().min(1), text: z.string().min(1), items: z.array(z.string()).optional() }),
  ),
});
export type BrandPage = z.infer<typeof brandPageSchema>;

const pageFiles = import.meta.glob<{ default: unknown }>("../../../brands/*/pages/*.json", { eager: true });

/** The page file of a brand's extra route: its last path segment (`/kurser` is pages/kurser.json). */
export function brandPageKey(brandId: string, routePath: string): string {
  return `../../../brands/${brandId}/pages/${routePath.split("/").pop()}.json`;
}

/** A brand page, validated; a bad file throws naming it (tests/unit/brand-assets.test.ts reads every one). */
export function readBrandPage(brandId: string, routePath: string): BrandPage | null {
  const key = brandPageKey(brandId, routePath);
  const file = pageFiles[key];
  if (!file) return null;
  const result = brandPageSchema.safeParse(file.default);
  if (!result.success) throw new Error(`Invalid brand page ${key.replace("../../../", "")}: ${result.error.message}`);
  return result.data;
}

/**
 * The page of an extra route for the running brand. Every brand's extra paths are routes in every build
 * (app/routes.ts): a path the running brand does not list is a 404, as any unknown path.
 */
export async function loadExtraPage(request: Request, context: AppLoadContext) {
  const brand = await context.brand();
  const url = new URL(request.url);
  const extra = brand.extraRoutes.find((candidate) => candidate.path === url.pathname.replace(/\/$/, ""));
  const page = extra ? readBrandPage(brand.id, extra.path) : null;
  if (!extra || !page) throwPageNotFound(request);
  return { ...page, canonical: `${url.origin}${extra.path}` };
}
