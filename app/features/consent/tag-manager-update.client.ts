/** A choice made on the page, applied to the tag manager: loaded only when the buyer chooses. */
import { consentModeSignals, type Consent } from "@shop/domain/consent";
import { allowsTagManager, BOOTSTRAP_SCRIPT_ID, TAG_MANAGER_ORIGIN, tagManagerUrl } from "./tag-manager-url";

type TagManagerWindow = Window & { gtag?: (...args: unknown[]) => void; dataLayer?: unknown[] };

function tagManagerLoaded(): boolean {
  return document.querySelector(`script[src^="${TAG_MANAGER_ORIGIN}/gtm.js"]`) !== null;
}

/** The Consent Mode update, and the tag manager if now allowed (once). */
export function applyChoice(gtmId: string, consent: Consent): void {
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
