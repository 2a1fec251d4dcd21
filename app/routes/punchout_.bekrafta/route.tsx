import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { useT } from "~/platform/i18n/i18n-provider";
import { answerPunchoutConfirm, punchoutConfirmPage } from "~/features/punchout/confirmation.server";
import { CsrfField } from "~/platform/session/csrf-field";

export const handle = { i18n: ["checkout"] };

/**
 * A punch-out entry arrived while another account is signed in here (/punchout/bekrafta): the
 * buyer decides whether to leave their own session for the procurement system's (login CSRF guard).
 */
export const loader = ({ request, context }: LoaderFunctionArgs) => punchoutConfirmPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => answerPunchoutConfirm(request, context);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function PunchoutConfirmPage() {
  const t = useT();
  const { company, csrf } = useLoaderData<typeof loader>();
  return (
    <PageFrame title={t("checkout.punchout.replace_title")}>
      <p>{t("checkout.punchout.replace_lead")}</p>
      {company ? <p>{t("checkout.punchout.replace_company", { company })}</p> : null}
      <Form method="post" reloadDocument>
        <CsrfField token={csrf} />
        <button type="submit" name="intent" value="confirm">
          {t("checkout.punchout.replace_confirm")}
        </button>{" "}
        <button type="submit" name="intent" value="cancel" className="button--secondary">
          {t("checkout.punchout.replace_cancel")}
        </button>
      </Form>
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
