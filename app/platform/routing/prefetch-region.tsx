import { PrefetchPageLinks } from "@remix-run/react";
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type LinkHTMLAttributes,
  type ReactNode,
} from "react";
import { prefetchLimiter } from "./prefetch-limiter";
import { isShopPath } from "./shop-link";

// Remix spreads further props onto the page's data and module <link>s (PrefetchPageLinksImpl); its type omits them.
const PreloadLinks = PrefetchPageLinks as (props: { page: string } & LinkHTMLAttributes<HTMLLinkElement>) => ReactNode;

/** As Remix's `prefetch="intent"`: the pointer or focus rests this long on a link before its page is preloaded. */
const INTENT_DELAY_MS = 100;
/** A preload whose data never reports back frees its slot after this long. */
const PRELOAD_TIMEOUT_MS = 10_000;

/**
 * A region with many links to our own pages (a grid of product cards, a list of categories): it preloads the page
 * a link leads to when the buyer shows intent, as `<Link prefetch="intent">` would, but through the page's shared
 * limiter, so a sweep across the grid (touch, keyboard) starts at most five preloads at a time (spec section 2).
 * The links inside are ShopLinks (app/platform/routing/shop-link.tsx). One listener per region instead of one per link.
 */
export function PrefetchRegion({
  children,
  className,
  as: Tag = "div",
  ...attributes
}: {
  children: ReactNode;
  className?: string;
  /** The region's own element: a `nav` for a menu, so no wrapper is added around it. */
  as?: "div" | "nav";
} & Pick<HTMLAttributes<HTMLElement>, "aria-label" | "aria-labelledby">) {
  const ref = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState<string[]>([]);
  const releases = useRef(new Map<string, () => void>());
  const finish = useCallback((page: string) => {
    releases.current.get(page)?.();
    releases.current.delete(page);
    setPages((current) => current.filter((p) => p !== page));
  }, []);

  useEffect(() => {
    const region = ref.current;
    if (!region) return;
    const waiting = new Map<string, number>();
    const pageOf = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href^='/']") : null;
      const page = link && region.contains(link) ? link.getAttribute("href") : null;
      return page && isShopPath(page) ? page : null;
    };
    const intend = (event: Event) => {
      const page = pageOf(event);
      if (!page || waiting.has(page) || releases.current.has(page)) return;
      const timer = window.setTimeout(() => {
        waiting.delete(page);
        releases.current.set(
          page,
          prefetchLimiter.request(() => {
            setPages((current) => [...current, page]);
            window.setTimeout(() => finish(page), PRELOAD_TIMEOUT_MS);
          }),
        );
      }, INTENT_DELAY_MS);
      waiting.set(page, timer);
    };
    // Leaving before the preload started drops it; one under way runs to its end.
    const leave = (event: Event) => {
      const page = pageOf(event);
      if (!page) return;
      window.clearTimeout(waiting.get(page));
      waiting.delete(page);
    };
    const events = { mouseover: intend, focusin: intend, touchstart: intend, mouseout: leave, focusout: leave };
    for (const [type, listener] of Object.entries(events)) region.addEventListener(type, listener, { passive: true });
    const started = releases.current;
    return () => {
      for (const [type, listener] of Object.entries(events)) region.removeEventListener(type, listener);
      for (const timer of waiting.values()) window.clearTimeout(timer);
      for (const release of started.values()) release();
      started.clear();
    };
  }, [finish]);

  return (
    <Tag ref={ref} className={className} {...attributes}>
      {children}
      {pages.map((page) => (
        <PreloadLinks
          key={page}
          page={page}
          // The page's data has arrived (or failed): its slot goes to the next preload.
          onLoad={(event) => event.currentTarget.getAttribute("as") === "fetch" && finish(page)}
          onError={(event) => event.currentTarget.getAttribute("as") === "fetch" && finish(page)}
        />
      ))}
    </Tag>
  );
}
