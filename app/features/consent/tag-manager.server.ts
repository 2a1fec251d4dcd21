import { consentModeSignals, type Consent } from "@shop/domain/consent";
import { usableGtmId } from "@shop/domain/gtm-id";
import { allowsTagManager, tagManagerUrl } from "./tag-manager-url";

/**
 * The inline script of every page (so kept small), built on the server so its builder stays out of the browser
 * bundle: the data layer, `gtag`, the Consent Mode v2 defaults (all denied), the stored choice if there is one,
 * and the tag manager itself only when that choice allows it, with the script's own nonce (readable from
 * `currentScript`, unlike the attribute). Null without a usable GTM id: then nothing is set up.
 */
export function tagManagerScript(gtmId: string | null | undefined, consent: Consent | null): string | null {
  const id = usableGtmId(gtmId);
  if (!id) return null;
  const defaults = { ...consentModeSignals(null), wait_for_update: 500 };
  let script =
    "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}" +
    `gtag("consent","default",${JSON.stringify(defaults)});`;
  if (consent) script += `gtag("consent","update",${JSON.stringify(consentModeSignals(consent))});`;
  if (allowsTagManager(consent)) {
    script +=
      'dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});document.head.appendChild(Object.assign(' +
      `document.createElement("script"),{async:true,nonce:document.currentScript.nonce,src:${JSON.stringify(tagManagerUrl(id))}}));`;
  }
  // Inside <script>, "</" could end it early; the id is validated, this keeps it so whatever comes in.
  return script.replace(/<\//g, "<\\/");
}
