import { Link, useLocation } from "@remix-run/react";
import { useT } from "~/i18n/i18n-provider";

/** What a signed-out visitor sees instead of catalogue data (see docs/decisions/catalogue.md). */
export function LoginToBrowse() {
  const t = useT();
  const location = useLocation();
  return (
    <p className="notice">
      {t("catalogue.login_to_browse")}{" "}
      <Link to={`/logga-in?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}>{t("catalogue.login_link")}</Link>
    </p>
  );
}
