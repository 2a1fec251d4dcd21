import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { OciHandOverForm } from "~/features/punchout/oci-hand-over-form";
import { CxmlHandOverForm } from "~/features/punchout/cxml-hand-over-form";
import { useT } from "~/platform/i18n/i18n-provider";
import { routeHandle } from "~/platform/routing/route-handle";
import { transferCart, type TransferResult } from "~/features/punchout/transfer.server";
import { TransferCartForm } from "~/features/punchout/transfer-cart-form";
import { useCsrf } from "~/platform/session/csrf-field";

export const handle = routeHandle({ layout: "minimal", requiresAuth: true, i18n: ["checkout", "order-references"] });

/**
 * Only the cart's transfer button posts here. No redirect for a GET: Remix also runs this loader
 * after the action of a document post, and a redirect would replace the hand-over page.
 */
export const loader = () => null;

export async function action({ request, context }: ActionFunctionArgs) {
  return transferCart(request, context);
}

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** The hand-over page: a form to HOOK_URL that posts itself (JS) or with its button (no JS). */
export default function PunchoutTransferPage() {
  const t = useT();
  const result = useActionData<TransferResult>();
  const csrf = useCsrf();
  if (!result) {
    return (
      <PageFrame title={t("checkout.punchout.transfer_title")}>
        <p>
          <Link to="/cart">{t("checkout.punchout.back_to_cart")}</Link>
        </p>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t("checkout.punchout.transfer_title")}>
      {result.ok && result.protocol === "cxml" ? <CxmlHandOverForm {...result} /> : null}
      {result.ok && result.protocol === "oci" ? <OciHandOverForm {...result} /> : null}
      {result.ok ? null : (
        <>
          <p role="alert">{result.message}</p>
          {/* Refused references: the form again, with what was typed and each error beside its field. */}
          {result.form ? (
            <TransferCartForm
              csrf={csrf}
              rules={result.form.rules}
              errors={result.form.errors}
              values={result.form.values}
            />
          ) : null}
          <p>
            <Link to="/cart">{t("checkout.punchout.back_to_cart")}</Link>
          </p>
        </>
      )}
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
