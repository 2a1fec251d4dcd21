import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Fragment } from "react";
import { ErrorSummary, Field } from "~/ui/field";
import { SummaryDeliverySection } from "~/features/checkout/summary-delivery";
import { TotalsTable } from "~/features/checkout/totals-table";
import { useCsrf } from "~/platform/session/csrf-field";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { useFocusFirstInvalid } from "~/ui/use-focus-first-invalid";
import { useT } from "~/platform/i18n/i18n-provider";
import { serverT } from "~/platform/i18n/catalogue.server";
import { routeHandle } from "~/platform/routing/route-handle";
import { handleSummaryStep, loadSummaryStep, type SummaryErrors } from "~/features/checkout/summary-step.server";
import { refuseInPunchoutMode } from "~/platform/session/punchout-mode.server";
import { CsrfField } from "~/platform/session/csrf-field";
import { PurchasingNotice } from "~/features/project-budget";
import { REFERENCE_FIELD_LABEL_KEYS, ReferenceFields } from "~/features/order-references";

export const handle = routeHandle({
  layout: "minimal",
  requiresAuth: true,
  isCheckoutPage: true,
  stickyHeader: true,
  i18n: ["checkout", "order", "routes", "order-references", "project-budget"],
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  await refuseInPunchoutMode(request, context);
  const { value, headers, dataLayer } = await loadSummaryStep(request, context);
  const answerHeaders = new Headers(headers);
  answerHeaders.set("Cache-Control", "no-store");
  return data({ title: serverT("routes.summary.title"), ...value, dataLayer }, { headers: answerHeaders });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await refuseInPunchoutMode(request, context);
  return handleSummaryStep(request, context);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

const FIELD_LABELS: Record<string, string> = {
  customerOrderNumber: "checkout.summary.customer_order_number",
  message: "checkout.summary.message",
  email: "checkout.summary.email",
};

/** Checkout step 3: everything per delivery, the order's own fields, and 'Skicka order'. */
export default function SummaryPage() {
  const t = useT();
  const { deliveries, totals, noPrices, canOrder, idempotencyKey, references, purchasing } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<SummaryErrors>();
  const navigation = useNavigation();
  const csrf = useCsrf();
  const formRef = useFocusFirstInvalid(actionData);
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  const labels = {
    ...Object.fromEntries(Object.entries(FIELD_LABELS).map(([k, v]) => [k, t(v)])),
    reference: t(REFERENCE_FIELD_LABEL_KEYS.reference(references)),
    costCentre: t(REFERENCE_FIELD_LABEL_KEYS.costCentre(references)),
  };
  const placing = navigation.state !== "idle" && navigation.formAction === "/summary";
  return (
    <PageFrame title={t("routes.summary.title")}>
      <p>{t("checkout.summary.intro")}</p>
      {deliveries.map((d) => (
        <SummaryDeliverySection key={d.deliveryId} delivery={d} noPrices={noPrices} />
      ))}
      <TotalsTable heading={t("checkout.totals.order_heading")} totals={totals} />
      <PurchasingNotice view={purchasing} />
      {canOrder ? (
        <Form method="post" ref={formRef} noValidate className="summary-form">
          <CsrfField token={csrf} />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          {deliveries.map((d) => (
            <Fragment key={d.deliveryId}>
              <input type="hidden" name="deliveryId" value={d.deliveryId} />
              {/* A repeat of this post (cart already ordered) sends the very same body: the service refuses a key with another body. */}
              <input
                type="hidden"
                name={`requestedDeliveryDate.${d.deliveryId}`}
                value={d.requestedDeliveryDate ?? ""}
              />
              <input type="hidden" name={`addressId.${d.deliveryId}`} value={d.addressId ?? ""} />
              <input type="hidden" name={`storeId.${d.deliveryId}`} value={d.storeId ?? ""} />
              <input type="hidden" name={`zipCode.${d.deliveryId}`} value={d.zipCode ?? ""} />
            </Fragment>
          ))}
          <ErrorSummary heading={t("checkout.delivery.errors_heading")} errors={errors} labels={labels} />
          <Field
            id="customerOrderNumber"
            label={t(FIELD_LABELS.customerOrderNumber)}
            error={errors.customerOrderNumber}
          >
            {(props) => <input {...props} name="customerOrderNumber" defaultValue={values.customerOrderNumber ?? ""} />}
          </Field>
          <ReferenceFields rules={references} errors={errors} values={values} />
          <Field id="message" label={t(FIELD_LABELS.message)} error={errors.message}>
            {(props) => <textarea {...props} name="message" rows={3} defaultValue={values.message ?? ""} />}
          </Field>
          <div className="form-field">
            <input
              type="checkbox"
              id="sendReceipt"
              name="sendReceipt"
              defaultChecked={values.sendReceipt ? values.sendReceipt === "on" : true}
            />
            <label htmlFor="sendReceipt">{t("checkout.summary.send_receipt")}</label>
          </div>
          <Field id="email" label={t(FIELD_LABELS.email)} error={errors.email}>
            {(props) => (
              <input {...props} name="email" type="email" autoComplete="email" defaultValue={values.email ?? ""} />
            )}
          </Field>
          <p className="checkout-step-actions">
            <Link to="/delivery">{t("checkout.steps.back_to_delivery")}</Link>{" "}
            <button type="submit" className="button-primary" disabled={placing} aria-disabled={placing || undefined}>
              {placing ? t("checkout.summary.placing") : t("checkout.steps.place_order")}
            </button>
          </p>
        </Form>
      ) : (
        <p role="alert">{t("checkout.summary.no_order_right")}</p>
      )}
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
