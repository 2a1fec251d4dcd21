import { percentOf, vatOf, VAT_RATE_PERCENT, type Ore } from "./money";

export interface BracketPrice {
  minQuantity: number;
  /** The bracket's price at list price, or a fixed price agreed for it (when `discountBp` is absent). */
  priceOre: Ore;
  /**
   * A quantity discount in basis points off the buyer's own price for one (discount group or net price): the bracket
   * then follows the same net price as the single price, so it can never cost more than quantity 1.
   */
  discountBp?: number | null;
}

export interface PriceInput {
  /** List (gross) price per sales unit. */
  listPriceOre: Ore;
  /** Metal (alloying) surcharge per sales unit, added on top of the net price. */
  alloyingOre?: Ore;
  askForPrice?: boolean;
  /** Discount of the customer's (or project's) discount group, basis points (1 % = 100). */
  discountGroup?: { name: string; basisPoints: number } | null;
  /** A negotiated net price for this customer/project; wins over the discount group. */
  customerNetPriceOre?: Ore | null;
  /** Price of an active campaign for this article. */
  campaign?: { name: string; priceOre: Ore } | null;
  brackets?: readonly BracketPrice[];
  /** Quantity the price is for (bracket choice and line totals). Defaults to 1. */
  quantity?: number;
  salesPriceUnit?: string;
}

export type PriceType = "LIST" | "NET" | "CAMPAIGN" | "BRACKET" | "ASK_FOR_PRICE";

export interface PriceDiscount {
  name: string;
  type: "DISCOUNT_GROUP" | "NET_PRICE" | "CAMPAIGN" | "BRACKET";
  amountOre: Ore;
  /** Basis points. */
  percentage: number;
}

export interface ComputedPrice {
  priceType: PriceType;
  askForPrice: boolean;
  /** List price per unit. */
  salesPriceOre: Ore | null;
  salesPriceUnit: string;
  /** What this customer pays per unit, before metal surcharge and VAT. */
  netPriceOre: Ore | null;
  alloyingPriceOre: Ore;
  /** Per unit, incl. metal surcharge and VAT: the price a buyer compares with a receipt. */
  netPriceIncludingVatOre: Ore | null;
  discountAmountOre: Ore | null;
  /** Basis points of the list price. */
  discountPercentage: number | null;
  discounts: PriceDiscount[];
  /** The price the campaign replaced, when a campaign price applies. */
  preCampaignPriceOre: Ore | null;
  hasBracketPrices: boolean;
  quantity: number;
  /** Line totals for `quantity`. */
  lineNetOre: Ore | null;
  lineAlloyingOre: Ore;
  lineVatOre: Ore | null;
  lineTotalIncludingVatOre: Ore | null;
}

/** The bracket that applies for a quantity: the one with the highest minQuantity not above it. */
export function bracketFor(brackets: readonly BracketPrice[], quantity: number): BracketPrice | undefined {
  let chosen: BracketPrice | undefined;
  for (const bracket of brackets) {
    if (bracket.minQuantity <= quantity && (!chosen || bracket.minQuantity > chosen.minQuantity)) chosen = bracket;
  }
  return chosen;
}

/**
 * Customer price: negotiated net price, else list minus discount group; a campaign or bracket price
 * replaces it only when lower, because a buyer never pays more for a campaign.
 */
export function computePrice(input: PriceInput): ComputedPrice {
  const quantity = Math.max(1, Math.abs(Math.trunc(input.quantity ?? 1)));
  const alloying = input.alloyingOre ?? 0;
  const brackets = input.brackets ?? [];
  const unit = input.salesPriceUnit ?? "st";
  if (input.askForPrice) {
    return {
      priceType: "ASK_FOR_PRICE",
      askForPrice: true,
      salesPriceOre: null,
      salesPriceUnit: unit,
      netPriceOre: null,
      alloyingPriceOre: 0,
      netPriceIncludingVatOre: null,
      discountAmountOre: null,
      discountPercentage: null,
      discounts: [],
      preCampaignPriceOre: null,
      hasBracketPrices: false,
      quantity,
      lineNetOre: null,
      lineAlloyingOre: 0,
      lineVatOre: null,
      lineTotalIncludingVatOre: null,
    };
  }
  const list = input.listPriceOre;
  const discounts: PriceDiscount[] = [];
  let net = list;
  let priceType: PriceType = "LIST";
  if (input.customerNetPriceOre != null && input.customerNetPriceOre < list) {
    net = input.customerNetPriceOre;
    priceType = "NET";
    discounts.push({
      name: "Nettopris",
      type: "NET_PRICE",
      amountOre: list - net,
      percentage: basisPointsOf(list - net, list),
    });
  } else if (input.discountGroup && input.discountGroup.basisPoints > 0) {
    const amount = percentOf(list, input.discountGroup.basisPoints);
    net = list - amount;
    priceType = "NET";
    discounts.push({
      name: input.discountGroup.name,
      type: "DISCOUNT_GROUP",
      amountOre: amount,
      percentage: input.discountGroup.basisPoints,
    });
  }
  let preCampaign: Ore | null = null;
  if (input.campaign && input.campaign.priceOre < net) {
    preCampaign = net;
    discounts.push({
      name: input.campaign.name,
      type: "CAMPAIGN",
      amountOre: net - input.campaign.priceOre,
      percentage: basisPointsOf(net - input.campaign.priceOre, net),
    });
    net = input.campaign.priceOre;
    priceType = "CAMPAIGN";
  }
  const bracket = bracketFor(brackets, quantity);
  const bracketPrice = bracket ? bracketPriceFor(bracket, preCampaign ?? net) : null;
  if (bracket && bracketPrice !== null && bracketPrice < net) {
    discounts.push({
      name: `Från ${bracket.minQuantity} ${unit}`,
      type: "BRACKET",
      amountOre: net - bracketPrice,
      percentage: basisPointsOf(net - bracketPrice, net),
    });
    net = bracketPrice;
    priceType = "BRACKET";
    preCampaign = null;
  }
  const discountAmount = list - net;
  const lineNet = net * quantity;
  const lineAlloying = alloying * quantity;
  const lineVat = vatOf(lineNet + lineAlloying, VAT_RATE_PERCENT);
  return {
    priceType,
    askForPrice: false,
    salesPriceOre: list,
    salesPriceUnit: unit,
    netPriceOre: net,
    alloyingPriceOre: alloying,
    netPriceIncludingVatOre: net + alloying + vatOf(net + alloying),
    discountAmountOre: discountAmount,
    discountPercentage: basisPointsOf(discountAmount, list),
    discounts,
    preCampaignPriceOre: preCampaign,
    hasBracketPrices: brackets.length > 0,
    quantity,
    lineNetOre: lineNet,
    lineAlloyingOre: lineAlloying,
    lineVatOre: lineVat,
    lineTotalIncludingVatOre: lineNet + lineAlloying + lineVat,
  };
}

/** A bracket's price for a buyer whose price for one (before any campaign) is `customerNet`. */
function bracketPriceFor(bracket: BracketPrice, customerNet: Ore): Ore {
  return bracket.discountBp != null ? customerNet - percentOf(customerNet, bracket.discountBp) : bracket.priceOre;
}

/**
 * The bracket ladder as this buyer pays it ("från 10: …"): the unit price at each bracket's quantity, computed by
 * computePrice from the same net price as the single price. A bracket that would not lower the price is left out, so
 * no line of the ladder is ever above the price for one.
 */
export function bracketLadder(input: Omit<PriceInput, "quantity">): BracketPrice[] {
  if (input.askForPrice) return [];
  const single = computePrice({ ...input, quantity: 1 }).netPriceOre;
  const ladder: BracketPrice[] = [];
  for (const bracket of [...(input.brackets ?? [])].sort((a, b) => a.minQuantity - b.minQuantity)) {
    const price = computePrice({ ...input, quantity: bracket.minQuantity });
    if (price.priceType === "BRACKET" && single !== null && price.netPriceOre! < single)
      ladder.push({ minQuantity: bracket.minQuantity, priceOre: price.netPriceOre! });
  }
  return ladder;
}

function basisPointsOf(part: Ore, whole: Ore): number {
  return whole > 0 ? Math.round((part * 10_000) / whole) : 0;
}

/**
 * What a token may see: EJ_SE_PRISER removes the price entirely; EJ_SE_RABATTER removes every
 * discount field and shows the net price as the sales price, so the discount cannot be derived.
 */
export function redactPrice(
  price: ComputedPrice,
  denials: { noPrices: boolean; noDiscounts: boolean },
): ComputedPrice | null {
  if (denials.noPrices) return null;
  if (!denials.noDiscounts) return price;
  return {
    ...price,
    salesPriceOre: price.netPriceOre,
    discountAmountOre: null,
    discountPercentage: null,
    discounts: [],
    preCampaignPriceOre: null,
  };
}
