import { articleNumberAt, addDays, type Row, type GenerateOptions } from "./demo-data";

/** Campaigns and selected product groups reference article numbers that every catalogue size has. */
export function generateCampaigns(options: GenerateOptions, articleCount: number) {
  const start = addDays(options.today, -7);
  const end = addDays(options.today, 60);
  const campaigns: Row[] = [
    {
      id: "K-VINTER",
      name: "Vinterkampanj el",
      slug: "vinterkampanj-el",
      description: "Kampanjpriser på kabel, dosor och brytare.",
      is_assortment: 0,
      customer_id: null,
      starts_at: start,
      ends_at: end,
    },
    {
      id: "K-VERKTYG",
      name: "Verktygsveckor",
      slug: "verktygsveckor",
      description: "Elverktyg och handverktyg till kampanjpris.",
      is_assortment: 0,
      customer_id: null,
      starts_at: start,
      ends_at: end,
    },
    {
      id: "K-BELYSNING",
      name: "Belysningssortimentet",
      slug: "belysningssortimentet",
      description: "Hela belysningssortimentet.",
      is_assortment: 1,
      customer_id: null,
      starts_at: start,
      ends_at: end,
    },
    {
      id: "K-NORRLAND",
      name: "Kundkampanj Byggfirman Norrland",
      slug: "kundkampanj-byggfirman-norrland",
      description: "Avtalade kampanjpriser.",
      is_assortment: 0,
      customer_id: "10001",
      starts_at: start,
      ends_at: end,
    },
    {
      id: "K-AVSLUTAD",
      name: "Sommarkampanj",
      slug: "sommarkampanj",
      description: "Avslutad.",
      is_assortment: 0,
      customer_id: null,
      starts_at: addDays(options.today, -120),
      ends_at: addDays(options.today, -60),
    },
  ];
  const n = Math.max(articleCount, 20);
  const pickEvery = (offset: number, step: number, max: number) => {
    const out: number[] = [];
    for (let i = offset; i < n && out.length < max; i += step) out.push(i);
    return out;
  };
  return {
    campaigns,
    campaignIndexes: {
      "K-VINTER": [9, ...pickEvery(30, 53, 60)],
      "K-VERKTYG": pickEvery(31, 71, 40),
      "K-BELYSNING": pickEvery(33, 97, 30),
      "K-NORRLAND": pickEvery(35, 89, 25),
      "K-AVSLUTAD": pickEvery(37, 101, 10),
    } as Record<string, number[]>,
    /**
     * A campaign named for a range lists only that range's articles (top-level category paths): the picks above
     * that fall outside it are replaced by the range's own articles (seed.ts), so "Vinterkampanj el" holds no wood.
     */
    campaignCategories: { "K-VINTER": "el", "K-VERKTYG": "verktyg", "K-BELYSNING": "belysning" } as Record<
      string,
      string
    >,
  };
}

export function generateSelectedProductGroups(articleCount: number) {
  const groups: Row[] = [
    { id: "SPG-1", name: "Populärt bland elinstallatörer" },
    { id: "SPG-2", name: "Ofta köpta tillsammans" },
  ];
  const members: Row[] = [];
  for (let p = 0; p < 12; p++)
    members.push({ group_id: "SPG-1", position: p, article_number: articleNumberAt((p * 13 + 20) % articleCount) });
  for (let p = 0; p < 8; p++)
    members.push({ group_id: "SPG-2", position: p, article_number: articleNumberAt((p * 29 + 40) % articleCount) });
  return { groups, members };
}
