import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { keepSession } from "~/platform/routing/signed-in.server";
import { useT } from "~/platform/i18n/i18n-provider";
import { projectBudgetAction, projectBudgetPage, type BudgetFormResult } from "~/features/project-budget/index.server";
import { ProjectBudgetForms } from "~/features/project-budget";

export const handle = { i18n: ["account-pages", "project-budget"] };

export const loader = keepSession(({ request, context }: LoaderFunctionArgs) => projectBudgetPage(request, context));

export const action = keepSession(({ request, context }: ActionFunctionArgs) => projectBudgetAction(request, context));

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

/** The customer admin's project budgets (docs/purchasing-controls.md "Projektbudget"). */
export default function ProjectBudgetPage() {
  const t = useT();
  const { title, projects, periods } = useLoaderData<typeof loader>();
  const result = useActionData<BudgetFormResult>();
  return (
    <PageFrame title={title}>
      <p>{t("project-budget.admin.intro")}</p>
      <ProjectBudgetForms projects={projects} periods={periods} result={result} />
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
