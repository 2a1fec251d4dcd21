/** Order references' server side for the other rooms: the checkout's rule and the admin page. */
export { checkoutReferenceRules, referenceErrorOf, referenceFieldErrors } from "./checkout-references.server";
export { orderReferencesAction, orderReferencesPage } from "./settings-page.server";
