import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { brandConfigSchema, parseBrandConfigs, type BrandConfig, type BrandConfigs } from "./schema";
import { ISOLATE_MEMORY_TTL_MS } from "~/platform/cache/isolate-memory.server";

/** Used when BRAND is unset or names no known brand (wrangler.toml sets BRAND = "byggmax-el"). */
export const DEFAULT_BRAND_ID = "byggmax-el";

/** How long a KV copy of the brand configs is trusted before the source is read again. */
export const BRAND_CACHE_TTL_SECONDS = 300;
// Bump when the stored shape changes, so old KV entries are ignored instead of misread. v2: fonts, icon sets and
// extra routes became real (the pages and assets of a build follow its configs, not a copy cached before it).
export const BRAND_CACHE_KEY = "brand-config:v2";
// Workers KV refuses expirationTtl below 60 s.
const KV_MIN_EXPIRATION_TTL = 60;

const brandFiles = import.meta.glob<{ default: unknown }>("../../../brands/*/config.json", { eager: true });

/** Reads and validates every `brands/<id>/config.json`; a bad file throws naming brand and field. */
export function loadAllBrands(): BrandConfigs {
  const raw = Object.fromEntries(
    Object.entries(brandFiles).map(([path, module]) => [
      path.replace(/^.*\/brands\/([^/]+)\/config\.json$/, "$1"),
      module.default,
    ]),
  );
  const brands = parseBrandConfigs(raw);
  if (!brands[DEFAULT_BRAND_ID])
    throw new Error(`Default brand "${DEFAULT_BRAND_ID}" has no brands/${DEFAULT_BRAND_ID}/config.json`);
  return brands;
}

// Validated when the worker module loads: a broken brand file stops the start instead of a page.
const bundledBrands = loadAllBrands();

const warnedBrandIds = new Set<string>();

/** The brand to serve: BRAND when it is known, otherwise the default brand (with one warning per value). */
export function resolveBrandId(requested: string | undefined, knownIds: readonly string[]): string {
  const wanted = requested?.trim();
  if (!wanted) return DEFAULT_BRAND_ID;
  if (knownIds.includes(wanted)) return wanted;
  if (!warnedBrandIds.has(wanted)) {
    warnedBrandIds.add(wanted);
    console.warn(
      `BRAND "${wanted}" is not a known brand (known: ${knownIds.join(", ")}); using the default brand "${DEFAULT_BRAND_ID}".`,
    );
  }
  return DEFAULT_BRAND_ID;
}

/** The id of the brand this worker serves (BRAND resolved against the bundled brand files). */
export function servedBrandId(context: AppLoadContext): string {
  return resolveBrandId(context.config.BRAND, Object.keys(bundledBrands));
}

const cacheEntrySchema = z.object({ storedAt: z.number(), brands: z.record(z.string(), brandConfigSchema) });

export interface BrandConfigReadOptions {
  /** Where the configs come from on a cache miss; the bundled brand files by default. */
  load?: () => BrandConfigs | Promise<BrandConfigs>;
  ttlSeconds?: number;
  now?: () => number;
}

/**
 * All brand configs through the KV cache. The entry carries its own timestamp so the TTL holds
 * even where KV expiry is coarse; a missing, stale, unreadable or malformed entry is reloaded.
 */
export async function readBrandConfigs(kv: KVNamespace, options: BrandConfigReadOptions = {}): Promise<BrandConfigs> {
  const { load = () => bundledBrands, ttlSeconds = BRAND_CACHE_TTL_SECONDS, now = Date.now } = options;
  try {
    const cached = cacheEntrySchema.safeParse(await kv.get(BRAND_CACHE_KEY, "json"));
    if (cached.success && now() - cached.data.storedAt < ttlSeconds * 1000) return cached.data.brands;
  } catch (error) {
    console.warn("Brand config cache could not be read; loading from source.", error);
  }
  const brands = await load();
  try {
    await kv.put(BRAND_CACHE_KEY, JSON.stringify({ storedAt: now(), brands }), {
      expirationTtl: Math.max(KV_MIN_EXPIRATION_TTL, ttlSeconds),
    });
  } catch (error) {
    console.warn("Brand config cache could not be written.", error);
  }
  return brands;
}

/**
 * What this isolate last read from the brand cache: the shell needs the brand on every request and it changes with
 * a deploy, so a few seconds in memory spare a KV read per page (app/platform/cache/isolate-memory.server.ts).
 */
let brandsInMemory: { brands: BrandConfigs; at: number } | null = null;

/** The brand this worker serves (BRAND var), read through the KV cache. */
export async function getCurrentBrand(context: AppLoadContext): Promise<BrandConfig> {
  const env = context.config;
  const remembered = brandsInMemory && Date.now() - brandsInMemory.at < ISOLATE_MEMORY_TTL_MS ? brandsInMemory : null;
  const brands = remembered?.brands ?? (await readBrandConfigs(env.CACHE));
  if (!remembered) brandsInMemory = { brands, at: Date.now() };
  return brands[resolveBrandId(env.BRAND, Object.keys(brands))] ?? bundledBrands[DEFAULT_BRAND_ID];
}
