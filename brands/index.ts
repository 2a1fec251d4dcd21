import byggmaxEl from "./byggmax-el/config.json";
import nordel from "./nordel/config.json";

/**
 * Every brand's raw config, by id. Static imports (not a glob) so the service workers, which are
 * bundled by wrangler rather than Vite, can read brand data such as closing days too.
 * Add a line here when adding a folder.
 */
export const brandConfigFiles: Record<string, unknown> = {
  "byggmax-el": byggmaxEl,
  nordel,
};

/** The brand's own closing days ('YYYY-MM-DD'), the explicit input of @shop/domain/delivery-date. */
export function closingDaysOf(brandId: string | undefined): readonly string[] {
  if (!brandId) return [];
  const config = brandConfigFiles[brandId] as { closingDays?: unknown } | undefined;
  return Array.isArray(config?.closingDays) ? (config.closingDays as string[]) : [];
}

function contactEmailOf(config: unknown): string | null {
  const email = (config as { contactEmail?: unknown } | undefined)?.contactEmail;
  return typeof email === "string" && email.includes("@") ? email.trim().toLowerCase() : null;
}

/** The brand's contact address: where a content form without its own recipient is mailed. */
export function brandContactEmail(brandId: string | undefined): string | null {
  return brandId ? contactEmailOf(brandConfigFiles[brandId]) : null;
}

/**
 * The mail domains of the shop's brands. The commerce service mails form submissions only there, so a
 * caller that names another recipient cannot use the shop as a relay for its own mails.
 */
export function brandMailDomains(): string[] {
  const domains = Object.values(brandConfigFiles).map((config) => contactEmailOf(config)?.split("@")[1]);
  return [...new Set(domains.filter((domain): domain is string => Boolean(domain)))];
}
