import { allows, type Consent } from "@shop/domain/consent";

export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";
/** The id of the head script, whose nonce a later-loaded gtm.js reuses. */
export const BOOTSTRAP_SCRIPT_ID = "consent-mode";

/** Statistics or marketing consent lets the tag manager load; with neither no request leaves for it. */
export function allowsTagManager(consent: Consent | null): boolean {
  return allows(consent, "statistics") || allows(consent, "marketing");
}

export function tagManagerUrl(gtmId: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(gtmId)}`;
}
