// Finds a real category and product URL on the running stack, so the benchmarks hit pages with data rather than 404s.
// Order: links the storefront itself renders, then the commerce API (/menu, /search), then a fixed fallback.

export const fallbackCategoryPath = "/kategorier/el";
export const fallbackProductPath = "/produkt/installationskabel-exq-3g1-5";

async function text(url, init) {
  try {
    const response = await fetch(url, { redirect: "follow", signal: AbortSignal.timeout(15_000), ...init });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

async function status(url) {
  try {
    const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(15_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

function firstHref(html, prefix) {
  if (!html) return null;
  const match = new RegExp(`href="(${prefix}[^"#?]+)"`).exec(html);
  return match ? match[1] : null;
}

/** Depth-first: the first string under one of `keys` anywhere in a JSON value. */
function findString(value, keys) {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findString(item, keys);
      if (found) return found;
    }
  } else if (value && typeof value === "object") {
    for (const key of keys) if (typeof value[key] === "string" && value[key]) return value[key];
    for (const item of Object.values(value)) {
      const found = findString(item, keys);
      if (found) return found;
    }
  }
  return null;
}

function parseJson(body) {
  try {
    return body ? JSON.parse(body) : null;
  } catch {
    return null;
  }
}

function asPath(prefix, value) {
  if (!value) return null;
  const clean = value.replace(/^https?:\/\/[^/]+/, "");
  return clean.startsWith(prefix) ? clean : `${prefix}${clean.replace(/^\/+/, "")}`;
}

async function firstAnswering(storefrontUrl, candidates) {
  for (const candidate of candidates) {
    if (candidate && (await status(storefrontUrl + candidate)) === 200) return { path: candidate, verified: true };
  }
  return null;
}

export async function discoverCategoryPath({ storefrontUrl, commerceUrl }) {
  const fromPage = firstHref(await text(`${storefrontUrl}/`), "/kategorier/");
  const menu = parseJson(await text(`${commerceUrl}/menu`));
  const fromMenu = asPath("/kategorier/", findString(menu, ["categoryPath", "path", "slug", "url", "href"]));
  return (
    (await firstAnswering(storefrontUrl, [fromPage, fromMenu, fallbackCategoryPath])) ?? {
      path: fallbackCategoryPath,
      verified: false,
    }
  );
}

/** The seeded demo buyer (local seed data only), for services that answer signed-in callers only. */
export const demoBuyer = { username: "buyer@demo.se", password: "demo1234" };

async function demoToken(commerceUrl) {
  const tokens = parseJson(
    await text(`${commerceUrl}/v2/sessions/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(demoBuyer),
    }),
  );
  return tokens?.AccessToken ?? null;
}

export async function discoverProductPath({ storefrontUrl, commerceUrl }, query = "kabel") {
  const fromPage = firstHref(await text(`${storefrontUrl}/search?q=${encodeURIComponent(query)}`), "/produkt/");
  const token = await demoToken(commerceUrl);
  const search = parseJson(
    await text(`${commerceUrl}/search`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "api-version": "1",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, limit: 1 }),
    }),
  );
  const fromSearch = asPath("/produkt/", findString(search, ["variantSlug", "slug"]));
  return (
    (await firstAnswering(storefrontUrl, [fromPage, fromSearch, fallbackProductPath])) ?? {
      path: fallbackProductPath,
      verified: false,
    }
  );
}
