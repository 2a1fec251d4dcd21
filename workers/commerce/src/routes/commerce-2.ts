/** Commerce service II: carts and checkout, orders, favourites, quotes, addresses, user administration. */
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { addressRoutes } from "./addresses";
import { cartRoutes } from "./cart";
import { favouriteRoutes } from "./favourites";
import { orderRoutes } from "./orders";
import { quoteRoutes } from "./quotes";
import { userAdminRoutes } from "./user-admin";

export const commerce2Routes = new Hono<AppEnv>()
  .route("/", cartRoutes)
  .route("/", orderRoutes)
  .route("/", addressRoutes)
  .route("/", favouriteRoutes)
  .route("/", quoteRoutes)
  .route("/", userAdminRoutes);
