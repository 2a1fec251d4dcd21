/**
 * Which banners a banner section shows. Marketing banners run by weight: the heaviest first
 * (editors' order breaks ties). Random banners show one item chosen per request.
 */
export function orderByWeight<T extends { weight?: number | null }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (b.item.weight ?? 0) - (a.item.weight ?? 0) || a.index - b.index)
    .map(({ item }) => item);
}

export function pickRandom<T>(items: readonly T[], random: () => number = Math.random): T[] {
  if (items.length === 0) return [];
  const index = Math.min(items.length - 1, Math.floor(random() * items.length));
  return [items[index]!];
}
