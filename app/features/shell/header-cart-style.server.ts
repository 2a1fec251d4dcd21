/**
 * The header cart's count and total as CSS custom properties on <html> (the root loader adds them to the brand's
 * theme style, which the document already renders inline). The stylesheet shows them as the cart's badge
 * (`content:` with alternative text, so the summary's accessible name carries them): drawn by the server, updated by
 * the root loader's revalidation after an add, and not one byte of the shell's client code (its first-load budget
 * is spent). Empty when there is nothing to show, so the badge is absent.
 */
import { formatPrice } from "@shop/domain/format";
import { serverT } from "~/platform/i18n/catalogue.server";
import type { HeaderCart } from "~/features/checkout/index.server";

/** A CSS string literal: quotes and backslashes escaped, line breaks (never in these texts) dropped. */
export function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\r\n\f]/g, " ")}"`;
}

export function headerCartStyle(cart: HeaderCart | null): Record<string, string> {
  if (!cart || cart.lineCount <= 0) return {};
  const count = serverT("shell.header_cart.count", { count: cart.lineCount });
  const total = cart.totalOre === null ? null : formatPrice(cart.totalOre);
  return {
    // The badge shows the number; screen readers hear the sentence ("3 rader i varukorgen, summa inkl. moms 1 234,00 kr").
    "--header-cart-count": cssString(String(cart.lineCount)),
    "--header-cart-name": cssString(total ? serverT("shell.header_cart.count_total", { count, total }) : count),
    ...(total ? { "--header-cart-total": cssString(total) } : {}),
  };
}
