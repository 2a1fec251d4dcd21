/** Page sections and the blocks they are made of (heroes, banners, contacts), as the GraphQL queries return them. */
import { z } from "zod";
import { asset, assetSchema, collection, flag, sysSchema, text } from "./base";
import { richText, richTextNodeSchema } from "./rich-text";

export const heroSchema = z.object({
  sys: sysSchema.optional(),
  heroDesktop: asset,
  heroMobile: asset,
  icon: asset,
  title: text,
  titleFontSize: text,
  description: text,
  overlay: z.union([z.boolean(), z.string()]).nullish(),
  slug: text,
});
export type Hero = z.infer<typeof heroSchema>;

export const bannerSchema = z.object({
  sys: sysSchema.optional(),
  name: text,
  title: text,
  preTitle: text,
  text: text,
  icon: asset,
  textRow1: text,
  textRow2: text,
  contentImage: asset,
  image: asset,
  template: text,
  buttonText: text,
  buttonLink: text,
  linkUrl: text,
  isExternalLink: flag,
  marketingId: text,
  creative: text,
  /** Shown from and through these Stockholm days (Contentful Date fields; domain/content-validity.ts). */
  validFrom: text,
  validUntil: text,
});
export type Banner = z.infer<typeof bannerSchema>;

export const marketingBannerSchema = z.object({
  sys: sysSchema.optional(),
  metaTitle: text,
  metaDescription: text,
  bannerDesktop: asset,
  bannerMobile: asset,
  linkUrl: text,
  isExternalLink: flag,
  weight: z.number().nullish(),
  marketingId: text,
  creative: text,
  validFrom: text,
  validUntil: text,
});
export type MarketingBanner = z.infer<typeof marketingBannerSchema>;

export const iconLinkSchema = z.object({
  sys: sysSchema.optional(),
  icon: asset,
  title: text,
  text: text,
  linkUrl: text,
  linkText: text,
  isExternalLink: flag,
});
export type IconLink = z.infer<typeof iconLinkSchema>;

export const subHeroSchema = z.object({
  title: text,
  text: text,
  buttonText: text,
  buttonLink: text,
  linkUrl: text,
  isExternalLink: flag,
  template: text,
  image: asset,
});

export const contactSchema = z.object({
  sys: sysSchema.optional(),
  role: text,
  name: text,
  phone: text,
  email: text,
  image: asset,
});
export type Contact = z.infer<typeof contactSchema>;

const richTextBody = z.object({ json: richTextNodeSchema }).nullish();

export const accordionItemSchema = z.object({ sys: sysSchema.optional(), title: text, body: richTextBody });

const sectionBase = { sys: sysSchema, title: text };
const section = <T extends string, S extends z.ZodRawShape>(typename: T, shape: S) =>
  z.object({ __typename: z.literal(typename), ...sectionBase, ...shape });

export const sectionSchema = z.discriminatedUnion("__typename", [
  section("LargeSection", { icon: asset, subHero: subHeroSchema.nullish() }),
  section("SubBanners", { name: text, backgroundColor: text, icon: asset, itemsCollection: collection(bannerSchema) }),
  section("RandomBanners", { icon: asset, backgroundColor: text, itemsCollection: collection(bannerSchema) }),
  section("MarketingBanners", {
    name: text,
    icon: asset,
    backgroundColor: text,
    itemsCollection: collection(marketingBannerSchema),
  }),
  section("ContentBanners", { icon: asset, itemsCollection: collection(bannerSchema) }),
  section("SelectedProducts", { name: text, selectedProductsId: text, articleNumbers: z.array(z.string()).nullish() }),
  section("AssortmentIcons", { icon: asset, backgroundColor: text, itemsCollection: collection(iconLinkSchema) }),
  section("ServiceCards", { icon: asset, itemsCollection: collection(iconLinkSchema) }),
  section("AccountApplication", { icon: asset, applicationText: richTextBody, linkUrl: text, linkText: text }),
  section("ContactCards", { icon: asset, contactsCollection: collection(contactSchema) }),
  section("ImageSetOfThree", { imagesCollection: collection(assetSchema) }),
  section("ImageSingle", { caption: text, image: asset }),
  section("InfoBlock", { infoBlockTitle: text, infoBlockText: richText }),
  section("TextAndMedia", { textMediaTitle: text, imagePosition: text, mediaText: richText, image: asset }),
  section("TextBlock", { bodyTextSecondary: richText }),
  section("Video", { icon: asset, videoUrl: text, poster: asset }),
  section("Accordions", { icon: asset, itemsCollection: collection(accordionItemSchema) }),
]);
export type Section = z.infer<typeof sectionSchema>;
export type SectionOf<T extends Section["__typename"]> = Extract<Section, { __typename: T }>;

/** Unknown or unresolvable sections are dropped (logged), not fatal: editors may add types the shop cannot show yet. */
export const sectionsSchema = z.array(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    if (item == null) return [];
    const parsed = sectionSchema.safeParse(item);
    if (parsed.success) return [parsed.data];
    const typename = (item as { __typename?: string }).__typename ?? "?";
    console.warn(`Skipped content section ${typename}: ${parsed.error.issues[0]?.message ?? ""}`);
    return [];
  }),
);
export const sectionsCollection = z.object({ items: sectionsSchema }).nullish();

export const infoBlockSchema = z.object({ sys: sysSchema, title: text, infoBlockTitle: text, infoBlockText: richText });
export const textAndMediaSchema = z.object({
  sys: sysSchema,
  title: text,
  textMediaTitle: text,
  imagePosition: text,
  mediaText: richText,
  image: asset,
});
export const textBlockSchema = z.object({ sys: sysSchema, title: text, bodyTextSecondary: richText });
