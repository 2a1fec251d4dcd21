import { useLocation } from "@remix-run/react";
import { CONSENT_ACTION } from "~/platform/consent/consent-client";
import { useT } from "~/platform/i18n/i18n-provider";
import type { FooterColumn } from "./menus";
import type { ShellBrand } from "./shell-view";
import { ShopLink } from "~/platform/routing/shop-link";

export function SiteFooter({ brand, columns }: { brand: ShellBrand; columns: FooterColumn[] }) {
  const t = useT();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  // On the settings page itself the link keeps the page's own way back.
  const settings =
    location.pathname === CONSENT_ACTION ? here : `${CONSENT_ACTION}?redirectTo=${encodeURIComponent(here)}`;
  return (
    <footer className="site-footer">
      <nav aria-label={t("shell.footer_navigation")} className="site-footer__columns">
        {columns.map((column) => (
          <section key={column.heading}>
            <h2>{column.heading}</h2>
            <ul>
              {column.items.map((item) => (
                <li key={item.href}>
                  <ShopLink to={item.href}>{item.label}</ShopLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <p className="site-footer__consent">
        <ShopLink to={settings}>{t("consent.footer_link")}</ShopLink>
      </p>
      <p className="site-footer__copyright">{t("shell.footer.copyright", { brand: brand.name })}</p>
    </footer>
  );
}
