import type { AppLoadContext } from "@remix-run/cloudflare";
import type { MenuItem } from "./menus";
import { sharedCatalogue, type MenuNode } from "~/features/products/index.server";

/**
 * Two levels are enough to navigate from the header; deeper levels are one click away on the
 * category pages, and every page's HTML carries this menu.
 */
export const PRODUCT_MENU_DEPTH = 2;

export function productMenuItems(nodes: MenuNode[], depth = PRODUCT_MENU_DEPTH): MenuItem[] {
  return nodes.map((node) => ({
    label: node.name,
    href: node.url,
    ...(depth > 1 && node.children.length > 0 ? { children: productMenuItems(node.children, depth - 1) } : {}),
  }));
}

/**
 * The header's product menu: the category tree of the viewer's assortment (spec section 4: the
 * menu follows the assortment), from the shared edge cache. A redirect (the session ended) is
 * passed on; any other failure leaves the menu empty rather than failing every page.
 */
export async function loadProductMenu(
  request: Request,
  context: AppLoadContext,
): Promise<{ items: MenuItem[]; headers: Headers }> {
  let commerce;
  try {
    commerce = await context.commerce();
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    return { items: [], headers: new Headers() };
  }
  try {
    const catalogue = await sharedCatalogue(context, commerce);
    return { items: productMenuItems(await catalogue.menu()), headers: commerce.headers };
  } catch (error) {
    console.warn("product menu unavailable:", error instanceof Error ? error.message : String(error));
    return { items: [], headers: commerce.headers };
  }
}
