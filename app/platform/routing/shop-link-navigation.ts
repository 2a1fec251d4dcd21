import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { SHOP_LINK_ATTRIBUTE } from "./shop-link";

/** A click the browser should handle itself: not the main button, a modifier (new tab, window, download) or handled. */
function leftToBrowser(event: MouseEvent): boolean {
  return (
    event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey
  );
}

/**
 * The one click listener behind every ShopLink: a plain left click on one navigates inside the app, as `<Link>` would
 * (replacing the history entry when the link leads where the page already is). Links with a target, a download, or
 * an address outside this origin are left to the browser. Before this runs (no JavaScript yet) the links navigate as
 * documents.
 */
export function useShopLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (leftToBrowser(event) || !(event.target instanceof Element)) return;
      const link = event.target.closest<HTMLAnchorElement>(`a[${SHOP_LINK_ATTRIBUTE}]`);
      if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const to = `${url.pathname}${url.search}${url.hash}`;
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      navigate(to, { replace: to === here });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
