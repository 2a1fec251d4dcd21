import { createContext, useContext, type ReactNode } from "react";

const NonceContext = createContext("");

/**
 * Hands the request's CSP nonce to components that render inline scripts (<Scripts>,
 * <ScrollRestoration>). In the browser it is "": browsers hide nonce attributes after parsing,
 * and hydrated components render no new inline scripts.
 */
export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
