import { z } from "zod";

/**
 * zod schemas of the content entities of spec section 3, as the GraphQL queries and REST entry
 * fetches return them. Content is edited by people: optional fields are nullish, so one missing
 * field degrades one component instead of the whole page.
 */
const text = z.string().nullish();
const flag = z.boolean().nullish();

export const sysSchema = z.object({ id: z.string() });

export const assetSchema = z.object({
  sys: sysSchema.optional(),
  title: text,
  description: text,
  url: z.string(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  contentType: text,
});
export type ContentAsset = z.infer<typeof assetSchema>;
const asset = assetSchema.nullish();

/** Contentful rich-text document: nodes are validated structurally by the renderer. */
export const richTextNodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.object({
    nodeType: z.string(),
    value: z.string().optional(),
    marks: z.array(z.object({ type: z.string() })).optional(),
    data: z.record(z.string(), z.unknown()).optional(),
    content: z.array(richTextNodeSchema).optional(),
  }),
);
export interface RichTextNode {
  nodeType: string;
  value?: string;
  marks?: { type: string }[];
  data?: Record<string, unknown>;
  content?: RichTextNode[];
}

// Embedded dynamic forms are validated here, on the server, so the rich-text renderer can use
// them without shipping zod to the browser (it sits in the root layout via the site banners).
const linkedEntrySchema = z
  .looseObject({ __typename: z.string().optional(), sys: sysSchema })
  // The explicit return type breaks the type cycle dynamicForm → richText → linkedEntry.
  .transform((entry): { __typename?: string; sys: { id: string }; dynamicForm?: unknown; [key: string]: unknown } =>
    entry.__typename === "DynamicForm" ? { ...entry, dynamicForm: dynamicFormSchema.safeParse(entry).data ?? null } : entry,
  );
export type LinkedEntry = z.infer<typeof linkedEntrySchema> & Record<string, unknown>;

export const richTextSchema = z.object({
  json: richTextNodeSchema,
  links: z
    .object({
      entries: z
        .object({
          block: z.array(linkedEntrySchema.nullable()).nullish(),
          inline: z.array(linkedEntrySchema.nullable()).nullish(),
          hyperlink: z.array(linkedEntrySchema.nullable()).nullish(),
        })
        .nullish(),
      assets: z.object({ block: z.array(assetSchema.nullable()).nullish(), hyperlink: z.array(assetSchema.nullable()).nullish() }).nullish(),
    })
    .nullish(),
});
export type RichText = z.infer<typeof richTextSchema>;
const richText = richTextSchema.nullish();

const collection = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item.nullable()).transform((items) => items.filter((entry): entry is NonNullable<typeof entry> => entry != null)) }).nullish();

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
});
export type MarketingBanner = z.infer<typeof marketingBannerSchema>;

export const iconLinkSchema = z.object({ sys: sysSchema.optional(), icon: asset, title: text, text: text, linkUrl: text, linkText: text, isExternalLink: flag });
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

export const accordionItemSchema = z.object({ sys: sysSchema.optional(), title: text, body: z.object({ json: richTextNodeSchema }).nullish() });

const sectionBase = { sys: sysSchema, title: text };

export const sectionSchema = z.discriminatedUnion("__typename", [
  z.object({ __typename: z.literal("LargeSection"), ...sectionBase, icon: asset, subHero: subHeroSchema.nullish() }),
  z.object({ __typename: z.literal("SubBanners"), ...sectionBase, name: text, backgroundColor: text, icon: asset, itemsCollection: collection(bannerSchema) }),
  z.object({ __typename: z.literal("RandomBanners"), ...sectionBase, icon: asset, backgroundColor: text, itemsCollection: collection(bannerSchema) }),
  z.object({ __typename: z.literal("MarketingBanners"), ...sectionBase, name: text, icon: asset, backgroundColor: text, itemsCollection: collection(marketingBannerSchema) }),
  z.object({ __typename: z.literal("ContentBanners"), ...sectionBase, icon: asset, itemsCollection: collection(bannerSchema) }),
  z.object({ __typename: z.literal("SelectedProducts"), ...sectionBase, name: text, selectedProductsId: text, articleNumbers: z.array(z.string()).nullish() }),
  z.object({ __typename: z.literal("AssortmentIcons"), ...sectionBase, icon: asset, backgroundColor: text, itemsCollection: collection(iconLinkSchema) }),
  z.object({ __typename: z.literal("ServiceCards"), ...sectionBase, icon: asset, itemsCollection: collection(iconLinkSchema) }),
  z.object({ __typename: z.literal("AccountApplication"), ...sectionBase, icon: asset, applicationText: z.object({ json: richTextNodeSchema }).nullish(), linkUrl: text, linkText: text }),
  z.object({ __typename: z.literal("ContactCards"), ...sectionBase, icon: asset, contactsCollection: collection(contactSchema) }),
  z.object({ __typename: z.literal("ImageSetOfThree"), ...sectionBase, imagesCollection: collection(assetSchema) }),
  z.object({ __typename: z.literal("ImageSingle"), ...sectionBase, caption: text, image: asset }),
  z.object({ __typename: z.literal("InfoBlock"), ...sectionBase, infoBlockTitle: text, infoBlockText: richText }),
  z.object({ __typename: z.literal("TextAndMedia"), ...sectionBase, textMediaTitle: text, imagePosition: text, mediaText: richText, image: asset }),
  z.object({ __typename: z.literal("TextBlock"), ...sectionBase, bodyTextSecondary: richText }),
  z.object({ __typename: z.literal("Video"), ...sectionBase, icon: asset, videoUrl: text, poster: asset }),
  z.object({ __typename: z.literal("Accordions"), ...sectionBase, icon: asset, itemsCollection: collection(accordionItemSchema) }),
]);
export type Section = z.infer<typeof sectionSchema>;
export type SectionOf<T extends Section["__typename"]> = Extract<Section, { __typename: T }>;

/** Unknown or unresolvable sections are dropped (logged), not fatal: editors may add types the shop cannot show yet. */
export const sectionsSchema = z.array(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    if (item == null) return [];
    const parsed = sectionSchema.safeParse(item);
    if (parsed.success) return [parsed.data];
    console.warn(`Skipped content section ${(item as { __typename?: string }).__typename ?? "?"}: ${parsed.error.issues[0]?.message ?? ""}`);
    return [];
  }),
);

export const frontPageSchema = z.object({
  name: text,
  hero: heroSchema.nullish(),
  metaDescription: text,
  sectionsCollection: z.object({ items: sectionsSchema }).nullish(),
});
export type FrontPage = z.infer<typeof frontPageSchema>;

export const tagSchema = z.object({ id: z.string(), name: z.string() });
const metadata = z.object({ tags: z.array(tagSchema) }).nullish();

export const pageLinkSchema = z.object({ sys: sysSchema.optional(), slug: z.string(), title: text, preTitle: text, thumbnail: asset });
export type PageLink = z.infer<typeof pageLinkSchema>;

export const contentPageSchema = z.object({
  sys: sysSchema,
  title: text,
  preTitle: text,
  slug: z.string(),
  showSidebar: flag,
  ingress: richText,
  metaDescription: text,
  canonicalLink: text,
  bodyTextPrimary: richText,
  displayContacts: flag,
  contactsCollection: collection(contactSchema),
  excludeFromSearch: flag,
  authenticatedOnly: flag,
  contentfulMetadata: metadata,
  categorySectionTitle: text,
  categorySectionIcon: asset,
  categoriesCollection: collection(pageLinkSchema),
  hero: heroSchema.nullish(),
  thumbnail: asset,
  linkedFrom: z.object({ contentListingPageCollection: collection(z.object({ slug: z.string(), title: text })) }).nullish(),
  sectionsCollection: z.object({ items: sectionsSchema }).nullish(),
  banner: bannerSchema.nullish(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const listingItemSchema = z.object({
  sys: sysSchema.optional(),
  slug: z.string(),
  title: text,
  preTitle: text,
  thumbnail: asset,
  ingress: z.object({ json: richTextNodeSchema }).nullish(),
  banner: z.object({ image: asset, contentImage: asset }).nullish(),
  contentfulMetadata: metadata,
});
export type ListingItem = z.infer<typeof listingItemSchema>;

export const contentListingPageSchema = z.object({
  sys: sysSchema,
  slug: z.string(),
  title: text,
  heroDesktop: asset,
  heroMobile: asset,
  overlay: z.union([z.boolean(), z.string()]).nullish(),
  icon: asset,
  ingress: richText,
  metaDescription: text,
  tagOrder: z.array(z.string()).nullish(),
  contentfulMetadata: metadata,
  contentCollection: z.object({ total: z.number().optional(), items: z.array(listingItemSchema.nullable()) }).nullish(),
});
export type ContentListingPage = z.infer<typeof contentListingPageSchema>;

const openingHours = text;
export const storeDetailsSchema = z.object({
  sys: sysSchema.optional(),
  storeId: z.union([z.string(), z.number()]).transform(String),
  name: text,
  address: text,
  postalCode: text,
  city: text,
  phone: text,
  email: text,
  label: text,
  location: z.object({ lat: z.number(), lon: z.number() }).nullish(),
  openingHoursMondays: openingHours,
  openingHoursTuesdays: openingHours,
  openingHoursWednesdays: openingHours,
  openingHoursThursdays: openingHours,
  openingHoursFridays: openingHours,
  openingHoursSaturdays: openingHours,
  openingHoursSundays: openingHours,
  specialOpeningHoursCollection: collection(z.object({ title: text, date: text, openingHours: text })),
  phoneNumbersCollection: collection(z.object({ title: text, phone: text })),
  services: z.array(z.string()).nullish(),
  assortments: z.array(z.string()).nullish(),
});
export type StoreDetails = z.infer<typeof storeDetailsSchema>;

export const storePageSchema = z.object({
  sys: sysSchema.optional(),
  storeId: z.union([z.string(), z.number()]).transform(String),
  title: text,
  metaDescription: text,
  ingress: richText,
  bodyTextPrimary: richText,
  heroImagesCollection: collection(assetSchema),
  storeDetails: storeDetailsSchema.nullish(),
  infoBox: z.object({ sys: sysSchema.optional(), infoBlockTitle: text, infoBlockText: richText }).nullish(),
  assortments: z.array(z.string()).nullish(),
  services: z.array(z.string()).nullish(),
  storeActivitiesCollection: collection(z.object({ sys: sysSchema.optional(), title: text, date: text, description: text, image: asset })),
  contactsSectionTitle: text,
  contactsCollection: collection(contactSchema),
  sectionsCollection: z.object({ items: sectionsSchema }).nullish(),
});
export type StorePage = z.infer<typeof storePageSchema>;

export const retailerSchema = z.object({
  sys: sysSchema,
  name: text,
  address: text,
  location: z.object({ lat: z.number(), lon: z.number() }).nullish(),
  offerings: z.array(z.string()).nullish(),
  link: text,
});
export type Retailer = z.infer<typeof retailerSchema>;

export const FORM_INPUT_TYPES = ["text", "email", "tel", "number", "textarea", "select", "radio", "checkbox"] as const;

export const dynamicFormInputSchema = z.object({
  sys: sysSchema,
  title: z.string(),
  type: z.enum(FORM_INPUT_TYPES).catch("text"),
  inputList: z.array(z.string()).nullish(),
  requiredField: flag,
  placeholderText: text,
});
export type DynamicFormInput = z.infer<typeof dynamicFormInputSchema>;

export const dynamicFormSchema = z.object({
  sys: sysSchema,
  title: text,
  formTitle: text,
  formDescription: richText,
  inputsCollection: collection(dynamicFormInputSchema),
});
export type DynamicForm = z.infer<typeof dynamicFormSchema>;

export const infoBlockSchema = z.object({ sys: sysSchema, title: text, infoBlockTitle: text, infoBlockText: richText });
export const textAndMediaSchema = z.object({ sys: sysSchema, title: text, textMediaTitle: text, imagePosition: text, mediaText: richText, image: asset });
export const textBlockSchema = z.object({ sys: sysSchema, title: text, bodyTextSecondary: richText });

// ---- REST entries (fields of the delivery API, links resolved by the SDK) ----

const restAsset = z
  .object({ sys: sysSchema.optional(), fields: z.object({ title: text, description: text, file: z.object({ url: z.string(), details: z.object({ image: z.object({ width: z.number(), height: z.number() }).optional() }).optional() }) }) })
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
      const links = (items ?? []).map((item) => menuItemSchema.safeParse(item)).flatMap((r) => (r.success && r.data ? [r.data] : []));
      const href = url ?? (slug ? `/${slug.replace(/^\/+/, "")}` : "");
      return { title, url: href, isExternalLink: isExternalLink ?? false, links };
    })
    .catch(null),
);
const menuItems = z
  .array(z.unknown())
  .nullish()
  .transform((items) => (items ?? []).map((item) => menuItemSchema.safeParse(item)).flatMap((r) => (r.success && r.data ? [r.data] : [])));

export const headerFieldsSchema = z.object({ name: text, items: menuItems });
export const footerFieldsSchema = z.object({ name: text, columns: menuItems, bottomLinks: menuItems, text: text });
export const ourServicesMenuFieldsSchema = z.object({ name: text, title: text, items: menuItems });
