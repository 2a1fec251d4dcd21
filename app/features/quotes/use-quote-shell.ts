import { useRouteLoaderData } from "@remix-run/react";
import type { QuoteShell } from "./quote-overlay-view";

/** The root loader's quote state: null for visitors, EJ_SKAPA_OFFERT users and punch-out sessions (no controls). */
export function useQuoteShell(): QuoteShell | null {
  const root = useRouteLoaderData("root") as { quotes?: QuoteShell | null } | undefined;
  return root?.quotes ?? null;
}
