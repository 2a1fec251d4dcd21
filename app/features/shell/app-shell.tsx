import type { ReactNode } from "react";
import { useMatches } from "@remix-run/react";
import type { UiMode } from "@shop/domain/ui-mode";
import type { Layout, RouteHandle } from "~/platform/routing/route-handle";
import { useT } from "~/platform/i18n/i18n-provider";
import { CheckoutSteps } from "~/features/checkout";
import type { SiteMenus } from "./menus";
import { MinimalHeader } from "./minimal-header";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { PunchoutBanner } from "~/features/punchout";
import type { ShellBrand, ShellUser } from "./shell-view";

/** The deepest route's handle decides the layout (spec section 2: route metadata). */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.layout) return handle;
  }
  return { layout: "default" };
}

/** The chrome actually drawn: the native app draws its own, so APP mode gets none. */
export function chromeFor(layout: Layout, uiMode: UiMode): Layout {
  return uiMode === "APP" ? "plain" : layout;
}

export interface AppShellProps {
  brand: ShellBrand;
  menus: SiteMenus;
  user: ShellUser | null;
  csrf?: string | null;
  uiMode: UiMode;
  /** Set in PUNCHOUT mode: the banner that says the cart goes to the procurement system. */
  punchout?: { companyName: string | null; inspect?: boolean } | null;
  children: ReactNode;
}

export function AppShell({ brand, menus, user, uiMode, children, csrf = null, punchout = null }: AppShellProps) {
  const t = useT();
  const handle = useRouteHandle();
  const chrome = chromeFor(handle.layout ?? "default", uiMode);
  const checkout = Boolean(handle.isCheckoutPage);
  return (
    <div className={`shell shell--${chrome}`} data-layout={chrome}>
      <a className="skip-link" href="#main">
        {t("shell.skip_to_content")}
      </a>
      {uiMode === "PUNCHOUT" && punchout ? (
        <PunchoutBanner companyName={punchout.companyName} inspect={punchout.inspect ?? false} />
      ) : null}
      {chrome === "default" ? (
        <SiteHeader brand={brand} menus={menus} user={user} sticky={handle.stickyHeader} csrf={csrf} />
      ) : null}
      {chrome === "minimal" ? <MinimalHeader brand={brand} showSteps={checkout} sticky={handle.stickyHeader} /> : null}
      <main id="main" tabIndex={-1} className="shell__main">
        {checkout && chrome === "default" ? <CheckoutSteps /> : null}
        {children}
      </main>
      {chrome === "default" ? <SiteFooter brand={brand} columns={menus.footer} /> : null}
    </div>
  );
}
