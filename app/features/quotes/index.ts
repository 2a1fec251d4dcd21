/** What other features may use of this feature (features import each other only through their index files; server-only parts are in index.server.ts). */
export { AddToQuoteSlot } from "./add-to-quote-slot";
