/**
 * Promotion tracking attributes (spec section 7: view_promotion / select_promotion carry id,
 * name, creative and position). The tracking layer reads them from the DOM.
 */
export function promotionAttributes(promotion: {
  id?: string | null;
  name?: string | null;
  creative?: string | null;
  position: string;
}) {
  return {
    "data-promotion-id": promotion.id ?? undefined,
    "data-promotion-name": promotion.name ?? undefined,
    "data-promotion-creative": promotion.creative ?? undefined,
    "data-promotion-position": promotion.position,
  };
}

/** Spec section 2 tracking context: `banner_group_position_` + section and item number. */
export function bannerPosition(sectionIndex: number, itemIndex: number): string {
  return `banner_group_position_${sectionIndex + 1}_${itemIndex + 1}`;
}
