/**
 * Safe link rules for links written by content editors (rich text hyperlinks, banner and menu
 * links). Only http(s), mailto and tel leave the shop; links to the shop's own host become
 * relative paths; anything else (javascript:, data:, protocol-relative //host) is not a link.
 */
export interface ContentLink {
  href: string;
  external: boolean;
}

const UNSAFE = /[\u0000-\u001f\u007f\\]/;

export function safeContentLink(
  raw: string | null | undefined,
  options: { shopOrigin?: string } = {},
): ContentLink | null {
  const value = (raw ?? "").trim();
  if (value === "" || UNSAFE.test(value)) return null;
  if (value.startsWith("#")) return { href: value, external: false };
  if (value.startsWith("/")) return value.startsWith("//") ? null : { href: value, external: false };
  if (/^(mailto|tel):/i.test(value)) return { href: value, external: false };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // A bare slug ("kundservice") written without its slash.
    return /^[\p{L}\p{N}][\p{L}\p{N}/_-]*$/u.test(value) ? { href: `/${value}`, external: false } : null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (options.shopOrigin && url.origin === new URL(options.shopOrigin).origin) {
    return { href: `${url.pathname}${url.search}${url.hash}`, external: false };
  }
  return { href: url.href, external: true };
}
