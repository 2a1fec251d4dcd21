import { createContentClients, getFrontPage, getContentPage, getContentListingPage, getStorePage, getStoreDetails, getAllStoreDetails, getRetailers, getDynamicForm, getHero, getInfoBlock, getTextAndMedia, getTextBlock, getEntriesOfType } from "~/services/content/content.server";
import { headerFieldsSchema, footerFieldsSchema, ourServicesMenuFieldsSchema, siteSettingsFieldsSchema, alertBannerFieldsSchema, informationBannerFieldsSchema } from "~/services/content/schemas";
import { searchContentPages } from "~/services/content/search.server";
const env = { CACHE: undefined as any, CONTENT_URL: "http://127.0.0.1:8852", CONTENT_SPACE: "shop", CONTENT_ENVIRONMENT: "master", CONTENT_STAGING_ENVIRONMENT: "staging", CONTENT_DELIVERY_TOKEN: "local-delivery-token", CONTENT_PREVIEW_TOKEN: "local-preview-token" };
const c = createContentClients({ env, waitUntil: () => {}, fetchOptions: { retryLimit: 1 } });
const run = async (name: string, f: () => Promise<unknown>) => { try { const r = await f(); console.log("OK", name, JSON.stringify(r)?.slice(0, Number(process.env.LEN ?? 300))); } catch (e: any) { console.log("FAIL", name, e?.message, JSON.stringify(e?.details ?? "")?.slice(0, 600)); } };
const which = process.argv[2];
const all: Record<string, () => Promise<unknown>> = {
  front: () => getFrontPage(c),
  page: () => getContentPage(c, process.argv[3] ?? "kundservice"),
  listing: () => getContentListingPage(c, "inspiration"),
  storeDetailsAll: () => getAllStoreDetails(c),
  retailers: () => getRetailers(c),
  form: () => getDynamicForm(c, "form-kontakta-oss"),
  hero: () => getHero(c, "start"),
  header: () => getEntriesOfType(c, "header", headerFieldsSchema, { include: 3 }),
  footer: () => getEntriesOfType(c, "footer", footerFieldsSchema, { include: 3 }),
  services: () => getEntriesOfType(c, "ourServicesMenu", ourServicesMenuFieldsSchema, { include: 3 }),
  logo: () => getEntriesOfType(c, "logo", siteSettingsFieldsSchema, { limit: 1 }),
  alerts: () => getEntriesOfType(c, "alertBanner", alertBannerFieldsSchema, { "fields.active": true }),
  info: () => getEntriesOfType(c, "informationBanner", informationBannerFieldsSchema, { "fields.active": true }),
  search: () => searchContentPages({} as any, process.argv[3] ?? "leverans", c),
};
for (const [k, f] of Object.entries(all)) if (!which || which === k) await run(k, f);
if (which === "store") await run("store", () => getStorePage(c, process.argv[3] ?? "2002"));
if (which === "frontsections") { const f = await getFrontPage(c); console.log(f?.sectionsCollection?.items.map((s) => s.__typename + ":" + ("itemsCollection" in s ? (s as any).itemsCollection?.items.length : "")).join(", ")); }
if (which === "pagesections") { const p = await getContentPage(c, process.argv[3] ?? "kundservice"); console.log(p?.sectionsCollection?.items.map((s) => s.__typename).join(", "), "| body embeds:", p?.bodyTextPrimary?.links?.entries?.block?.map((e) => e?.__typename).join(","), "| cats:", p?.categoriesCollection?.items.map((x) => x.slug).join(","), "| auth:", p?.authenticatedOnly); }
