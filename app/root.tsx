import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Links, Outlet, ScrollRestoration, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState, type CSSProperties, type ReactNode } from "react";
import { brandThemeStyle } from "~/platform/brand/schema";
import { withBrandRoutes } from "~/features/shell/brand-menus.server";
import { publicConfigOf } from "~/platform/config/config.server";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { AppShell } from "~/features/shell/app-shell";
import { ChunkLoadRecovery } from "~/platform/rendering/chunk-load-recovery";
import { BehaviourTracking } from "~/features/tracking/behaviour-tracking";
import type { ShellUser } from "~/features/shell/shell-view";
import { readToast } from "~/platform/session/toast.server";
import { csrfIfSession } from "~/platform/session/csrf.server";
import { hasSessionCookie } from "~/platform/session/session.server";
import { punchoutBanner } from "~/platform/session/punchout-mode.server";
import { headerContext } from "~/features/account/account-header.server";
import { loadProductMenu } from "~/features/shell/product-menu.server";
import { getOptionalUser } from "~/platform/routing/guards.server";
import { ToastProvider } from "~/ui/toaster";
import { detectUiMode } from "@shop/domain/ui-mode";
import { languageCookieHeader } from "~/platform/i18n/i18next.server";
import { TranslationsScript, useRouteNamespaces } from "~/platform/i18n/i18n-provider";
import { useNonce } from "~/platform/security/nonce";
import { ScriptsAfterFirstPaint } from "~/platform/rendering/scripts-after-paint";
import { DocumentMeta } from "~/platform/routing/document-meta";
import { useMonitoring } from "~/platform/monitoring/use-monitoring";
import { SiteBanners } from "~/features/shell/site-banners";
import { readBannerState } from "~/features/shell/banners.server";
import { loadShellContent } from "~/features/shell/shell-content.server";
import { consentFromCookies } from "@shop/domain/consent";
import { useAnnounceChangedConsent } from "~/features/consent/consent-announce";
import { TagManagerHead, useTagManager } from "~/features/consent/tag-manager";
import { tagManagerScript } from "~/features/consent/tag-manager.server";
import shopStyles from "~/styles/shop.css?url";
import { DataLayerPageEvents } from "~/features/tracking/page-events";
import { quoteShellFor } from "~/features/quotes/open-quote.server";
import { loadHeaderCart } from "~/features/checkout/index.server";
import { headerCartStyle } from "~/features/shell/header-cart-style.server";
import { useShopLinkNavigation } from "~/platform/routing/shop-link-navigation";

/** The shell's namespaces, on every page; each route adds its own (`handle.i18n`, app/platform/i18n/namespaces.ts). */
export const handle = {
  i18n: ["common", "shell", "errors", "format", "account", "content", "search", "user", "consent", "quote-overlay"],
};

export const links: LinksFunction = () => [
  // Named here so browsers do not ask for /favicon.ico (a 404 through the whole app).
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // One stylesheet for every page (app/styles/shop.css): no route waits for a stylesheet of its own.
  { rel: "stylesheet", href: shopStyles },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [
    brand,
    { toast, headers },
    languageCookie,
    signedIn,
    shellContent,
    csrf,
    punchout,
    productMenu,
    quotes,
    headerCart,
  ] = await Promise.all([
    context.brand(),
    readToast(request, context),
    // Stored once the browser has a session; a first visit gets no cookie, so its page can be shared.
    hasSessionCookie(request) ? languageCookieHeader(request) : null,
    getOptionalUser(request, context),
    // Menus, logos and banners from content; never throws (defaults when the content service is down).
    readBannerState(request, context).then((state) => loadShellContent(context, state)),
    // For the header's login/logout form; a first visit's forms post without one (app/platform/session/csrf.server.ts).
    csrfIfSession(request, context),
    // Punch-out mode lives in the session (app/routes/punchout/route.tsx); null in NORMAL and APP mode.
    punchoutBanner(request, context),
    // The category tree of the viewer's assortment, from the shared edge cache.
    loadProductMenu(request, context),
    // Who may add to quotes, and the quote overlay's state: from the session only.
    quoteShellFor(request, context),
    // The header cart's count and total: only for a browser with a session (one without has no cart, and its
    // page stays shareable in the edge cache); app/features/checkout/header-cart.server.ts.
    loadHeaderCart(request, context),
  ]);
  for (const cookie of productMenu.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  if (csrf.setCookie) headers.append("Set-Cookie", csrf.setCookie);
  if (languageCookie) headers.append("Set-Cookie", languageCookie);
  const consent = consentFromCookies(request.headers.get("Cookie"));
  const user: ShellUser | null = signedIn
    ? { userId: signedIn.userId, suspended: signedIn.suspended, context: await headerContext(request, context) }
    : null;
  return data(
    {
      brand: { id: brand.id, name: brand.name, logo: brand.logo },
      publicConfig: publicConfigOf(context.config),
      // The banner shows until the buyer has chosen; the head script signals the choice (app/consent).
      consent,
      tagManagerScript: tagManagerScript(context.config.GTM_ID, consent),
      // The header cart's figures ride on the theme's inline style: the stylesheet draws them, no client code.
      theme: { ...brandThemeStyle(brand), ...headerCartStyle(headerCart) },
      uiMode: punchout ? ("PUNCHOUT" as const) : detectUiMode(request.headers.get("User-Agent")),
      punchout,
      menus: withBrandRoutes(
        { ...shellContent.menus, product: { ...shellContent.menus.product, items: productMenu.items } },
        brand,
      ),
      banners: { alerts: shellContent.alertBanners, information: shellContent.informationBanners },
      user,
      csrf: csrf.token,
      toast,
      quotes,
    },
    { headers },
  );
}

export type RootLoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

export function Layout({ children }: { children: ReactNode }) {
  // Undefined when the root loader itself failed: the error page then renders unthemed.
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  return (
    <html lang="sv" style={root?.theme as CSSProperties | undefined} data-ui-mode={root?.uiMode ?? "NORMAL"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <DocumentMeta />
        <Links />
        <TranslationsScript />
        <TagManagerHead script={root?.tagManagerScript} nonce={nonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <ScriptsAfterFirstPaint nonce={nonce} />
      </body>
    </html>
  );
}

/** Most page views come from buyers who have chosen: the banner's code loads only for those who have not. */
const ConsentBanner = lazy(() => import("~/features/consent/consent-banner"));
/** Only buyers who opened it load the quote overlay; it closes itself on paths where it does not stay open. */
const QuoteOverlay = lazy(() => import("~/features/quotes/quote-overlay"));
/** Few users are ever suspended: the notice's code is not part of everyone's first load. */
const SuspendedNotice = lazy(() =>
  import("~/features/account/suspended-notice").then((m) => ({ default: m.SuspendedNotice })),
);

export default function App() {
  useRouteNamespaces();
  useShopLinkNavigation();
  const { brand, menus, user, uiMode, toast, banners, csrf, punchout, consent, publicConfig, quotes } =
    useLoaderData<typeof loader>();
  useTagManager(publicConfig.gtmId);
  useMonitoring(publicConfig);
  useAnnounceChangedConsent(consent);
  // Scripts arrive after the first paint (app/platform/rendering/after-paint-markup.ts), so the load event says nothing about them:
  // this marker says the page is interactive (the e2e tests wait for it after each navigation).
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
  }, []);
  // Kept for the page's life once shown, so the banner's own answer (toast, announcement) is not cut off.
  const [bannerNeeded] = useState(consent === null);
  return (
    <ToastProvider serverToast={toast}>
      {bannerNeeded ? (
        <Suspense fallback={null}>
          <ConsentBanner consent={consent} />
        </Suspense>
      ) : null}
      <AppShell brand={brand} menus={menus} user={user} uiMode={uiMode} csrf={csrf} punchout={punchout}>
        <SiteBanners alerts={banners.alerts} information={banners.information} />
        {user?.suspended ? (
          <Suspense fallback={null}>
            <SuspendedNotice />
          </Suspense>
        ) : null}
        <Outlet />
      </AppShell>
      {quotes && quotes.overlay !== "closed" ? (
        <Suspense fallback={null}>
          <QuoteOverlay />
        </Suspense>
      ) : null}
      <ChunkLoadRecovery />
      <DataLayerPageEvents />
      <BehaviourTracking />
    </ToastProvider>
  );
}

/** Reached only when the root loader or the shell itself fails: the error page without chrome. */
export function ErrorBoundary() {
  return (
    <main id="main" className="shell__main">
      <GeneralErrorBoundary />
    </main>
  );
}
