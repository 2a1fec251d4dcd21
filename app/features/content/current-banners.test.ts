import { describe, expect, it } from "vitest";
import type { Section } from "@shop/contract/content/sections";
import { prepareSections } from "./pages.server";

const banner = (name: string, validity: { validFrom?: string; validUntil?: string } = {}) => ({
  name,
  title: name,
  ...validity,
});

const sections = [
  {
    __typename: "RandomBanners",
    itemsCollection: { items: [banner("Kabeldagar", { validFrom: "2026-11-01", validUntil: "2026-11-30" })] },
  },
  {
    __typename: "SubBanners",
    itemsCollection: { items: [banner("Kabeldagar", { validUntil: "2026-11-30" }), banner("Appen")] },
  },
  {
    __typename: "MarketingBanners",
    itemsCollection: {
      items: [
        { metaTitle: "Vinter", weight: 1, validUntil: "2027-02-28" },
        { metaTitle: "Julen", weight: 2, validFrom: "2026-12-10", validUntil: "2026-12-24" },
      ],
    },
  },
] as unknown as Section[];

const names = (section: Section | undefined) =>
  ((section as { itemsCollection?: { items: Record<string, unknown>[] } })?.itemsCollection?.items ?? []).map(
    (item) => item.name ?? item.metaTitle,
  );

describe("banners with validity dates (Europe/Stockholm days)", () => {
  it("show in their period", () => {
    const shown = prepareSections(sections, () => 0, "2026-11-30");
    expect(names(shown[0])).toEqual(["Kabeldagar"]);
    expect(names(shown[1])).toEqual(["Kabeldagar", "Appen"]);
    expect(names(shown[2])).toEqual(["Vinter"]);
  });

  it("are gone after their last day and before their first, and a section left empty goes too", () => {
    const shown = prepareSections(sections, () => 0, "2026-12-01");
    expect(shown.map((section) => section.__typename)).toEqual(["SubBanners", "MarketingBanners"]);
    expect(names(shown[0])).toEqual(["Appen"]);
    expect(names(shown[1])).toEqual(["Vinter"]);
    expect(names(prepareSections(sections, () => 0, "2026-12-12")[1])).toEqual(["Julen", "Vinter"]);
  });
});
