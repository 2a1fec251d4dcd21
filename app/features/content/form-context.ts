import { createContext, useContext } from "react";

/** The session's CSRF token for forms embedded in rich text (dynamic forms in a content page body). */
export const CsrfContext = createContext<string | null>(null);

export function useEmbeddedCsrf(): string | null {
  return useContext(CsrfContext);
}
