import type { SiteMenus } from "./menus";
import type { BrandConfig } from "~/platform/brand/schema";

/**
 * The brand's extra routes in the header's "more" menu and as a footer column under the brand's name, after
 * content's menus are laid over the defaults, so a content footer cannot drop them.
 */
export function withBrandRoutes(menus: SiteMenus, brand: Pick<BrandConfig, "name" | "extraRoutes">): SiteMenus {
  if (brand.extraRoutes.length === 0) return menus;
  const links = brand.extraRoutes.map((extra) => ({ label: extra.title, href: extra.path }));
  const known = new Set(menus.extra.items.map((item) => item.href));
  return {
    ...menus,
    extra: { ...menus.extra, items: [...menus.extra.items, ...links.filter((link) => !known.has(link.href))] },
    footer: [...menus.footer, { heading: brand.name, items: links }],
  };
}
