/**
 * A buyer's favourite article numbers read in the first D1 batch a search sends anyway (catalogue/sql.ts,
 * StatementRider): a listing shows which cards are saved, and a call of its own to GET /users/favourites cost the
 * service a whole request (routing, token, a D1 round trip) per page.
 */
import { StatementRider } from "../catalogue/sql";
import { favouriteProductsStatement, MAX_FAVOURITE_PRODUCTS, type FavouriteProductRow } from "./product-store";

export class FavouritesRider extends StatementRider<FavouriteProductRow> {
  constructor(db: D1Database, userId: string) {
    // The same rows, in the same order, as GET /users/favourites answers with its default limit.
    super(favouriteProductsStatement(db, userId, MAX_FAVOURITE_PRODUCTS, 0));
  }

  async articleNumbers(): Promise<string[]> {
    return (await this.take()).map((row) => row.article_number);
  }
}
