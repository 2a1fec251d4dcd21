import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DynamicFormView } from "~/features/content/dynamic-form";
import { RichText } from "~/features/content/rich-text";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { validateDynamicForm } from "@shop/domain/dynamic-form";
import { useT } from "~/platform/i18n/i18n-provider";
import { throwPageNotFound } from "~/platform/routing/not-found";
import { routeHandle } from "~/platform/routing/route-handle";
import {
  inputDefinitions,
  loadDynamicForm,
  publicForm,
  submitDynamicForm,
} from "~/features/content/form-submissions.server";
import { commitSession, getSession } from "~/platform/session/session.server";
import { getCsrfToken, verifyCsrf } from "~/platform/session/csrf.server";
import { formDataOr413 } from "~/platform/security/form-data.server";

export const handle = routeHandle({ layout: "default" });

const FORM_ID = /^[A-Za-z0-9_-]{1,64}$/;

async function formOr404(request: Request, context: LoaderFunctionArgs["context"], id: string | undefined) {
  const form = id && FORM_ID.test(id) ? await loadDynamicForm(context, id) : null;
  if (!form) {
    console.warn(`No dynamic form found for id ${id}`);
    throwPageNotFound(request);
  }
  return form;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const form = await formOr404(request, context, params.id);
  const session = await getSession(request, context);
  const { token, created } = getCsrfToken(session);
  const sent = new URL(request.url).searchParams.get("skickat") === "1";
  const headers = created ? { "Set-Cookie": await commitSession(session, request, context) } : undefined;
  return data({ form: publicForm(form), csrf: token, sent }, { headers });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await formOr404(request, context, params.id);
  // Free-text fields stored as they are: the body is read with a size limit (Swedish 413 page).
  const formData = await formDataOr413(request);
  verifyCsrf(formData, await context.session(), request);
  const result = validateDynamicForm(inputDefinitions(form), formData);
  if (!result.valid) return data({ errors: result.errors, values: result.values }, { status: 400 });
  // Too many from this address, or the service is down: say so on the form and keep what was written.
  const outcome = await submitDynamicForm(context, form, result.values);
  if (outcome === "too_many") return data({ errors: {}, values: result.values, tooMany: true }, { status: 429 });
  if (outcome === "not_sent") return data({ errors: {}, values: result.values, notSent: true }, { status: 503 });
  // Post/redirect/get: a reload does not send the form twice.
  return redirect(`/formular/${form.sys.id}?skickat=1`, 303);
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => [
  { title: loaderData?.form.formTitle ?? loaderData?.form.title ?? "" },
  { name: "robots", content: "noindex" },
];

export default function DynamicFormRoute() {
  const t = useT();
  const { form, csrf, sent } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>();
  if (sent) {
    return (
      <section className="content-page dynamic-form" aria-labelledby="thank-you">
        <h1 id="thank-you">{t("content.form.thank_you_title")}</h1>
        <p role="status">{t("content.form.thank_you")}</p>
      </section>
    );
  }
  return (
    <DynamicFormView
      form={form}
      action={`/formular/${form.sys.id}`}
      csrf={csrf}
      state={state}
      description={<RichText value={form.formDescription} />}
    />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
