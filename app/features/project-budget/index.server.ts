/** Project budgets' server side for the other rooms: the buyer's purchasing position, checkout's view of it. */
export {
  cartBudgetLeft,
  purchasingPositionOf,
  checkoutPurchasing,
  type CheckoutPurchasingView,
} from "./position.server";
export { projectBudgetAction, projectBudgetPage, type BudgetFormResult } from "./budget-page.server";
