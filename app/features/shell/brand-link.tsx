import { Link } from "@remix-run/react";
import { useT } from "~/platform/i18n/i18n-provider";
import type { ShellBrand } from "./shell-view";

export function BrandLink({ brand }: { brand: ShellBrand }) {
  const t = useT();
  return (
    <Link to="/" className="brand-link" aria-label={t("shell.home_link", { brand: brand.name })} prefetch="intent">
      {brand.logo ? (
        <img src={brand.logo.src} alt="" width={brand.logo.width} height={brand.logo.height} />
      ) : (
        <span>{brand.name}</span>
      )}
    </Link>
  );
}
