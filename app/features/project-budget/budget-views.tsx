/**
 * The project budget forms (docs/purchasing-controls.md "Projektbudget"): one plain form per project, saved or removed
 * with its own button (works without JavaScript), the outcome beside the form it came from.
 */
import { Form } from "@remix-run/react";
import { FormMessage } from "~/ui/form-bits";
import { CsrfField } from "~/platform/session/csrf-field";
import { useT } from "~/platform/i18n/i18n-provider";
import type { BudgetFormResult, ProjectBudgetView } from "./budget-page.server";

export function ProjectBudgetForms({
  projects,
  periods,
  result,
}: {
  projects: ProjectBudgetView[];
  periods: { value: string; label: string }[];
  result?: BudgetFormResult;
}) {
  const t = useT();
  if (!projects.length) return <p>{t("project-budget.admin.empty")}</p>;
  return (
    <>
      {projects.map((p) => {
        const mine = result?.projectId === p.projectId ? result : undefined;
        const values = mine && !mine.ok && mine.values ? mine.values : p.values;
        const id = (field: string) => `budget-${p.projectId}-${field}`;
        const label = `${p.projectName} (${p.projectId})`;
        return (
          <section key={p.projectId} aria-labelledby={id("heading")} className="project-budget">
            <h2 id={id("heading")}>{label}</h2>
            <p>{p.standing}</p>
            <Form method="post" aria-label={t("project-budget.admin.form_label", { project: label })}>
              <CsrfField />
              <input type="hidden" name="projectId" value={p.projectId} />
              <input type="hidden" name="projectName" value={p.projectName} />
              <FormMessage message={mine?.message} ok={mine?.ok} />
              <div className="field">
                <label htmlFor={id("period")}>{t("project-budget.admin.period")}</label>
                <select id={id("period")} name="period" defaultValue={values.period}>
                  {periods.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor={id("amount")}>{t("project-budget.admin.amount")}</label>
                <input id={id("amount")} name="amount" inputMode="numeric" defaultValue={values.amount} />
              </div>
              <p id={id("hint")} className="field-hint">
                {t("project-budget.admin.range_hint")}
              </p>
              <div className="field">
                <label htmlFor={id("from")}>{t("project-budget.admin.from")}</label>
                <input
                  id={id("from")}
                  name="fromDate"
                  defaultValue={values.fromDate}
                  aria-describedby={id("hint")}
                  inputMode="numeric"
                />
              </div>
              <div className="field">
                <label htmlFor={id("to")}>{t("project-budget.admin.to")}</label>
                <input
                  id={id("to")}
                  name="toDate"
                  defaultValue={values.toDate}
                  aria-describedby={id("hint")}
                  inputMode="numeric"
                />
              </div>
              <p className="form-actions">
                <button type="submit" name="intent" value="save" className="button-primary">
                  {t("project-budget.admin.save")}
                </button>{" "}
                {p.hasBudget ? (
                  <button type="submit" name="intent" value="remove">
                    {t("project-budget.admin.remove")}
                  </button>
                ) : null}
              </p>
            </Form>
          </section>
        );
      })}
    </>
  );
}
