/** Project budgets and the buyer's purchasing position for the other rooms: checkout's notice. */
export { BudgetLeft, PurchasingNotice } from "./purchasing-notice";
export { ProjectBudgetForms } from "./budget-views";
