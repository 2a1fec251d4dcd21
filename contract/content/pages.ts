/** Whole pages and page-like entries (front page, content and listing pages, stores, retailers) from GraphQL. */
import { z } from "zod";
import { asset, assetSchema, collection, flag, metadata, sysSchema, text } from "./base";
import { richText, richTextNodeSchema } from "./rich-text";
import { bannerSchema, contactSchema, heroSchema, sectionsCollection } from "./sections";

export const frontPageSchema = z.object({
  name: text,
  hero: heroSchema.nullish(),
  metaDescription: text,
  sectionsCollection,
});
export type FrontPage = z.infer<typeof frontPageSchema>;

export const pageLinkSchema = z.object({
  sys: sysSchema.optional(),
  slug: z.string(),
  title: text,
  preTitle: text,
  thumbnail: asset,
});
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
  linkedFrom: z
    .object({ contentListingPageCollection: collection(z.object({ slug: z.string(), title: text })) })
    .nullish(),
  sectionsCollection,
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
const coordinates = z.object({ lat: z.number(), lon: z.number() }).nullish();
const storeId = z.union([z.string(), z.number()]).transform(String);

export const storeDetailsSchema = z.object({
  sys: sysSchema.optional(),
  storeId,
  name: text,
  address: text,
  postalCode: text,
  city: text,
  phone: text,
  email: text,
  label: text,
  location: coordinates,
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

const storeActivitySchema = z.object({
  sys: sysSchema.optional(),
  title: text,
  date: text,
  description: text,
  image: asset,
});

export const storePageSchema = z.object({
  sys: sysSchema.optional(),
  storeId,
  title: text,
  metaDescription: text,
  ingress: richText,
  bodyTextPrimary: richText,
  heroImagesCollection: collection(assetSchema),
  storeDetails: storeDetailsSchema.nullish(),
  infoBox: z.object({ sys: sysSchema.optional(), infoBlockTitle: text, infoBlockText: richText }).nullish(),
  assortments: z.array(z.string()).nullish(),
  services: z.array(z.string()).nullish(),
  storeActivitiesCollection: collection(storeActivitySchema),
  contactsSectionTitle: text,
  contactsCollection: collection(contactSchema),
  sectionsCollection,
});
export type StorePage = z.infer<typeof storePageSchema>;

export const retailerSchema = z.object({
  sys: sysSchema,
  name: text,
  address: text,
  location: coordinates,
  offerings: z.array(z.string()).nullish(),
  link: text,
});
export type Retailer = z.infer<typeof retailerSchema>;
