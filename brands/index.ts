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
