/**
 * Renders route modules through createRemixStub the way the shop serves them: under a root route
 * whose loader gives the CSRF token and the punch-out banner (as app/root.tsx does), with the
 * route's real loader and action, each called with the test buyer's session cookie and a fresh
 * load context. The translation provider is set up here only, so a change of i18n library touches
 * this file and not the tests.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { svMessages } from "~/platform/i18n/catalogue.server";
import { TranslationsProvider } from "~/platform/i18n/i18n-provider";
import { createTranslationStore } from "~/platform/i18n/translation-store";
import { csrfForRequest } from "~/platform/session/csrf.server";
import { punchoutBanner } from "~/platform/session/punchout-mode.server";
import { shopContext } from "./buyer-session";

type Loader = (args: LoaderFunctionArgs) => unknown;
type Action = (args: ActionFunctionArgs) => unknown;

export interface RouteUnderTest {
  path: string;
  module: { default: ComponentType; loader?: Loader; action?: Action };
}

/** The stub's request, as the browser would send it: with the session cookie. */
async function withCookie(request: Request, cookie: string): Promise<Request> {
  const form = request.method === "GET" || request.method === "HEAD" ? null : await request.formData();
  const body = form ? new URLSearchParams([...form].map(([name, value]) => [name, String(value)])) : undefined;
  const withBody = new Request(request.url, { method: request.method, headers: request.headers, body });
  // Set after construction: happy-dom's Request drops the browser-forbidden Cookie header from its init.
  if (cookie) withBody.headers.set("Cookie", cookie);
  return withBody;
}

/** The part of app/root.tsx's loader the checkout pages read (useCsrf, usePunchout). */
async function rootLoader(request: Request) {
  const context = shopContext(request);
  return { csrf: (await csrfForRequest(request, context)).token, punchout: await punchoutBanner(request, context) };
}

/** Renders `url` with the given routes; `cookie` is the buyer's session cookie (none: a visitor). */
export function renderRoute(url: string, routes: RouteUnderTest[], cookie = "") {
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      loader: async ({ request }) => rootLoader(await withCookie(request, cookie)),
      Component: Outlet,
      children: routes.map(({ path, module }) => ({
        path,
        Component: module.default,
        loader: module.loader
          ? async ({ request, params }) => {
              // One load context per request, as the worker builds it: the session belongs to the request.
              const withSession = await withCookie(request, cookie);
              return module.loader!({ request: withSession, params, context: shopContext(withSession) });
            }
          : undefined,
        action: module.action
          ? async ({ request, params }) => {
              // One load context per request, as the worker builds it: the session belongs to the request.
              const withSession = await withCookie(request, cookie);
              return module.action!({ request: withSession, params, context: shopContext(withSession) });
            }
          : undefined,
      })),
    },
  ]);
  return render(
    <TranslationsProvider store={createTranslationStore(svMessages)} payload="">
      <Stub initialEntries={[url]} future={{ v3_singleFetch: true }} />
    </TranslationsProvider>,
  );
}
