import { NavLink } from "@remix-run/react";
import { useT } from "~/i18n/i18n-provider";

export interface MyPagesLink {
  to: string;
  key: string;
}

export function MyPagesNav({ links }: { links: MyPagesLink[] }) {
  const t = useT();
  return (
    <nav aria-label={t("account-pages.nav.label")} className="my-pages__nav">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.to === "/mina-sidor"}>
              {t(link.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
