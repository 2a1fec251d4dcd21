import type { CategorySuggestion } from "@shop/domain/search-suggestions";

/** What GET /api/sok answers: no prices, no stock, nothing personal. */
export interface ProductSuggestion {
  name: string;
  articleNumber: string;
  href: string;
  image: { src: string; alt: string } | null;
}

export interface SearchSuggestions {
  q: string;
  products: ProductSuggestion[];
  categories: CategorySuggestion[];
}
