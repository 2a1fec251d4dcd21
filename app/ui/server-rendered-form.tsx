import { Form, useFetcher, type FetcherWithComponents } from "@remix-run/react";
import type { ComponentPropsWithoutRef, ReactNode } from "react";

/** Rendering on the server: the build knows it (import.meta.env.SSR), so browser bundles carry none of its code. */
export const onServer = () => import.meta.env.SSR && typeof document === "undefined";

/**
 * `fetcher.Form` while the server renders: the `<form>` Remix writes for an absolute action. Remix resolves a
 * missing or relative action against the route, which this does not repeat, so it refuses one.
 */
function IdleFetcherForm({
  action,
  method = "get",
  children,
  preventScrollReset: _preventScrollReset,
  relative: _relative,
  ...form
}: ComponentPropsWithoutRef<FetcherWithComponents<unknown>["Form"]>) {
  if (!action?.startsWith("/")) throw new Error(`a page fetcher's form needs an absolute action, not "${action}"`);
  return (
    <form method={method.toLowerCase()} action={action} {...form}>
      {children}
    </form>
  );
}

/** What a fetcher is while the server renders: idle, no answer, nothing sent (its methods run in the browser only). */
const IDLE_ON_SERVER = Object.freeze({
  Form: IdleFetcherForm,
  state: "idle",
  data: undefined,
  formData: undefined,
  formMethod: undefined,
  formAction: undefined,
  formEncType: undefined,
  text: undefined,
  json: undefined,
});

function useIdleFetcher<T>(_options?: Parameters<typeof useFetcher>[0]): FetcherWithComponents<T> {
  return IDLE_ON_SERVER as unknown as FetcherWithComponents<T>;
}

/**
 * `useFetcher` for forms that are rendered many times on a page (cards, cart lines). A fetcher is always idle while
 * the server renders, so the server build answers that without the router: useFetcher's key registration and route
 * matching, once per card or line, were a visible share of a listing's or a cart's server time. The choice is made
 * per build, so one render never switches between the two.
 */
export const usePageFetcher: <T>(options?: Parameters<typeof useFetcher>[0]) => FetcherWithComponents<T> = import.meta
  .env.SSR
  ? useIdleFetcher
  : useFetcher;

type PostFormProps = Omit<ComponentPropsWithoutRef<"form">, "method" | "action" | "encType"> & {
  action: string;
  /** Posts through this fetcher with JavaScript (the page stays put); without one, a Remix navigation. */
  fetcher?: FetcherWithComponents<unknown>;
  preventScrollReset?: boolean;
  children: ReactNode;
};

/**
 * A POST form to an absolute action: `fetcher.Form`, or `Form` without a fetcher. On the server it is written as
 * the `<form>` Remix writes (IdleFetcherForm), so hydration matches: a form is only markup there, and Form's
 * routing hooks (resolving the action, setting up submit) were a large share of a listing's render time.
 */
export function PostForm({ fetcher, ...form }: PostFormProps) {
  const Element = onServer() ? IdleFetcherForm : (fetcher?.Form ?? Form);
  return <Element method="post" {...form} />;
}
