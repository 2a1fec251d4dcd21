import { Link } from "@remix-run/react";
import { useT } from "~/platform/i18n/i18n-provider";

/** Shown above the header while the buyer shops for a procurement system (UI mode PUNCHOUT). */
export function PunchoutBanner({ companyName, inspect = false }: { companyName: string | null; inspect?: boolean }) {
  const t = useT();
  return (
    <section className="punchout-banner" aria-label={t("shell.punchout.mode")}>
      <strong>{t("shell.punchout.mode")}</strong>{" "}
      <span>
        {companyName ? t("shell.punchout.active", { company: companyName }) : t("shell.punchout.active_no_company")}
      </span>{" "}
      {inspect ? <span>{t("shell.punchout.inspect")} </span> : null}
      <Link to="/cart">{t("shell.punchout.transfer")}</Link>
    </section>
  );
}
