import type { AppLoadContext } from "@remix-run/cloudflare";
import { defaultMenus, type FooterColumn, type MenuItem, type SiteMenus } from "./menus";
import { serverT } from "~/platform/i18n/catalogue.server";
import { getEntriesOfType, type ContentClients } from "~/platform/services/content-client.server";
import { ContentServiceError } from "~/platform/services/content-errors";
import {
  alertBannerFieldsSchema,
  footerFieldsSchema,
  headerFieldsSchema,
  informationBannerFieldsSchema,
  ourServicesMenuFieldsSchema,
  siteSettingsFieldsSchema,
  type AlertBannerFields,
  type ContentMenuLink,
  type InformationBannerFields,
  type SiteSettings,
} from "@shop/contract/content/entries";

export interface AlertBanner extends Omit<AlertBannerFields, "active" | "hideWhenLoggedIn"> {
  id: string;
}
export interface InformationBanner extends Omit<InformationBannerFields, "active"> {
  id: string;
}

export interface ShellContent {
  menus: SiteMenus;
  siteSettings: SiteSettings | null;
  alertBanners: AlertBanner[];
  informationBanners: InformationBanner[];
  /** False when the content service could not be reached: the shell then shows its defaults. */
  fromContent: boolean;
}

/** Spec section 3: the our-services menu's label when content gives none. */
export const DEFAULT_SERVICES_MENU_LABEL = "Vårt erbjudande";

function toMenuItem(link: ContentMenuLink): MenuItem {
  return {
    label: link.title,
    href: link.url,
    ...(link.links.length > 0 ? { children: link.links.map(toMenuItem) } : {}),
  };
}

/** Content menus laid over the shell's defaults; a menu missing in content keeps its default. */
export function mergeMenus(
  defaults: SiteMenus,
  content: {
    header?: ContentMenuLink[];
    ourServices?: { title?: string | null; items: ContentMenuLink[] };
    footer?: ContentMenuLink[];
  },
): SiteMenus {
  const footer: FooterColumn[] | undefined = content.footer?.length
    ? content.footer.map((column) => ({
        heading: column.title,
        items: (column.links.length > 0 ? column.links : [column]).map(toMenuItem),
      }))
    : undefined;
  return {
    product: defaults.product,
    services: content.ourServices?.items.length
      ? {
          label: content.ourServices.title || DEFAULT_SERVICES_MENU_LABEL,
          items: content.ourServices.items.map(toMenuItem),
        }
      : { ...defaults.services, label: defaults.services.label || DEFAULT_SERVICES_MENU_LABEL },
    extra: content.header?.length ? { ...defaults.extra, items: content.header.map(toMenuItem) } : defaults.extra,
    footer: footer ?? defaults.footer,
  };
}

/** Spec section 4: active banners, minus those hidden for logged-in buyers and those closed this session. */
export function visibleAlertBanners(
  entries: { id: string; fields: AlertBannerFields }[],
  { isLoggedIn, closedBanners }: { isLoggedIn: boolean; closedBanners: readonly string[] },
): AlertBanner[] {
  return entries
    .filter(
      ({ id, fields }) => fields.active && !(isLoggedIn && fields.hideWhenLoggedIn) && !closedBanners.includes(id),
    )
    .map(({ id, fields: { active: _active, hideWhenLoggedIn: _hide, ...rest } }) => ({ id, ...rest }));
}

export function visibleInformationBanners(
  entries: { id: string; fields: InformationBannerFields }[],
  closedBanners: readonly string[],
): InformationBanner[] {
  return entries
    .filter(({ id, fields }) => fields.active && !closedBanners.includes(id))
    .map(({ id, fields: { active: _active, ...rest } }) => ({ id, ...rest }));
}

/** An entry type with no entries is normal (no banner today); anything else is logged and degrades to none. */
async function entriesOrNone<T>(label: string, load: () => Promise<T[]>): Promise<{ items: T[]; failed: boolean }> {
  try {
    return { items: await load(), failed: false };
  } catch (error) {
    if (error instanceof ContentServiceError && error.status === 404) return { items: [], failed: false };
    console.error(
      JSON.stringify({
        level: "error",
        service: "cms",
        message: `Shell content ${label} failed`,
        error: error instanceof ContentServiceError ? error.toJSON() : String(error),
      }),
    );
    return { items: [], failed: true };
  }
}

/**
 * Everything the shell takes from content: menus, site settings (logos) and the banners to show.
 * Never throws: the root loader must render the shop even when the content service is down.
 */
export async function loadShellContent(
  context: AppLoadContext,
  { isLoggedIn, closedBanners }: { isLoggedIn: boolean; closedBanners: readonly string[] },
  clients?: ContentClients,
): Promise<ShellContent> {
  const defaults = defaultMenus(serverT);
  let content: ContentClients;
  try {
    content = clients ?? context.content;
  } catch (error) {
    console.error(`Shell content unavailable: ${(error as Error).message}`);
    return { menus: defaults, siteSettings: null, alertBanners: [], informationBanners: [], fromContent: false };
  }
  const [header, footer, ourServices, logo, alerts, information] = await Promise.all([
    entriesOrNone("header", () => getEntriesOfType(content, "header", headerFieldsSchema, { include: 3, limit: 1 })),
    entriesOrNone("footer", () => getEntriesOfType(content, "footer", footerFieldsSchema, { include: 3, limit: 1 })),
    entriesOrNone("ourServicesMenu", () =>
      getEntriesOfType(content, "ourServicesMenu", ourServicesMenuFieldsSchema, { include: 3, limit: 1 }),
    ),
    entriesOrNone("logo", () => getEntriesOfType(content, "logo", siteSettingsFieldsSchema, { limit: 1 })),
    entriesOrNone("alertBanner", () =>
      getEntriesOfType(content, "alertBanner", alertBannerFieldsSchema, { "fields.active": true }),
    ),
    entriesOrNone("informationBanner", () =>
      getEntriesOfType(content, "informationBanner", informationBannerFieldsSchema, { "fields.active": true }),
    ),
  ]);
  const footerFields = footer.items[0]?.fields;
  const servicesFields = ourServices.items[0]?.fields;
  return {
    menus: mergeMenus(defaults, {
      header: header.items[0]?.fields.items,
      ourServices: servicesFields ? { title: servicesFields.title, items: servicesFields.items } : undefined,
      footer: footerFields ? footerFields.columns : undefined,
    }),
    siteSettings: logo.items[0]?.fields ?? null,
    alertBanners: visibleAlertBanners(alerts.items, { isLoggedIn, closedBanners }),
    informationBanners: visibleInformationBanners(information.items, closedBanners),
    fromContent: ![header, footer, ourServices, logo, alerts, information].some((result) => result.failed),
  };
}
