import { useEffect, useState } from "react";
import { allows, consentModeSignals, type Consent } from "@shop/domain/consent";
import { gtmIdProblem } from "@shop/domain/gtm-id";
import { onConsentChange } from "./consent-client";

const BOOTSTRAP_SCRIPT_ID = "consent-mode";
export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

/** Statistics or marketing consent lets the tag manager load; with neither no request leaves for it. */
export function allowsTagManager(consent: Consent | null): boolean {
  return allows(consent, "statistics") || allows(consent, "marketing");
}

export function tagManagerUrl(gtmId: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(gtmId)}`;
}

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

type TagManagerWindow = Window & { gtag?: (...args: unknown[]) => void; dataLayer?: unknown[] };

function tagManagerLoaded(): boolean {
  return document.querySelector(`script[src^="${TAG_MANAGER_ORIGIN}/gtm.js"]`) !== null;
}

/** After a choice made on the page: the Consent Mode update, and the tag manager if now allowed (once). */
function applyChoice(gtmId: string, consent: Consent): void {
  const page = window as TagManagerWindow;
  if (!page.gtag || !page.dataLayer) return;
  page.gtag("consent", "update", consentModeSignals(consent));
  if (!allowsTagManager(consent) || tagManagerLoaded()) return;
  page.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.nonce = (document.getElementById(BOOTSTRAP_SCRIPT_ID) as HTMLScriptElement | null)?.nonce ?? "";
  script.src = tagManagerUrl(gtmId);
  document.head.appendChild(script);
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
    return onConsentChange((consent) => applyChoice(gtmId as string, consent));
  }, [gtmId]);
}
