import { BrandLink } from "./brand-link";
import { CheckoutSteps } from "~/features/checkout";
import type { ShellBrand } from "./shell-view";

/** The "minimal" layout: logo and, on checkout pages, the step indicator; no menus to leave through. */
export function MinimalHeader({
  brand,
  showSteps,
  sticky,
}: {
  brand: ShellBrand;
  showSteps: boolean;
  sticky?: boolean;
}) {
  return (
    <header
      className={sticky ? "site-header site-header--minimal site-header--sticky" : "site-header site-header--minimal"}
    >
      <div className="site-header__bar">
        <BrandLink brand={brand} />
        {showSteps ? <CheckoutSteps /> : null}
      </div>
    </header>
  );
}
