/**
 * Entry fields from the content service's REST delivery API (links resolved by the SDK): the site shell
 * (settings, banners, menus) and the content search.
 */
import { z } from "zod";
import { flag, sysSchema, type ContentAsset, text } from "./base";

const restAssetFile = z.object({
  url: z.string(),
  details: z.object({ image: z.object({ width: z.number(), height: z.number() }).optional() }).optional(),
});
const restAsset = z
  .object({ sys: sysSchema.optional(), fields: z.object({ title: text, description: text, file: restAssetFile }) })
  .transform((value): ContentAsset => ({
    title: value.fields.title,
    description: value.fields.description,
    // Protocol-relative (`//host/...`, as Contentful delivers it): the page's own scheme applies.
    url: value.fields.file.url,
    width: value.fields.file.details?.image?.width,
    height: value.fields.file.details?.image?.height,
  }))
  .nullish()
  .catch(null);

export const siteSettingsFieldsSchema = z.object({
  name: text,
  logo: restAsset,
  logoSmall: restAsset,
  favicon: restAsset,
  lightLogo: restAsset,
  lightLogoSmall: restAsset,
});
export type SiteSettings = z.infer<typeof siteSettingsFieldsSchema>;

export const ALERT_TYPES = ["info", "warning", "error", "success"] as const;

export const alertBannerFieldsSchema = z.object({
  active: z.boolean().default(false),
  type: z.enum(ALERT_TYPES).catch("info"),
  message: text,
  title: text,
  linkUrl: text,
  linkText: text,
  secondLinkUrl: text,
  secondLinkText: text,
  hideWhenLoggedIn: z.boolean().default(false),
});
export type AlertBannerFields = z.infer<typeof alertBannerFieldsSchema>;

export const informationBannerFieldsSchema = z.object({
  active: z.boolean().default(false),
  message: text,
  linkUrl: text,
  linkText: text,
  /** An icon name (not an asset). */
  linkIcon: text,
});
export type InformationBannerFields = z.infer<typeof informationBannerFieldsSchema>;

/** A menu link from a content `menuItem`; `links` are its children (one column or group). */
export interface ContentMenuLink {
  title: string;
  url: string;
  isExternalLink: boolean;
  links: ContentMenuLink[];
}

const menuLinksOf = (items: readonly unknown[] | null | undefined): ContentMenuLink[] =>
  (items ?? []).map((item) => menuItemSchema.safeParse(item)).flatMap((r) => (r.success && r.data ? [r.data] : []));

const menuItemSchema: z.ZodType<ContentMenuLink | null> = z.lazy(() =>
  z
    .object({
      sys: z.object({ id: z.string() }).optional(),
      fields: z.object({
        title: text,
        slug: text,
        url: text,
        isExternalLink: flag,
        items: z.array(z.unknown()).nullish(),
      }),
    })
    .transform((entry): ContentMenuLink | null => {
      const { title, slug, url, isExternalLink, items } = entry.fields;
      if (!title) return null;
      const href = url ?? (slug ? `/${slug.replace(/^\/+/, "")}` : "");
      return { title, url: href, isExternalLink: isExternalLink ?? false, links: menuLinksOf(items) };
    })
    .catch(null),
);
const menuItems = z.array(z.unknown()).nullish().transform(menuLinksOf);

export const headerFieldsSchema = z.object({ name: text, items: menuItems });
export const footerFieldsSchema = z.object({ name: text, columns: menuItems, bottomLinks: menuItems, text: text });
export const ourServicesMenuFieldsSchema = z.object({ name: text, title: text, items: menuItems });

/** A content page that lists child pages (its categories), for the child → parent slug map of the search. */
export const parentPageFieldsSchema = z.object({
  slug: z.string(),
  categories: z
    .array(
      z
        .object({ sys: z.object({ id: z.string() }), fields: z.object({ slug: z.string() }).optional() })
        .nullable()
        .catch(null),
    )
    .nullish(),
});

export const searchHitFieldsSchema = z.object({
  title: z.string().nullish(),
  preTitle: z.string().nullish(),
  slug: z.string(),
  excludeFromSearch: z.boolean().nullish(),
});
