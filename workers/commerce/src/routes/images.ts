import { Hono, type Context } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../http/errors";
import { categoryPicture, productPicture } from "../images/pictures";
import { escapeXml, hash } from "../images/pictures/svg";
import { articlePictureFacts, categoryPictureFacts } from "../images/store";

/** A week: pictures change only when the seed changes, and the ETag revalidates them cheaply after that. */
const PICTURE_CACHE = "public, max-age=604800, stale-while-revalidate=86400";

function parseAttributes(json: string): Record<string, string> {
  try {
    const list = JSON.parse(json) as { name?: unknown; value?: unknown }[];
    return Object.fromEntries(
      (Array.isArray(list) ? list : [])
        .filter((a) => typeof a.name === "string" && typeof a.value === "string")
        .map((a) => [a.name as string, a.value as string]),
    );
  } catch {
    return {};
  }
}

function svgAnswer(c: Context<AppEnv>, svg: string) {
  const etag = `"${hash(svg).toString(16)}-${svg.length.toString(16)}"`;
  const headers = { "content-type": "image/svg+xml", "cache-control": PICTURE_CACHE, etag };
  if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
  return c.body(svg, 200, headers);
}

/** Images are fetched by <img>, which cannot send a bearer token: the one public read besides sign-in. */
export const imageRoutes = new Hono<AppEnv>()
  .get("/images/hazard/:code{[A-Z0-9]+\\.svg}", (c) => {
    const code = c.req.param("code").replace(".svg", "");
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="${escapeXml(code)}"><path d="M50 4 96 50 50 96 4 50Z" fill="#fff" stroke="#dc2626" stroke-width="8"/><text x="50" y="62" font-size="34" font-family="system-ui" font-weight="700" text-anchor="middle">!</text></svg>`;
    return c.body(svg, 200, { "content-type": "image/svg+xml", "cache-control": "public, max-age=86400" });
  })
  .get("/images/category/:file{[A-Za-z0-9-]+\\.svg}", async (c) => {
    const id = c.req.param("file").replace(".svg", "");
    const facts = await categoryPictureFacts(c.env.DB, id);
    if (!facts) throw notFound("Image not found");
    return svgAnswer(c, categoryPicture(facts.name, facts.leaf ?? facts.name, facts.top ?? facts.name));
  })
  .get("/images/:file{[0-9]{1,12}(-[0-9])?\\.svg}", async (c) => {
    const [number, viewText] = c.req.param("file").replace(".svg", "").split("-");
    const row = await articlePictureFacts(c.env.DB, number);
    const view = viewText ? Number(viewText) : 1;
    if (!row || view > Math.max(1, row.image_count)) throw notFound("Image not found");
    return svgAnswer(
      c,
      productPicture({
        title: row.name,
        brand: row.brand ?? "",
        category: row.category ?? "",
        topCategory: row.top_category ?? "",
        attributes: parseAttributes(row.attributes),
        view,
      }),
    );
  });
