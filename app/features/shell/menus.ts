import type { Translate } from "~/platform/i18n/translate";

/**
 * Menus of the shell (spec section 2: built from content entries — header, footer and an
 * "our services" menu holding campaigns and assortments). The root loader hands them to the
 * header and footer as props; the content service fills them later, these are the defaults.
 */
export interface MenuItem {
  label: string;
  href: string;
  children?: MenuItem[];
}

export interface Menu {
  label: string;
  items: MenuItem[];
}

export interface FooterColumn {
  heading: string;
  items: MenuItem[];
}

export interface SiteMenus {
  product: Menu;
  services: Menu;
  extra: Menu;
  footer: FooterColumn[];
}

export function defaultMenus(t: Translate): SiteMenus {
  const campaigns = { label: t("shell.menu.campaigns"), href: "/kampanjer" };
  const assortments = { label: t("shell.menu.assortments"), href: "/sortiment" };
  const findStore = { label: t("shell.menu.find_store"), href: "/hitta-butik" };
  const retailers = { label: t("shell.menu.retailers"), href: "/aterforsaljare" };
  return {
    // Filled from the catalogue's category tree once it exists; the menu says so meanwhile.
    product: { label: t("shell.menu.product"), items: [] },
    services: { label: t("shell.menu.services"), items: [campaigns, assortments] },
    extra: { label: t("shell.menu.extra"), items: [findStore] },
    footer: [
      { heading: t("shell.menu.shop"), items: [campaigns, assortments] },
      { heading: t("shell.menu.customer_service"), items: [findStore, retailers] },
      {
        heading: t("shell.menu.account"),
        items: [
          { label: t("shell.menu.login"), href: "/logga-in" },
          { label: t("shell.menu.forgot_password"), href: "/gloemt-loesenord" },
          { label: t("shell.menu.activate_user"), href: "/activate-user" },
        ],
      },
    ],
  };
}
