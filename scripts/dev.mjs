// `npm run dev`: Vite with HMR for the storefront, against the local commerce and content workers.
import "./lib/require-node.mjs";
import { spawn } from "node:child_process";
import path from "node:path";
import { root, startStack } from "./lib/stack.mjs";

// The storefront itself is served by Vite here; the stack still starts the services it calls.
// The fake mail provider on 8790 as with `npm start`: delivered mail at http://localhost:8790/emails.
const { stack } = await startStack({ storefrontPort: 8786, mailProviderPort: 8790 });
const vite = spawn(path.join(root, "node_modules", ".bin", "remix"), ["vite:dev", "--port", "5173"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env },
});
vite.on("exit", (code) => process.exit(code ?? 0));
console.log(`Vite dev server on http://localhost:5173 (services on ${stack.commercePort} and ${stack.contentPort})`);
