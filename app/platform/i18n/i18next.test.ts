import { describe, expect, it } from "vitest";
import { getFixedT, getLocale, languageCookie, languageCookieHeader } from "./i18next.server";

describe("remix-i18next on the server", () => {
  it("always resolves to sv, whatever the browser asks for", async () => {
    expect(
      await getLocale(new Request("https://shop.example.se/", { headers: { "Accept-Language": "en-US,en" } })),
    ).toBe("sv");
    expect(await getLocale(new Request("https://shop.example.se/"))).toBe("sv");
  });

  it("translates catalogue keys with {{}} interpolation", async () => {
    const t = await getFixedT(new Request("https://shop.example.se/"));
    expect(t("errors.cart_add_products", { ids: "1001, 1002" })).toBe(
      "Följande artiklar kunde inte läggas i varukorgen: 1001, 1002",
    );
    expect(t("errors.punchout.missing_callback_url")).toMatch(/återkopplingsadress/);
  });

  it("sets the language cookie for a year on path / with SameSite=Lax when it is missing", async () => {
    const header = await languageCookieHeader(new Request("https://shop.example.se/"));
    expect(header).toMatch(/^lng=/);
    expect(header).toMatch(/Max-Age=31536000/);
    expect(header).toMatch(/Path=\//);
    expect(header).toMatch(/SameSite=Lax/);
  });

  it("sends no cookie when the request already has a valid one", async () => {
    const cookie = (await languageCookie.serialize("sv")).split(";")[0];
    expect(
      await languageCookieHeader(new Request("https://shop.example.se/", { headers: { Cookie: cookie } })),
    ).toBeNull();
  });
});
