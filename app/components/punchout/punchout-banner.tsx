import { Link } from "@remix-run/react";
import { useT } from "~/i18n/i18n-provider";

/** Shown above the header while the buyer shops for a procurement system (UI mode PUNCHOUT). */
export function PunchoutBanner({ companyName }: { companyName: string | null }) {
  const t = useT();
  return (
    <section className="punchout-banner" aria-label={t("checkout.punchout.mode")}>
      <strong>{t("checkout.punchout.mode")}</strong>{" "}
      <span>{companyName ? t("checkout.punchout.active", { company: companyName }) : t("checkout.punchout.active_no_company")}</span>{" "}
      <Link to="/cart">{t("checkout.punchout.transfer")}</Link>
    </section>
  );
}
