import type { AnchorHTMLAttributes } from "react";

/** Marks the links whose clicks the page's one listener turns into client-side navigations (useShopLinkNavigation). */
export const SHOP_LINK_ATTRIBUTE = "data-shop-link";

/** A path inside the shop: starts with one slash (`//host` would leave it). */
export function isShopPath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

type ShopLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/**
 * A link for the many links of a page (menus, footer, product cards, breadcrumbs): an `<a>` and nothing else. Remix's
 * `<Link>` resolves its path and sets up click and prefetch handlers in every link it renders, which on a page of a
 * hundred links is a fifth of the server's rendering time; here one listener on the document navigates for all of
 * them (app/platform/routing/shop-link-navigation.ts), and regions preload on intent (PrefetchRegion). `data-discover` lets
 * Remix find the routes the links lead to, as it does for its own links. Paths outside the shop stay plain links.
 */
export function ShopLink({ to, children, ...anchor }: ShopLinkProps) {
  if (!isShopPath(to))
    return (
      <a {...anchor} href={to}>
        {children}
      </a>
    );
  return (
    <a {...anchor} href={to} data-discover="true" {...{ [SHOP_LINK_ATTRIBUTE]: "" }}>
      {children}
    </a>
  );
}
