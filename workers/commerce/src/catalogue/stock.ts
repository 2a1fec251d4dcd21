import {
  chooseStockLocation,
  describeStock,
  describeStockLocation,
  fallbackStockLocation,
  orderMultipleFor,
  totalQuantity,
  VIRTUAL_LOCATION_ID,
  type StockLocationInput,
  type StockLocationView,
  type StockType,
} from "@shop/domain/stock";
import { CENTRAL_STORAGE_DELIVERY_METHODS } from "@shop/domain/delivery-options";
import { BatchReader, selectIn } from "./sql";

interface StockRow {
  article_number: string;
  location_id: string;
  quantity: number;
  stocked: number;
  order_multiple: number | null;
  availability_date: string | null;
  available_from_days: number | null;
  available_to_days: number | null;
  sub_availabilities: string;
}

export async function loadStockRows(
  db: D1Database,
  articleNumbers: readonly string[],
): Promise<Map<string, StockLocationInput[]>> {
  return stockRowsFrom(await selectIn<StockRow>(db, articleNumbers, STOCK_SQL));
}

const STOCK_SQL = (ph: string) => `SELECT * FROM stock WHERE article_number IN (${ph})`;

export function stockRowsWith(
  reader: BatchReader,
  articleNumbers: readonly string[],
): () => Map<string, StockLocationInput[]> {
  const rows = reader.addIn<StockRow>(articleNumbers, STOCK_SQL);
  return () => stockRowsFrom(rows());
}

function stockRowsFrom(rows: StockRow[]): Map<string, StockLocationInput[]> {
  const map = new Map<string, StockLocationInput[]>();
  for (const r of rows) {
    const list = map.get(r.article_number) ?? [];
    list.push({
      locationId: r.location_id,
      quantity: r.quantity,
      stocked: r.stocked === 1,
      orderMultiple: r.order_multiple,
      availabilityDate: r.availability_date,
      availableFromDays: r.available_from_days,
      availableToDays: r.available_to_days,
      subAvailabilities: JSON.parse(r.sub_availabilities),
    });
    map.set(r.article_number, list);
  }
  return map;
}

export interface StockQuery {
  /** Only these locations (the storefront passes the brand's central storage and the chosen store). */
  locationIds?: readonly string[];
  deliveryId?: string | null;
  locationId?: string | null;
  centralIds: readonly string[];
  /**
   * Describe the chosen location only, answered as the one location: a product card shows that badge alone, and a
   * listing describing every store of every card spent most of its stock time on locations nobody sees.
   */
  chosenOnly?: boolean;
}

export interface StockView {
  articleNumber: string;
  stockType: StockType;
  locations: StockLocationView[];
  /** The location the rules pick for this delivery (VIRTUAL never). */
  selectedLocation: StockLocationView;
  orderMultiple: number;
  totalQuantity: number;
}

export function stockView(
  articleNumber: string,
  stockType: StockType,
  rows: readonly StockLocationInput[],
  query: StockQuery,
  today: Date,
): StockView {
  const wanted = query.locationIds?.length ? rows.filter((r) => query.locationIds!.includes(r.locationId)) : rows;
  const central = query.locationIds?.filter((id) => query.centralIds.includes(id)) ?? [];
  const preferred =
    query.deliveryId && CENTRAL_STORAGE_DELIVERY_METHODS.has(query.deliveryId)
      ? [...central, ...query.centralIds]
      : [query.locationId, ...(query.locationIds ?? []), ...query.centralIds];
  // The choice reads location ids only, so it is made on the rows; describeStock keeps the rows' order.
  const chosen = chooseStockLocation(wanted, preferred);
  const described = query.chosenOnly ? null : describeStock(stockType, wanted, today);
  const selected = !chosen
    ? fallbackStockLocation()
    : (described?.[wanted.indexOf(chosen)] ?? describeStockLocation(stockType, chosen, today));
  const locations = described ?? [selected];
  const forMultiple = wanted.filter((r) => r.locationId !== VIRTUAL_LOCATION_ID);
  return {
    articleNumber,
    stockType,
    locations,
    selectedLocation: selected,
    orderMultiple: orderMultipleFor(forMultiple, selected.locationId),
    totalQuantity: totalQuantity(wanted),
  };
}
