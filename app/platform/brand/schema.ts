import { z } from "zod";
import { DELIVERY_METHOD_IDS } from "@shop/domain/delivery-options";

const hexColour = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, "expected a hex colour such as #0b4a8b");
const cssLength = z.string().regex(/^(?:0|\d+(?:\.\d+)?(?:px|rem|em))$/, "expected a CSS length such as 4px or 0.5rem");
// The theme ends up in a style attribute: characters that could close the declaration are refused.
const fontStack = z
  .string()
  .min(1)
  .regex(/^[^;{}<>]+$/, "expected a CSS font stack without ; { } < >");
/** Site-relative ("/brands/x/logo.svg") or https URL; nothing a browser would run. */
const assetUrl = z.string().regex(/^(?:\/(?!\/)|https:\/\/)\S+$/, "expected a path starting with / or an https URL");

export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "expected a day as YYYY-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T12:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "not a calendar day");

/** CSS custom properties set on <html>; the keys are the property names themselves. */
export const brandThemeSchema = z.strictObject({
  "--color-primary": hexColour,
  "--color-primary-contrast": hexColour,
  "--color-surface": hexColour,
  "--color-text": hexColour,
  "--font-body": fontStack,
  "--radius": cssLength,
});

export const brandConfigSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, "expected lower-case letters, digits and dashes"),
  name: z.string().min(1),
  /** Where a content form without its own recipient is mailed (content spec section 3); server-side only. */
  contactEmail: z.string().email(),
  defaultStoreId: z.string().min(1),
  centralStorageId: z.string().min(1),
  theme: brandThemeSchema,
  fonts: z.array(
    z.strictObject({
      family: z
        .string()
        .min(1)
        .regex(/^[^;{}<>"]+$/, "expected a font family name"),
      woff2: z.array(assetUrl).default([]),
    }),
  ),
  iconSet: z.enum(["outline", "filled"]),
  logo: z.strictObject({
    src: assetUrl,
    alt: z.string().min(1),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  extraRoutes: z
    .array(
      z.strictObject({
        path: z.string().regex(/^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, "expected a path such as /elbilsladdning"),
        title: z.string().min(1),
      }),
    )
    .default([]),
  // Punch-out offers exactly one delivery method per brand.
  punchoutDeliveryOption: z.enum(DELIVERY_METHOD_IDS),
  closingDays: z.array(calendarDay).default([]),
  featureFlags: z.strictObject({ fixedDeliveryDates: z.boolean() }),
});

export type BrandConfig = z.infer<typeof brandConfigSchema>;
export type BrandTheme = z.infer<typeof brandThemeSchema>;
export type BrandConfigs = Record<string, BrandConfig>;

/**
 * What GET /api/brand-config and the browser see. Every field is public today; listing them
 * keeps a future server-only field out of the response by default.
 */
export const publicBrandConfigSchema = brandConfigSchema.pick({
  id: true,
  name: true,
  defaultStoreId: true,
  centralStorageId: true,
  theme: true,
  fonts: true,
  iconSet: true,
  logo: true,
  extraRoutes: true,
  punchoutDeliveryOption: true,
  closingDays: true,
  featureFlags: true,
});
export type PublicBrandConfig = z.infer<typeof publicBrandConfigSchema>;

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`).join("; ");
}

/** Validates one brand's config; the error names the brand and each failing field path. */
export function parseBrandConfig(brandId: string, raw: unknown): BrandConfig {
  const result = brandConfigSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`Invalid brand config "brands/${brandId}/config.json": ${describeIssues(result.error)}`);
  }
  if (result.data.id !== brandId) {
    throw new Error(
      `Invalid brand config "brands/${brandId}/config.json": id: must equal the folder name "${brandId}"`,
    );
  }
  return result.data;
}

/** Validates every brand; the first bad one stops the start with its field named. */
export function parseBrandConfigs(raw: Record<string, unknown>): BrandConfigs {
  return Object.fromEntries(Object.entries(raw).map(([id, config]) => [id, parseBrandConfig(id, config)]));
}

export function toPublicBrandConfig(brand: BrandConfig): PublicBrandConfig {
  // strip: server-only fields such as contactEmail are dropped, not refused as unknown keys.
  return publicBrandConfigSchema.strip().parse(brand);
}

/** The header's icons; each set has one SVG per name under public/icons/<iconSet>/. */
export const HEADER_ICONS = ["cart", "account", "favourites", "search"] as const;

/**
 * The theme as a React style object for <html style>: custom properties only. The icon set travels the same
 * way (`--icon-cart: url(...)`, drawn by app.css as masks), so choosing icons per brand costs no JavaScript.
 */
export function brandThemeStyle(brand: Pick<BrandConfig, "theme" | "iconSet">): Record<string, string> {
  const icons = HEADER_ICONS.map((name) => [`--icon-${name}`, `url("/icons/${brand.iconSet}/${name}.svg")`]);
  return { ...brand.theme, ...Object.fromEntries(icons) };
}

/**
 * `Link` header values that preload the brand's first font file (the body text's regular weight, used above
 * the fold), so the text does not wait for the stylesheet before its font is requested.
 */
export function brandPreloadLinks(brand: Pick<BrandConfig, "fonts">): string[] {
  const first = brand.fonts.find((font) => font.woff2.length > 0)?.woff2[0];
  return first ? [`<${first}>; rel=preload; as=font; type="font/woff2"; crossorigin`] : [];
}
