import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FULL_CONSENT, NO_CONSENT } from "@shop/domain/consent";
import { announceConsent } from "~/platform/consent/consent-client";
import { useTagManager } from "~/features/consent/tag-manager";

/** The browser side of the tag manager (app/features/consent/tag-manager.tsx), mounted as the root mounts it. */
function Root({ gtmId }: { gtmId: string | null }) {
  useTagManager(gtmId);
  return null;
}

type TagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };
const page = window as TagWindow;

// gtm.js is never fetched here: happy-dom counts the disabled script load as done instead of logging an error.
const happyDom = (window as unknown as { happyDOM?: { settings: Record<string, unknown> } }).happyDOM;
if (happyDom) happyDom.settings.handleDisabledFileLoadingAsSuccess = true;

/** What the head script sets up when the id is usable (tag-manager.server.ts). */
function headScriptRan() {
  page.dataLayer = [];
  page.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag pushes its `arguments` object, as Google's snippet does
    page.dataLayer?.push(arguments);
  };
}

const tagManagerScripts = () => document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/"]');

afterEach(() => {
  vi.restoreAllMocks();
  delete page.dataLayer;
  delete page.gtag;
  for (const script of tagManagerScripts()) script.remove();
});

describe("the tag manager in the browser", () => {
  it("says once 'Missing GTM_ID' without an id, and sets nothing up", () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const view = render(<Root gtmId={null} />);
    view.rerender(<Root gtmId={null} />);
    act(() => announceConsent(FULL_CONSENT));
    expect(info.mock.calls).toEqual([["Missing GTM_ID"]]);
    expect(page.dataLayer).toBeUndefined();
    expect(tagManagerScripts()).toHaveLength(0);
  });

  it("warns that an invalid id is not a valid GTM-ID, and loads nothing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    render(<Root gtmId="gtm-abc" />);
    act(() => announceConsent(FULL_CONSENT));
    expect(warn.mock.calls).toEqual([["gtm-abc is not a valid GTM-ID"]]);
    expect(tagManagerScripts()).toHaveLength(0);
  });

  it("follows a later choice: signals it, and loads gtm.js once when it is allowed", async () => {
    headScriptRan();
    render(<Root gtmId="GTM-E2E7TEST" />);
    // The update's code loads when the buyer first chooses (tag-manager-update.client.ts).
    act(() => announceConsent(NO_CONSENT));
    await vi.waitFor(() => expect(page.dataLayer).toHaveLength(1));
    expect(tagManagerScripts()).toHaveLength(0);
    act(() => announceConsent(FULL_CONSENT));
    act(() => announceConsent({ statistics: true, marketing: false }));
    await vi.waitFor(() => expect(page.dataLayer).toHaveLength(4));
    const scripts = tagManagerScripts();
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-E2E7TEST");
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    const layer = (page.dataLayer ?? []).map((entry) =>
      typeof entry === "object" && entry && "length" in entry ? Array.from(entry as ArrayLike<unknown>) : entry,
    );
    expect(layer.map((entry) => (Array.isArray(entry) ? entry.slice(0, 2).join(" ") : "gtm.js"))).toEqual([
      "consent update",
      "consent update",
      "gtm.js",
      "consent update",
    ]);
    expect(layer[1]).toEqual([
      "consent",
      "update",
      { ad_storage: "granted", analytics_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" },
    ]);
  });
});
