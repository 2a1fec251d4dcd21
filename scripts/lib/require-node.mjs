// Imported first by the npm scripts: ES modules run their imports in order, so this check runs before any other
// module of the script does anything.
import { requireSupportedNode } from "./node-version.mjs";

requireSupportedNode();
