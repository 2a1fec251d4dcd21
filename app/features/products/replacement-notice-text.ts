/** A variant's replacement notice as every listing shows it, from the fields the catalogue answers carry. */
import { replacementStatus } from "@shop/domain/replacement";
import type { Variant } from "@shop/contract/commerce/catalogue";
import type { ReplacementNoticeView } from "./catalogue-view";

export type ReplacementFields = Pick<Variant, "discontinued" | "ersattningsartikel"> & {
  purchasability: { online: boolean };
  product?: { breadcrumb: { url?: string } | null } | null;
};

export function replacementNoticeOf(variant: ReplacementFields): ReplacementNoticeView | null {
  const replacement = variant.ersattningsartikel;
  const status = replacementStatus({
    discontinued: variant.discontinued,
    purchasableOnline: variant.purchasability.online,
    replacement: replacement
      ? { articleNumber: replacement.articleNumber, name: replacement.name, slug: replacement.variantSlug }
      : null,
  });
  if (status.kind === "current") return null;
  return { ...status, similarUrl: variant.product?.breadcrumb?.url ?? null };
}
