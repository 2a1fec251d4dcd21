import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { fieldName } from "~/features/checkout/delivery-fields";
import { DeliveryFieldset, NEW_FIELD_LABELS } from "~/features/checkout/delivery-fieldset";
import { ErrorSummary } from "~/ui/field";
import { CsrfField, useCsrf } from "~/platform/session/csrf-field";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { EmptyState, PageFrame } from "~/ui/page-frame";
import { NEW_ADDRESS_FIELDS } from "@shop/domain/delivery-form";
import { useFocusFirstInvalid } from "~/ui/use-focus-first-invalid";
import { useT } from "~/platform/i18n/i18n-provider";
import { serverT } from "~/platform/i18n/catalogue.server";
import { routeHandle } from "~/platform/routing/route-handle";
import {
  handleDeliveryStep,
  loadDeliveryStep,
  type DeliveryStepErrors,
} from "~/features/checkout/delivery-step.server";
import { refuseInPunchoutMode } from "~/platform/session/punchout-mode.server";

export const handle = routeHandle({
  layout: "minimal",
  requiresAuth: true,
  isCheckoutPage: true,
  i18n: ["checkout", "order", "routes"],
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  await refuseInPunchoutMode(request, context);
  const { value, headers, dataLayer } = await loadDeliveryStep(request, context);
  return data({ title: serverT("routes.delivery.title"), ...value, dataLayer }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await refuseInPunchoutMode(request, context);
  return handleDeliveryStep(request, context);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

/** Checkout step 2: method, store or address per delivery. */
export default function DeliveryPage() {
  const t = useT();
  const { deliveries, options, stores, addresses, choices, notices } = useLoaderData<typeof loader>();
  const actionData = useActionData<DeliveryStepErrors>();
  const navigation = useNavigation();
  const csrf = useCsrf();
  const formRef = useFocusFirstInvalid(actionData);
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};

  const labels: Record<string, string> = {};
  for (const d of deliveries) {
    labels[fieldName.method(d.deliveryId)] = `${t("checkout.delivery.method")} (${d.number})`;
    labels[fieldName.store(d.deliveryId)] = `${t("checkout.delivery.store")} (${d.number})`;
    labels[fieldName.zip(d.deliveryId)] = `${t("checkout.delivery.zip_code")} (${d.number})`;
    labels[fieldName.address(d.deliveryId)] = `${t("checkout.delivery.address")} (${d.number})`;
    for (const f of NEW_ADDRESS_FIELDS)
      labels[fieldName.newAddress(d.deliveryId, f)] = `${t(NEW_FIELD_LABELS[f])} (${d.number})`;
  }

  if (deliveries.length === 0) {
    return (
      <PageFrame title={t("routes.delivery.title")}>
        <EmptyState>{t("routes.delivery.empty")}</EmptyState>
        <Link to="/cart">{t("checkout.steps.back_to_cart")}</Link>
      </PageFrame>
    );
  }

  return (
    <PageFrame title={t("routes.delivery.title")}>
      {notices.length > 0 ? (
        <div role="status" className="checkout-notices">
          {notices.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      ) : null}
      <p>{t("checkout.delivery.intro")}</p>
      <Form method="post" ref={formRef} noValidate>
        <CsrfField token={csrf} />
        <ErrorSummary heading={t("checkout.delivery.errors_heading")} errors={errors} labels={labels} />
        {deliveries.map((delivery) => (
          <DeliveryFieldset
            key={delivery.deliveryId}
            {...{ delivery, options, stores, addresses, errors, values }}
            choice={choices[delivery.deliveryId] ?? {}}
          />
        ))}
        <p className="checkout-step-actions">
          <Link to="/cart">{t("checkout.steps.back_to_cart")}</Link>{" "}
          <button
            type="submit"
            name="intent"
            value="save"
            className="button-primary"
            disabled={navigation.state === "submitting"}
          >
            {t("checkout.steps.to_summary")}
          </button>
        </p>
      </Form>
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
