import type { CategorySuggestion } from "@shop/domain/search-suggestions";

/** What GET /api/sok answers: no prices, no stock, nothing personal. */
export interface ProductSuggestion {
  name: string;
  articleNumber: string;
  href: string;
  image: { src: string; alt: string } | null;
  /** A discontinued article: its replacement's article number, or null when it has none. */
  discontinued?: { replacedBy: string | null };
}

export interface SearchSuggestions {
  q: string;
  /** The query with unknown words corrected ("kabbel" → "kabel"), when the products were found for that instead. */
  corrected?: string;
  products: ProductSuggestion[];
  categories: CategorySuggestion[];
}
