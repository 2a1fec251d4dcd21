import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { DeliverySelect } from "~/features/checkout/delivery-select";
import { useCsrf } from "~/platform/session/csrf-field";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { useT } from "~/platform/i18n/i18n-provider";
import { serverT } from "~/platform/i18n/catalogue.server";
import { requireUser } from "~/platform/routing/guards.server";
import { routeHandle } from "~/platform/routing/route-handle";
import { handleQuickOrder, type QuickOrderResult } from "~/features/checkout/quick-order.server";
import { addDeliveryChoices } from "~/features/checkout/delivery-choices.server";
import { CsrfField } from "~/platform/session/csrf-field";
import { useActionDataLayer } from "~/features/tracking/page-events";
import { QuickOrderSwaps } from "~/features/checkout/quick-order-swaps";
import { QuickOrderAddedList } from "~/features/checkout/quick-order-added";

export const handle = routeHandle({ requiresAuth: true, i18n: ["cart", "checkout", "catalogue"] });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return data({ title: serverT("checkout.quick_order.title"), ...(await addDeliveryChoices(context)) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleQuickOrder(request, context);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

/** Quick order: many article rows at once, a file import, and the cart as a file. */
export default function QuickOrderPage() {
  const t = useT();
  const csrf = useCsrf();
  const result = useActionData<QuickOrderResult>();
  const { deliveryId, deliveryIds } = useLoaderData<typeof loader>();
  useActionDataLayer(result);
  const navigation = useNavigation();
  const rowsRef = useRef<HTMLTextAreaElement>(null);
  const rowsResult = result?.intent === "rows" ? result : null;
  const uploadResult = result?.intent === "upload" ? result : null;
  const rowsInvalid = Boolean(rowsResult && !rowsResult.ok);
  const fileInvalid = Boolean(uploadResult && !uploadResult.ok);
  useEffect(() => {
    if (rowsInvalid) rowsRef.current?.focus();
  }, [rowsInvalid, result]);
  const busy = navigation.state === "submitting";
  return (
    <PageFrame title={t("checkout.quick_order.title")}>
      <section aria-labelledby="quick-rows-heading">
        <h2 id="quick-rows-heading">{t("checkout.quick_order.title")}</h2>
        <p id="quick-rows-intro">{t("checkout.quick_order.intro")}</p>
        <Form method="post" key={rowsResult ? JSON.stringify(rowsResult) : "rows"}>
          <CsrfField token={csrf} />
          <input type="hidden" name="intent" value="rows" />
          <DeliverySelect id="quick-delivery" ids={deliveryIds} defaultId={deliveryId} />
          <div className="form-field">
            <label htmlFor="quick-rows">{t("checkout.quick_order.rows")}</label>
            <textarea
              id="quick-rows"
              ref={rowsRef}
              name="rows"
              rows={8}
              defaultValue={rowsResult?.remaining ?? ""}
              aria-invalid={rowsInvalid || undefined}
              aria-describedby={rowsInvalid ? "quick-rows-intro quick-rows-errors" : "quick-rows-intro"}
            />
          </div>
          <div id="quick-rows-errors" role="status">
            {rowsResult ? <p className={rowsResult.ok ? undefined : "field-error"}>{rowsResult.message}</p> : null}
            <QuickOrderAddedList added={rowsResult?.added} />
            {rowsResult?.rowErrors.length ? (
              <ul className="field-error">
                {rowsResult.rowErrors.map((e) => (
                  <li key={`${e.row}-${e.text}`}>
                    {t("checkout.quick_order.row_error", { row: e.row, text: e.text, message: e.message })}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <button type="submit" disabled={busy}>
            {t("checkout.quick_order.submit")}
          </button>
        </Form>
        {rowsResult ? <QuickOrderSwaps result={rowsResult} busy={busy} /> : null}
      </section>

      <section aria-labelledby="quick-import-heading">
        <h2 id="quick-import-heading">{t("checkout.quick_order.import_heading")}</h2>
        <p id="quick-import-intro">{t("checkout.quick_order.import_intro")}</p>
        <p>
          <a href="/snabborder/exempel.csv" download>
            {t("checkout.quick_order.sample")}
          </a>
        </p>
        <Form method="post" encType="multipart/form-data">
          <CsrfField token={csrf} />
          <input type="hidden" name="intent" value="upload" />
          <DeliverySelect id="import-delivery" ids={deliveryIds} defaultId={deliveryId} />
          <div className="form-field">
            <label htmlFor="import-file">{t("checkout.quick_order.file")}</label>
            <input
              id="import-file"
              type="file"
              name="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-invalid={fileInvalid || undefined}
              aria-describedby={uploadResult ? "quick-import-intro import-result" : "quick-import-intro"}
            />
          </div>
          <div id="import-result" role="status">
            {uploadResult ? (
              <p className={uploadResult.ok ? undefined : "field-error"}>{uploadResult.message}</p>
            ) : null}
            <QuickOrderAddedList added={uploadResult?.added} />
          </div>
          <button type="submit" disabled={busy}>
            {t("checkout.quick_order.upload")}
          </button>
        </Form>
      </section>

      <section aria-labelledby="quick-export-heading">
        <h2 id="quick-export-heading">{t("checkout.quick_order.export_heading")}</h2>
        <ul>
          <li>
            <a href="/varukorg/export?format=csv" download>
              {t("checkout.quick_order.export_csv")}
            </a>
          </li>
          <li>
            <a href="/varukorg/export?format=xlsx" download>
              {t("checkout.quick_order.export_xlsx")}
            </a>
          </li>
        </ul>
      </section>
      <p>
        <Link to="/cart">{t("checkout.quick_order.to_cart")}</Link>
      </p>
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
