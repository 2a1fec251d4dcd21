import { Link } from "@remix-run/react";
import { useT } from "~/i18n/i18n-provider";
import type { FooterColumn } from "~/views/menus";
import type { ShellBrand } from "~/views/shell";

export function SiteFooter({ brand, columns }: { brand: ShellBrand; columns: FooterColumn[] }) {
  const t = useT();
  return (
    <footer className="site-footer">
      <nav aria-label={t("shell.footer_navigation")} className="site-footer__columns">
        {columns.map((column) => (
          <section key={column.heading}>
            <h2>{column.heading}</h2>
            <ul>
              {column.items.map((item) => (
                <li key={item.href}>
                  <Link to={item.href}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <p className="site-footer__copyright">{t("shell.footer.copyright", { brand: brand.name })}</p>
    </footer>
  );
}
