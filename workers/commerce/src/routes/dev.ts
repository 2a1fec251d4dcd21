import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { jsonBody, notFound, queryParams } from "../http/errors";
import { TRACKING_ID_PATTERN } from "@shop/domain/tracking-id";
import { behaviourEventsOf } from "../search/popularity";
import { latestOutboxMails } from "../mail/outbox";
import { purgeUnreferenced } from "../quotes/attachment-objects";
import { attachmentKeysOfQuotes } from "../quotes/attachment-store";
import { seedAccountHistory } from "../seed/account-history";
import { seedDemoData } from "../seed/seed";
import { insertLineAsBeforeRuleChange } from "../cart/rule-bypass";

/** Local-development helpers (dev-entry.ts only); they answer 404 unless DEV_SEED_ENABLED is "true". */
export const devRoutes = new Hono<AppEnv>()
  .use("/__dev/*", async (c, next) => {
    if (!c.get("config").devToolsEnabled) throw notFound();
    await next();
  })
  .post("/__dev/seed", async (c) => {
    // `today` (YYYY-MM-DD) dates the seeded history (orders, campaigns) from a fixed day, for pictures that never change.
    const seedBody = z.object({
      articles: z.number().int().min(20).max(1_000_000).nullish(),
      today: z.iso.date().nullish(),
    });
    const body = await jsonBody(c, seedBody.nullish());
    const result = await seedDemoData(c.env.DB, {
      articles: body?.articles ?? undefined,
      today: body?.today ?? undefined,
    });
    // A large catalogue takes several calls (seed/seed.ts); the rest follows with the call that completes it.
    if (!result.complete) return c.json(result);
    // Reseeding replaces the demo quotes with their attachments: their objects go unless another quote refers to them.
    const demoFiles = await attachmentKeysOfQuotes(c.env.DB, "demo-");
    const history = await seedAccountHistory(c.env.DB);
    await purgeUnreferenced(c.env.DB, c.env.FILES, demoFiles);
    return c.json({ ...result, seeded: result.seeded || history.seeded });
  })
  .get("/__dev/outbox", async (c) => c.json(await latestOutboxMails(c.env.DB, 50)))
  // What createEvents stored for one device, so end-to-end tests can read back what the storefront sent.
  .get("/__dev/behaviour-events", async (c) => {
    const { trackingId } = queryParams(c, z.object({ trackingId: z.string().regex(TRACKING_ID_PATTERN) }));
    return c.json({ events: await behaviourEventsOf(c.env.DB, trackingId) });
  })
  // A cart line that entered before a rule changed under it (cart/rule-bypass.ts), for the tests of what then happens.
  .post("/__dev/cart-lines", async (c) => {
    const line = await jsonBody(
      c,
      z.object({
        cartId: z.string().min(1).max(80),
        articleNumber: z.string().regex(/^\d{4,13}$/),
        deliveryId: z.string().min(1).max(20),
        quantity: z.number().int().min(1).max(100_000),
      }),
    );
    await insertLineAsBeforeRuleChange(c.env.DB, line);
    return c.json({ added: true }, 201);
  })
  // An unhandled failure on purpose, so tests can see what error reporting receives (and what it masks).
  .get("/__dev/fail", () => {
    throw new Error("e2e-commerce-boom: an unhandled failure on purpose");
  });
