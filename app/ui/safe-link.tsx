import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { safeContentLink } from "@shop/domain/content-links";
import { useT } from "~/platform/i18n/i18n-provider";

/**
 * An editor's link: internal paths through the router, external ones marked and without opener. It lives apart from
 * the rich-text renderer because the shell's banners use it on every page, and the renderer is code that only
 * content pages need (first-load JS of the cart and product pages).
 */
export function SafeLink({
  href,
  children,
  className,
}: {
  href: string | null | undefined;
  children: ReactNode;
  className?: string;
}) {
  const t = useT();
  const link = safeContentLink(href);
  if (!link) return <>{children}</>;
  if (link.external || /^(mailto|tel):/i.test(link.href)) {
    return (
      <a href={link.href} className={className} {...(link.external ? { rel: "noopener noreferrer external" } : {})}>
        {children}
        {link.external ? <span className="visually-hidden"> {t("content.external_link")}</span> : null}
      </a>
    );
  }
  return (
    <Link to={link.href} className={className} prefetch="intent">
      {children}
    </Link>
  );
}
