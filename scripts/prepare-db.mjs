// `npm run db:prepare`: the local D1 database as `npm start` leaves it (migrated, demo data seeded), without
// serving the shop. Idempotent like the start: applied migrations are skipped and a seeded database stays as it is.
// The commerce worker runs briefly on its own port (COMMERCE_PORT, default 8798) because only it can seed.
import "./lib/require-node.mjs";
import { commerceDevVars, defaultStack, migrate, seed, startWorker, waitForHttp } from "./lib/stack.mjs";

const stack = { ...defaultStack, commercePort: Number(process.env.COMMERCE_PORT ?? 8798) };
migrate(stack);
const commerce = startWorker("commerce", "workers/commerce/wrangler.toml", stack.commercePort, stack, {
  ...commerceDevVars(),
  DEV_SEED_ENABLED: "true",
});
try {
  await waitForHttp(`http://127.0.0.1:${stack.commercePort}/health`);
  const seeded = await seed(stack);
  console.log(
    seeded.seeded === false
      ? "Database ready (already seeded, nothing changed)."
      : `Database ready: ${JSON.stringify(seeded)}`,
  );
} finally {
  commerce.kill("SIGTERM");
}
