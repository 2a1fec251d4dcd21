import { describe, expect, it } from "vitest";
import type { StorefrontConfig } from "~/platform/config/config.server";
import { readContentConfig } from "~/platform/services/content-config.server";
import { mergeMenus, visibleAlertBanners, visibleInformationBanners } from "~/features/shell/shell-content.server";
import { alertBannerFieldsSchema } from "@shop/contract/content/entries";

const env = (vars: Partial<StorefrontConfig>) =>
  ({
    CONTENT_URL: "http://127.0.0.1:8789",
    CONTENT_SPACE: "shop",
    CONTENT_DELIVERY_TOKEN: "delivery",
    CONTENT_PREVIEW_TOKEN: "preview",
    CONTENT_STAGING_ENVIRONMENT: "staging",
    ...vars,
  }) as StorefrontConfig;

describe("content client configuration", () => {
  it("defaults to the master environment, published content and the delivery token", () => {
    const config = readContentConfig(env({}));
    expect(config).toMatchObject({ environment: "master", preview: false, accessToken: "delivery" });
  });

  it("turns preview on only when the environment is the configured staging one", () => {
    expect(readContentConfig(env({ CONTENT_ENVIRONMENT: "staging" }))).toMatchObject({
      preview: true,
      accessToken: "preview",
    });
    expect(readContentConfig(env({ CONTENT_ENVIRONMENT: "feature-x" })).preview).toBe(false);
    expect(
      readContentConfig(env({ CONTENT_ENVIRONMENT: "staging", CONTENT_STAGING_ENVIRONMENT: undefined })).preview,
    ).toBe(false);
  });

  it("gives the SDK a host without protocol (it silently ignores one with) and says when to use http", () => {
    expect(readContentConfig(env({}))).toMatchObject({
      sdkHost: "127.0.0.1:8789",
      insecure: true,
      origin: "http://127.0.0.1:8789",
    });
    expect(readContentConfig(env({ CONTENT_URL: "https://cdn.contentful.com" }))).toMatchObject({
      sdkHost: "cdn.contentful.com",
      insecure: false,
    });
  });

  it("fails with the name of a missing binding", () => {
    expect(() => readContentConfig(env({ CONTENT_SPACE: "" }))).toThrow(/CONTENT_SPACE/);
    expect(() => readContentConfig(env({ CONTENT_DELIVERY_TOKEN: undefined }))).toThrow(/CONTENT_DELIVERY_TOKEN/);
  });
});

describe("shell content", () => {
  const defaults = {
    product: { label: "Produkter", items: [] },
    services: { label: "Vårt erbjudande", items: [{ label: "Kampanjer", href: "/kampanjer" }] },
    extra: { label: "Mer", items: [] },
    footer: [{ heading: "Handla", items: [] }],
  };

  it("lays content menus over the defaults and labels the services menu 'Vårt erbjudande' when content has no title", () => {
    const menus = mergeMenus(defaults, {
      header: [{ title: "Butiker", url: "/hitta-butik", isExternalLink: false, links: [] }],
      ourServices: {
        title: null,
        items: [{ title: "Sortiment", url: "/sortiment", isExternalLink: false, links: [] }],
      },
      footer: [
        {
          title: "Kundservice",
          url: "",
          isExternalLink: false,
          links: [{ title: "Kontakta oss", url: "/kundservice", isExternalLink: false, links: [] }],
        },
      ],
    });
    expect(menus.services).toEqual({ label: "Vårt erbjudande", items: [{ label: "Sortiment", href: "/sortiment" }] });
    expect(menus.extra.items).toEqual([{ label: "Butiker", href: "/hitta-butik" }]);
    expect(menus.footer).toEqual([
      { heading: "Kundservice", items: [{ label: "Kontakta oss", href: "/kundservice" }] },
    ]);
    expect(mergeMenus(defaults, {})).toEqual(defaults);
  });

  it("shows active banners only, hides hideWhenLoggedIn ones for logged-in buyers and closed ones for the session", () => {
    const banner = (id: string, fields: Record<string, unknown>) => ({
      id,
      fields: alertBannerFieldsSchema.parse({ message: id, ...fields }),
    });
    const entries = [
      banner("on", { active: true }),
      banner("off", { active: false }),
      banner("guests", { active: true, hideWhenLoggedIn: true }),
      banner("closed", { active: true }),
    ];
    expect(visibleAlertBanners(entries, { isLoggedIn: false, closedBanners: ["closed"] }).map((b) => b.id)).toEqual([
      "on",
      "guests",
    ]);
    expect(visibleAlertBanners(entries, { isLoggedIn: true, closedBanners: [] }).map((b) => b.id)).toEqual([
      "on",
      "closed",
    ]);
    expect(visibleInformationBanners([{ id: "i", fields: { active: true, message: "x" } }], ["i"])).toEqual([]);
  });
});
