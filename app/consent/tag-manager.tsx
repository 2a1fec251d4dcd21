import { useEffect, useState } from "react";
import { allows, consentModeSignals, type Consent } from "@shop/domain/consent";
import { gtmIdProblem, usableGtmId } from "@shop/domain/gtm-id";
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
 * The inline script of every page (so kept small): the data layer, `gtag`, the Consent Mode v2 defaults (all
 * denied), the stored choice if there is one, and the tag manager itself only when that choice allows it. It
 * appends gtm.js to the end of <head>, where React 18's hydration tolerates nodes it did not render, and gives
 * it its own nonce (readable from `currentScript`, unlike the attribute).
 */
export function tagManagerBootstrap(gtmId: string, consent: Consent | null): string {
  const defaults = { ...consentModeSignals(null), wait_for_update: 500 };
  let script =
    "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}" +
    `gtag("consent","default",${JSON.stringify(defaults)});`;
  if (consent) script += `gtag("consent","update",${JSON.stringify(consentModeSignals(consent))});`;
  if (allowsTagManager(consent)) {
    script +=
      'dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});' +
      'var s=document.createElement("script");s.async=true;s.nonce=document.currentScript.nonce;' +
      `s.src=${JSON.stringify(tagManagerUrl(gtmId))};document.head.appendChild(s);`;
  }
  // Inside <script>: "</" could end it early (the id is validated, this keeps it so whatever comes in).
  return script.replace(/<\//g, "<\\/");
}

/**
 * The head script, only with a usable GTM id. Rendered from the choice the page was loaded with and kept so
 * on later renders: it has run once, and a later choice goes through `useTagManager` instead. Keep it the
 * last element of <head> (see tagManagerBootstrap).
 */
export function TagManagerHead({
  gtmId,
  consent,
  nonce,
}: {
  gtmId?: string | null;
  consent?: Consent | null;
  nonce: string;
}) {
  const [initial] = useState(() => {
    const id = usableGtmId(gtmId);
    return id ? tagManagerBootstrap(id, consent ?? null) : null;
  });
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
