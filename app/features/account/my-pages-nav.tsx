import { NavLink } from "@remix-run/react";
import { useT } from "~/platform/i18n/i18n-provider";

export interface MyPagesLink {
  to: string;
  key: string;
  /** An address outside the shop (the external admin site): opens in a new window. */
  external?: boolean;
}

export function MyPagesNav({ links }: { links: MyPagesLink[] }) {
  const t = useT();
  return (
    <nav aria-label={t("account-pages.nav.label")} className="my-pages__nav">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            {link.external ? (
              <a href={link.to} target="_blank" rel="noopener noreferrer">
                {t(link.key)} <span>({t("account-pages.nav.new_window")})</span>
              </a>
            ) : (
              <NavLink to={link.to} end={link.to === "/mina-sidor"}>
                {t(link.key)}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
