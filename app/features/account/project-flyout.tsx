import { Link, useLocation } from "@remix-run/react";
import { useT } from "~/platform/i18n/i18n-provider";
import type { ShellContext } from "./account-view";

/** The header's project flyout: the current customer and project, and the way to change them. */
export function ProjectFlyoutBody({ context }: { context: ShellContext | null }) {
  const t = useT();
  const location = useLocation();
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <div className="flyout__context">
      {context ? (
        <dl>
          <dt>{t("shell.project_flyout.customer")}</dt>
          <dd>{context.customerName ? `${context.customerName} (${context.customerId})` : context.customerId}</dd>
          <dt>{t("shell.project_flyout.project")}</dt>
          <dd>
            {context.projectId
              ? context.projectName
                ? `${context.projectName} (${context.projectId})`
                : context.projectId
              : t("shell.project_flyout.no_project")}
          </dd>
        </dl>
      ) : (
        <p>{t("shell.project_flyout.none")}</p>
      )}
      <p>
        <Link to={`/mina-sidor/kund-och-projekt?redirectTo=${back}`}>{t("shell.project_flyout.change")}</Link>
      </p>
    </div>
  );
}
