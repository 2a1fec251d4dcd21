import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { formatDateTime } from "@shop/domain/format";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { EmptyState, PageFrame } from "~/ui/page-frame";
import { useT } from "~/platform/i18n/i18n-provider";
import { serverT } from "~/platform/i18n/catalogue.server";
import { keepSession, loadOrFail, requireCommerce } from "~/platform/routing/signed-in.server";
import { requireAdmin, requireReleased } from "~/platform/routing/guards.server";
import { routeHandle } from "~/platform/routing/route-handle";
import { listFormSubmissions } from "~/features/content/form-submissions-client.server";

/** New and not yet linked from the navigation: shown only where IN_DEVELOPMENT_ROUTES lists it. */
const ROUTE_ID = "formularsvar";

export const handle = routeHandle({ requiresAuth: true, inDevelopment: ROUTE_ID, i18n: ["account-pages"] });

export const loader = keepSession(async function loader({ request, context }: LoaderFunctionArgs) {
  // First: a deployment that has not released the page answers 404 to everyone, signed in or not.
  requireReleased(request, context, ROUTE_ID);
  const commerce = await requireCommerce(request, context);
  await requireAdmin(request, context);
  const submissions = await loadOrFail(request, context, () => listFormSubmissions(commerce.transport));
  return {
    title: serverT("account-pages.form_submissions.title"),
    submissions: submissions.map((s) => ({
      id: s.id,
      formTitle: s.formTitle,
      submittedAt: formatDateTime(s.submittedAt),
      sender: s.userId ?? "",
      answers: s.answers.map((a) => ({
        question: a.question,
        answer: Array.isArray(a.answer) ? a.answer.join(", ") : a.answer,
      })),
    })),
  };
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function FormSubmissionsPage() {
  const t = useT();
  const { submissions } = useLoaderData<typeof loader>();
  return (
    <PageFrame title={t("account-pages.form_submissions.title")}>
      <p>{t("account-pages.form_submissions.intro")}</p>
      {submissions.length === 0 ? (
        <EmptyState>{t("account-pages.form_submissions.empty")}</EmptyState>
      ) : (
        <ul className="form-submissions">
          {submissions.map((s) => (
            <li key={s.id}>
              <article aria-labelledby={`submission-${s.id}`}>
                <h2 id={`submission-${s.id}`}>
                  {s.formTitle} <span className="form-submissions__date">{s.submittedAt}</span>
                </h2>
                <p>{t("account-pages.form_submissions.sender", { user: s.sender })}</p>
                <dl>
                  {s.answers.map((a) => (
                    <div key={a.question}>
                      <dt>{a.question}</dt>
                      <dd>{a.answer || t("account-pages.form_submissions.no_answer")}</dd>
                    </div>
                  ))}
                </dl>
              </article>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
