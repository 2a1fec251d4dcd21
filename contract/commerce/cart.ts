/**
 * Cart answers (workers/commerce/src/routes/cart.ts, cart/anonymous.ts, and getCartWithVariants of the
 * GraphQL gateway built by cart/with-variants.ts). A price key is null when the viewer's rights hide it.
 */
import { z } from "zod";
import { NOT_PURCHASABLE_REASONS } from "@shop/domain/purchase-constraints";

export const cartIdSchema = z.object({ cartId: z.string() });

/** GET /v2/cart as the customer switch reads it: whether the open cart has lines. */
export const cartLinesSchema = z.object({
  cartId: z.string(),
  items: z.array(z.object({ cartItemId: z.string() })).default([]),
});

const sek = z.number().nullable();
const replacementSchema = z.object({ articleNumber: z.string(), name: z.string(), variantSlug: z.string() });

/** What data-layer events (content spec section 7) show of an article besides its name: product, categories, brand. */
const trackedVariantFields = {
  product: z.object({
    id: z.string(),
    breadcrumb: z
      .object({
        name: z.string(),
        // The category page, for 'Se liknande artiklar' on a line without replacement (only the cart asks).
        url: z.string().optional(),
        parents: z.array(z.object({ name: z.string() })),
      })
      .nullable(),
  }),
  brands: z.array(z.object({ brand: z.string() })),
};

/** TRACKED_VARIANTS_QUERY's answer: the articles of placed orders, described for the purchase events. */
export const trackedVariantsSchema = z.object({
  getVariants: z.array(z.object({ articleNumber: z.string(), name: z.string(), ...trackedVariantFields })),
});

export const cartItemSchema = z.object({
  cartItemId: z.string(),
  articleNumber: z.string(),
  quantity: z.number().int(),
  deliveryId: z.string(),
  label: z.string(),
  needsAction: z.array(z.string()).nullable(),
  /** Set on a line of an accepted quote: `price` is then the quote's agreed price ("Offertpris"), through the order. */
  quoteId: z.string().nullable().default(null),
  price: z
    .object({
      askForPrice: z.boolean(),
      netPrice: sek,
      alloyingPrice: sek,
      salesPrice: sek,
    })
    .nullable(),
  stock: z
    .object({
      orderMultiple: z.number().int(),
      totalQuantity: z.number().int(),
      selectedLocation: z.object({ quantity: z.number().int() }),
    })
    .nullable(),
  variant: z
    .object({
      name: z.string(),
      variantSlug: z.string(),
      discontinued: z.boolean(),
      // The package conversion gives the cart line its comparison price (domain/sales-unit.ts); optional on the wire.
      webSalesUnit: z.object({
        unit: z.string(),
        conversionFactor: z.number().nullish(),
        conversionUnit: z.string().nullish(),
      }),
      /** Why the line may not be ordered the way its delivery goes (the summary names it); optional on the wire. */
      purchasability: z.object({ online: z.boolean(), store: z.boolean(), reasons: z.array(z.string()) }).nullish(),
      images: z.array(z.object({ assetUrl: z.string(), assetLabel: z.string() })),
      ersattningsartikel: replacementSchema.nullable(),
      ...trackedVariantFields,
    })
    .nullable(),
});
export type CartItemWire = z.infer<typeof cartItemSchema>;

export const cartWithVariantsSchema = z.object({
  cartId: z.string(),
  lineLimit: z.number().int(),
  deliveryIdsInOrder: z.array(z.string()),
  deliveries: z.array(
    z.object({ deliveryId: z.string(), requestedDeliveryDate: z.string().nullable(), isIncludedInOrder: z.boolean() }),
  ),
  items: z.array(cartItemSchema),
  /** Lines the service moved off a delivery whose method had closed (an ended express window), to tell the buyer. */
  movedDeliveries: z
    .array(z.object({ from: z.string(), to: z.string(), lines: z.number().int() }))
    .nullish()
    .transform((v) => v ?? []),
});
export const cartQueryAnswerSchema = z.object({ getCartWithVariants: cartWithVariantsSchema });

/**
 * Why the service did not add a line (workers/commerce/src/cart/lines.ts LineRefusal). not_purchasable_online: the
 * purchase rule (domain/purchase-constraints.ts purchaseRefusal) refuses the line for its delivery, online or pickup;
 * `purchaseReason` says why.
 */
export const LINE_REFUSALS = [
  "unknown_article",
  "not_purchasable_online",
  "delivery_method_invalid",
  "delivery_method_closed",
  "cart_full",
] as const;
export type LineRefusal = (typeof LINE_REFUSALS)[number];

/** One line of the add answer: what was added (rounded to the order multiple) or why not. */
export const addedLineSchema = z.object({
  articleNumber: z.string(),
  deliveryId: z.string(),
  name: z.string().nullable(),
  salesUnit: z.string().nullable(),
  requestedQuantity: z.number(),
  /** What was added: the requested quantity rounded up to the order multiple. */
  quantity: z.number(),
  orderMultiple: z.number(),
  cartItemId: z.string().nullable(),
  refusal: z.enum(LINE_REFUSALS).nullable(),
  /** With not_purchasable_online: why the rule refuses the line (absent from a service that does not say). */
  purchaseReason: z.enum(NOT_PURCHASABLE_REASONS).nullish(),
});
export type AddedLine = z.infer<typeof addedLineSchema>;

/** A cart line as the data layer prices it (add_to_cart): the viewer's price and the article as events describe it. */
const pricedCartLineSchema = cartItemSchema.pick({
  cartItemId: true,
  articleNumber: true,
  deliveryId: true,
  quantity: true,
  price: true,
});
export const pricedCartLinesSchema = z.object({
  items: z.array(
    pricedCartLineSchema.extend({
      variant: z.object({ name: z.string(), ...trackedVariantFields }).nullable(),
    }),
  ),
});
export type PricedCartLines = z.infer<typeof pricedCartLinesSchema>;

/**
 * POST /v2/cart/current/variants/batch/add. With `withCart: true` in the request the service also answers the cart
 * after the add, priced as getCartWithVariants prices it (`cart`; left out when no line was added), so the
 * storefront's add_to_cart needs no read of its own. Optional on the wire: a service that leaves it out works the
 * same, and the storefront then reads the cart.
 */
export const addAnswerSchema = z.object({
  lines: z.array(addedLineSchema),
  cart: pricedCartLinesSchema.optional(),
});

/**
 * POST /v2/cart/{id}/variants/batch/add and the file upload: the cart lines as they now are, one error per
 * refused line, and per requested line what was added (`lines`, the quantity rounded to the order multiple).
 */
export const addLinesAnswerSchema = z.object({
  cartItems: z.array(z.object({ cartItemId: z.string(), articleNumber: z.string(), quantity: z.number() })),
  errors: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      message: z.string().optional(),
      reason: z.enum(NOT_PURCHASABLE_REASONS).optional(),
    }),
  ),
  lines: z.array(addedLineSchema).default([]),
});
export type AddLinesAnswer = z.infer<typeof addLinesAnswerSchema>;

/** The add answer as a shopping list's "all to cart" reads it: only the refusal codes matter. */
export const listToCartAnswerSchema = z.object({
  cartItems: z.array(z.unknown()),
  errors: z.array(z.object({ id: z.string().optional(), code: z.string() }).loose()),
  lines: z.array(addedLineSchema).default([]),
});

export const anonymousCartCreatedSchema = z.object({
  cartId: z.string().min(1).max(80),
  cartToken: z.string().min(1).max(100),
  expiresAt: z.string(),
});
export const anonymousCartTransferSchema = z.object({
  cartId: z.string(),
  transfer: z.object({
    moved: z.array(z.object({ articleNumber: z.string(), quantity: z.number() })),
    skipped: z.array(z.object({ articleNumber: z.string(), code: z.string() })),
  }),
});

export const cartDeletedSchema = z.object({ status: z.literal("DELETED") });

/** getCartWithVariants as the punch-out transfer reads it (the OCI export needs material group and attributes). */
export const ociCartSchema = z.object({
  getCartWithVariants: z.object({
    cartId: z.string(),
    items: z.array(
      z.object({
        articleNumber: z.string(),
        quantity: z.number().nonnegative(),
        label: z.string(),
        price: z.object({ askForPrice: z.boolean(), netPrice: z.number().nullable() }).nullable(),
        stock: z
          .object({
            locations: z.array(
              z.object({ locationId: z.string().nullable(), availableFromDays: z.number().int().nullable() }),
            ),
          })
          .nullable(),
        variant: z
          .object({
            name: z.string(),
            materialGroup: z.string(),
            webSalesUnit: z.object({ unit: z.string() }),
            attributes: z.array(z.object({ attributeName: z.string(), attributeValue: z.string() })),
          })
          .nullable(),
      }),
    ),
  }),
});
export type OciCartItem = z.infer<typeof ociCartSchema>["getCartWithVariants"]["items"][number];
