import { describe, expect, it } from "vitest";
import { heroPreloads } from "./hero";

const svg = (name: string) => ({
  url: `http://content.example/assets-files/shop/${name}/${name}.svg`,
  width: 750,
  height: 600,
  contentType: "image/svg+xml",
  title: name,
  description: null,
});
const hero = (parts: Record<string, unknown>) => ({ title: "Allt för bygg och el", ...parts }) as never;

describe("the hero's preloads in the head", () => {
  it("preloads each variant only where its picture is drawn, with high priority", () => {
    expect(heroPreloads(hero({ heroMobile: svg("mobile"), heroDesktop: svg("desktop") }))).toEqual([
      expect.objectContaining({
        tagName: "link",
        rel: "preload",
        as: "image",
        href: svg("mobile").url,
        media: "(max-width: 47.99em)",
        fetchpriority: "high",
      }),
      expect.objectContaining({ href: svg("desktop").url, media: "(min-width: 48em)" }),
    ]);
  });

  it("gives a raster picture its widths, so the preload fetches the file the img will choose", () => {
    const photo = { ...svg("photo"), url: "http://content.example/photo.jpg", contentType: "image/jpeg", width: 1280 };
    const [preload] = heroPreloads(hero({ heroMobile: photo }));
    expect(preload).toMatchObject({ href: photo.url, imageSizes: expect.stringContaining("100vw") });
    expect(preload).not.toHaveProperty("media");
    expect((preload as { imageSrcSet: string }).imageSrcSet).toContain("photo.jpg?w=640 640w");
  });

  it("preloads nothing without a hero picture", () => {
    expect(heroPreloads(null)).toEqual([]);
    expect(heroPreloads(hero({}))).toEqual([]);
  });
});
