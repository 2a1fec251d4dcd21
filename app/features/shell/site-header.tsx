import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { useT } from "~/platform/i18n/i18n-provider";
import type { Menu, MenuItem, SiteMenus } from "./menus";
import type { ShellBrand, ShellUser } from "./shell-view";
import { BrandLink } from "./brand-link";
import { PrefetchRegion } from "~/platform/routing/prefetch-region";
import { ShopLink } from "~/platform/routing/shop-link";
import { AccountFlyoutBody } from "~/features/account";
import { ProjectFlyoutBody } from "~/features/account";
import { useDisclosureGroup } from "~/ui/use-disclosure-group";
import { SearchBox } from "~/features/search";

export interface SiteHeaderProps {
  brand: ShellBrand;
  menus: SiteMenus;
  user: ShellUser | null;
  sticky?: boolean;
  /** CSRF token for the account flyout's login/logout form. */
  csrf?: string | null;
}

// The favourites and cart flyouts' bodies (and their data) load on the first opening: not part of any page's
// first load.
const FavouritesFlyoutBody = lazy(() => import("~/features/favourites/favourites-flyout.lazy"));
const CartFlyoutContents = lazy(() => import("~/features/checkout/cart-flyout.lazy"));

/** All header menus and flyouts share one name: at most one is open (spec section 4, UI mode). */
const DISCLOSURE_GROUP = "header-overlay";

export function SiteHeader({ brand, menus, user, sticky, csrf = null }: SiteHeaderProps) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  useDisclosureGroup(ref);
  // The phone's menu closes after a navigation: a new key is a new, closed <details>.
  const { pathname } = useLocation();
  // How often the cart and favourites flyouts were opened: each opening loads their contents anew.
  const [cartOpens, setCartOpens] = useState(0);
  const [favouriteOpens, setFavouriteOpens] = useState(0);
  return (
    <header ref={ref} className={sticky ? "site-header site-header--sticky" : "site-header"}>
      <div className="site-header__bar">
        {/* On a phone the navigation hides behind this menu button (the header stays within 120 px); from 64rem
            the stylesheet shows its contents as the header's second row and hides the button, where the browser
            can style ::details-content (else the button stays: the menus are one click further, never lost). */}
        <details className="site-menu" key={pathname}>
          <summary className="site-menu__button">
            <span className="visually-hidden">{t("shell.menu_button")}</span>
          </summary>
          {/* One navigation for every screen width: the menus are not rendered twice. The header's links preload
              their page on intent, at most five at a time (spec section 2). */}
          <PrefetchRegion as="nav" className="main-nav" aria-label={t("shell.main_navigation")}>
            <ul className="main-nav__menus">
              <li>
                <MenuDisclosure menu={menus.product} empty={t("shell.menu.product_empty")} />
              </li>
              <li>
                <MenuDisclosure menu={menus.services} />
              </li>
              <li>
                <MenuDisclosure menu={menus.extra} />
              </li>
            </ul>
          </PrefetchRegion>
        </details>
        <BrandLink brand={brand} />
        <SearchBox />
        <div className="site-header__flyouts">
          <Flyout label={t("shell.flyout.project")} className="flyout--project">
            {user ? (
              <ProjectFlyoutBody context={user.context ?? null} />
            ) : (
              <LoginPrompt text={t("shell.flyout.project_login")} redirectTo="/" />
            )}
          </Flyout>
          <Flyout label={t("shell.flyout.account")} className="flyout--account">
            {user ? null : <LoginPrompt text={t("shell.flyout.account_login")} redirectTo="/" />}
            <AccountFlyoutBody user={user} csrf={csrf} />
            {user ? null : (
              <ul className="flyout__links">
                <li>
                  <ShopLink to="/gloemt-loesenord">{t("shell.menu.forgot_password")}</ShopLink>
                </li>
              </ul>
            )}
          </Flyout>
          <Flyout
            label={t("shell.flyout.favorites")}
            className="flyout--favorites"
            onOpen={() => setFavouriteOpens((n) => n + 1)}
          >
            {user ? (
              <>
                {favouriteOpens ? (
                  <Suspense fallback={null}>
                    <FavouritesFlyoutBody opens={favouriteOpens} />
                  </Suspense>
                ) : null}
                <p>
                  <ShopLink to="/mina-sidor/favoriter">{t("shell.flyout.to_favourites")}</ShopLink>
                </p>
              </>
            ) : (
              <LoginPrompt text={t("shell.flyout.favorites_login")} redirectTo="/" />
            )}
          </Flyout>
          <Flyout label={t("shell.flyout.cart")} className="flyout--cart" onOpen={() => setCartOpens((n) => n + 1)}>
            {/* The live region is there before the lines come, so that a screen reader announces them. */}
            <div className="cart-flyout" aria-live="polite">
              {cartOpens ? (
                <Suspense fallback={<p>{t("shell.cart_flyout.loading")}</p>}>
                  <CartFlyoutContents opens={cartOpens} />
                </Suspense>
              ) : null}
            </div>
            {user ? null : <LoginPrompt text={t("shell.cart_flyout.login")} redirectTo="/cart" />}
            <p>
              <ShopLink to="/cart">{t("shell.flyout.to_cart")}</ShopLink>
            </p>
          </Flyout>
        </div>
      </div>
    </header>
  );
}

function Flyout({
  label,
  className,
  children,
  onOpen,
}: {
  label: string;
  className: string;
  children: ReactNode;
  onOpen?: () => void;
}) {
  return (
    <details
      className={`flyout ${className}`}
      name={DISCLOSURE_GROUP}
      data-disclosure=""
      onToggle={onOpen && ((event) => event.currentTarget.open && onOpen())}
    >
      <summary>
        <span className="flyout__label">{label}</span>
      </summary>
      <div className="flyout__panel">{children}</div>
    </details>
  );
}

function LoginPrompt({ text, redirectTo }: { text: string; redirectTo: string }) {
  const t = useT();
  return (
    <p>
      {text} <ShopLink to={`/logga-in?redirectTo=${encodeURIComponent(redirectTo)}`}>{t("shell.menu.login")}</ShopLink>
    </p>
  );
}

function MenuDisclosure({ menu, empty }: { menu: Menu; empty?: string }) {
  const { pathname } = useLocation();
  return (
    <details className="menu" name={DISCLOSURE_GROUP} data-disclosure="">
      <summary>{menu.label}</summary>
      <div className="menu__panel">
        {menu.items.length > 0 ? (
          <MenuList items={menu.items} pathname={pathname} />
        ) : (
          <p className="empty-state">{empty}</p>
        )}
      </div>
    </details>
  );
}

/** A menu item is the current page when its path is the page's or one of its ancestors' (as NavLink marks it). */
function isCurrent(href: string, pathname: string): boolean {
  return pathname === href || (href !== "/" && pathname.startsWith(`${href}/`));
}

/** A menu tree; `pathname` is read once at its top, not in every nested list. */
function MenuList({ items, pathname }: { items: MenuItem[]; pathname: string }) {
  return (
    <ul className="menu__list">
      {items.map((item) => (
        <li key={item.href}>
          <ShopLink to={item.href} aria-current={isCurrent(item.href, pathname) ? "page" : undefined}>
            {item.label}
          </ShopLink>
          {item.children?.length ? <MenuList items={item.children} pathname={pathname} /> : null}
        </li>
      ))}
    </ul>
  );
}
