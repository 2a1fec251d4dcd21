import { createTranslate, type Messages } from "./translate";

/**
 * Each file in `app/locales/sv/` is one top-level namespace named after the file (`errors.json`
 * holds the `errors.*` keys), so each area of the shop owns its own file.
 */
const files = import.meta.glob<{ default: Messages }>("../locales/sv/*.json", { eager: true });

export const svMessages: Messages = Object.fromEntries(
  Object.entries(files).map(([path, module]) => [path.replace(/^.*\/([^/]+)\.json$/, "$1"), module.default]),
);

/** Server-side translation for loaders, actions and meta. */
export const serverT = createTranslate(svMessages);
