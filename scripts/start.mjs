// `npm start`: build the app, prepare local D1 state, serve storefront (8787), commerce (8788), content (8789) and the
// fake mail provider (8790), wait until all answer /health, then print a short ready message. The workers run as
// `wrangler deploy` bundles them, on Miniflare (workerd) without `wrangler dev`'s proxies (docs/decisions.md, "Local
// stacks").
import "./lib/require-node.mjs";
import { startBundledStack } from "./lib/bundled-stack.mjs";
import { build, defaultStack, startBuildDir, waitForHealth } from "./lib/stack.mjs";

const ports = {
  storefrontPort: Number(process.env.STOREFRONT_PORT ?? 8787),
  commercePort: Number(process.env.COMMERCE_PORT ?? 8788),
  contentPort: Number(process.env.CONTENT_PORT ?? 8789),
  mailProviderPort: Number(process.env.MAIL_PROVIDER_PORT ?? 8790),
};

// `BRAND=nordel npm start` serves another brand (brands/<id>/); wrangler.toml's BRAND is the default.
const brand = process.env.BRAND?.trim();
const vars = brand ? { BRAND: brand } : {};

build();
const { seeded } = await startBundledStack({
  ...ports,
  buildDir: startBuildDir,
  persistDir: defaultStack.persistDir,
  vars,
  inspect: true,
});
if (seeded?.skipped !== true) console.log(`Demo data: ${JSON.stringify(seeded)}`);
const [storefront] = await Promise.all([
  waitForHealth(`http://127.0.0.1:${ports.storefrontPort}/health`),
  waitForHealth(`http://127.0.0.1:${ports.commercePort}/health`),
  waitForHealth(`http://127.0.0.1:${ports.contentPort}/health`),
  waitForHealth(`http://127.0.0.1:${ports.mailProviderPort}/health`),
]);
console.log(`
✔ Ready (version ${storefront.version}; storefront, commerce and content report healthy)

  Shop:      http://localhost:${ports.storefrontPort}${brand ? `   (brand ${brand})` : ""}
  Commerce:  http://localhost:${ports.commercePort}
  Content:   http://localhost:${ports.contentPort}

  Sign in:   buyer@demo.se / demo1234   (buyer)
             admin@demo.se / demo1234   (customer admin)
             limitbuyer@demo.se / demo1234   (buyer with an order limit: larger orders go to approval)
             approver@demo.se / demo1234   (approver: Mina sidor > Att attestera)
  Mail:      http://localhost:${ports.mailProviderPort}/emails   (delivered by the fake provider)
             curl -s localhost:${ports.commercePort}/__dev/outbox   (the outbox, with each mail's status)

  Stop with Ctrl+C.
`);
