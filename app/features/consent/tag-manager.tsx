import { useEffect, useState } from "react";
import { gtmIdProblem } from "@shop/domain/gtm-id";
import { onConsentChange } from "~/platform/consent/consent-client";
import { BOOTSTRAP_SCRIPT_ID } from "./tag-manager-url";

/**
 * The head script (built by tag-manager.server.ts from the choice the page was loaded with), only with a usable
 * GTM id. Kept as first rendered: it has run once, and a later choice goes through `useTagManager` instead. Keep
 * it the last element of <head>: it appends gtm.js there, where React 18's hydration tolerates foreign nodes.
 */
export function TagManagerHead({ script, nonce }: { script?: string | null; nonce: string }) {
  const [initial] = useState(script);
  if (!initial) return null;
  return <script id={BOOTSTRAP_SCRIPT_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: initial }} />;
}

/**
 * The browser side: says once why the tag manager is not set up (spec section 8), and follows the buyer's
 * later choices (`announceConsent`) when it is.
 */
export function useTagManager(gtmId: string | null | undefined): void {
  useEffect(() => {
    const problem = gtmIdProblem(gtmId);
    if (problem) {
      if (gtmId) console.warn(problem);
      else console.info(problem);
      return;
    }
    return onConsentChange(
      (consent) =>
        void import("./tag-manager-update.client")
          .then((update) => update.applyChoice(gtmId as string, consent))
          // A chunk that fails to load (offline, a new deploy) leaves the tags as they are; the page keeps working.
          .catch(() => undefined),
    );
  }, [gtmId]);
}
