import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { jsonBody, notFound } from "../http/errors";
import { seedCommerce2 } from "../seed/commerce-2";
import { seedDemoData } from "../seed/seed";

/** Local-development helpers; they answer 404 unless DEV_SEED_ENABLED is "true". */
export const devRoutes = new Hono<AppEnv>()
  .use("/__dev/*", async (c, next) => {
    if (c.env.DEV_SEED_ENABLED !== "true") throw notFound();
    await next();
  })
  .post("/__dev/seed", async (c) => {
    const body = await jsonBody(c, z.object({ articles: z.number().int().min(20).max(500_000).nullish() }).nullish());
    const result = await seedDemoData(c.env.DB, { articles: body?.articles ?? undefined });
    const commerce2 = await seedCommerce2(c.env.DB);
    return c.json({ ...result, seeded: result.seeded || commerce2.seeded });
  })
  .get("/__dev/outbox", async (c) => {
    const { results } = await c.env.DB.prepare("SELECT id, to_address AS \"to\", subject, body, created_at AS createdAt FROM outbox ORDER BY id DESC LIMIT 50").all();
    return c.json(results);
  });
