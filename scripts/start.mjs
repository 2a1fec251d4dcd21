// `npm start`: build the app, prepare local D1 state, serve storefront (8787), commerce (8788), content (8789).
import { build, startStack } from "./lib/stack.mjs";

build();
const { seeded } = await startStack({ logLevel: "info" });
if (seeded?.skipped !== true) console.log(`Demo data: ${JSON.stringify(seeded)}`);
console.log("\n  Shop:     http://localhost:8787\n  Commerce: http://localhost:8788\n  Content:  http://localhost:8789\n");
