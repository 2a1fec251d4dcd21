import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../http/errors";
import { articleImages, categoryName } from "../images/store";

const PALETTE = ["#0b4a8b", "#9a3412", "#166534", "#6b21a8", "#854d0e", "#155e75", "#9f1239", "#374151"];

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[ch]!,
  );
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A deterministic placeholder: colour and shapes from the article number, the name as caption. */
export function placeholderSvg(key: string, title: string, view: number): string {
  const h = hash(`${key}-${view}`);
  const colour = PALETTE[h % PALETTE.length];
  const shapes = [0, 1, 2].map((i) => {
    const x = 60 + ((h >> (i * 5)) % 280);
    const y = 60 + ((h >> (i * 7)) % 180);
    const r = 20 + ((h >> (i * 3)) % 50);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" fill-opacity="${0.15 + i * 0.1}"/>`;
  });
  const lines =
    title.length > 34
      ? [
          title.slice(0, title.lastIndexOf(" ", 34) > 0 ? title.lastIndexOf(" ", 34) : 34),
          title.slice(title.lastIndexOf(" ", 34) > 0 ? title.lastIndexOf(" ", 34) + 1 : 34),
        ]
      : [title];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(title)}">
<rect width="400" height="400" fill="#f3f4f6"/>${shapes.join("")}
<rect x="40" y="290" width="320" height="${lines.length * 26 + 20}" rx="8" fill="#ffffff" fill-opacity="0.9"/>
${lines.map((line, i) => `<text x="200" y="${318 + i * 26}" font-family="system-ui, sans-serif" font-size="18" text-anchor="middle" fill="#111827">${escapeXml(line.slice(0, 40))}</text>`).join("")}
<text x="200" y="60" font-family="system-ui, sans-serif" font-size="16" text-anchor="middle" fill="${colour}">${escapeXml(key)}</text>
</svg>`;
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
    const name = await categoryName(c.env.DB, id);
    if (name === null) throw notFound("Image not found");
    return c.body(placeholderSvg(id, name, 0), 200, {
      "content-type": "image/svg+xml",
      "cache-control": "public, max-age=86400",
    });
  })
  .get("/images/:file{[0-9]{1,12}(-[0-9])?\\.svg}", async (c) => {
    const [number, viewText] = c.req.param("file").replace(".svg", "").split("-");
    const row = await articleImages(c.env.DB, number);
    const view = viewText ? Number(viewText) : 1;
    if (!row || view > Math.max(1, row.image_count)) throw notFound("Image not found");
    return c.body(placeholderSvg(number, row.name, view), 200, {
      "content-type": "image/svg+xml",
      "cache-control": "public, max-age=86400",
    });
  });
