/**
 * A buyer's favourite article numbers read in the first D1 batch a search sends anyway (as the session check,
 * auth/session-rider.ts): a listing shows which cards are saved, and a call of its own to GET /users/favourites
 * cost the service a whole request (routing, token, a D1 round trip) per page. When no batch carried it, it is
 * read alone.
 */
import type { BatchReader } from "../catalogue/sql";
import { favouriteProductsStatement, MAX_FAVOURITE_PRODUCTS, type FavouriteProductRow } from "./product-store";

export class FavouritesRider {
  private rows: (() => FavouriteProductRow[]) | null = null;
  private readonly statement: D1PreparedStatement;

  constructor(db: D1Database, userId: string) {
    // The same rows, in the same order, as GET /users/favourites answers with its default limit.
    this.statement = favouriteProductsStatement(db, userId, MAX_FAVOURITE_PRODUCTS, 0);
  }

  /** Adds the read to a reader that has not run yet; only the first reader offered carries it. */
  board(reader: BatchReader): void {
    if (!this.rows) this.rows = reader.add<FavouriteProductRow>([this.statement]);
  }

  async articleNumbers(): Promise<string[]> {
    let rows: FavouriteProductRow[] | null = null;
    if (this.rows) {
      try {
        rows = this.rows();
      } catch {
        // The reader that carried it did not run.
      }
    }
    rows ??= (await this.statement.all<FavouriteProductRow>()).results;
    return [...new Set(rows.map((row) => row.article_number))];
  }
}
