import { useEffect } from "react";
import { Form, useFetcher, useNavigate } from "@remix-run/react";
import type { QuoteStatus } from "@shop/domain/quote-status";
import { FormMessage } from "~/ui/form-bits";
import { useHydrated } from "~/ui/use-hydrated";
import { CsrfField } from "~/platform/session/csrf-field";
import { useT } from "~/platform/i18n/i18n-provider";
import { useActionDataLayer } from "~/features/tracking";

type ToCartAnswer =
  { ok: true; message: string; toast: "success" | "info"; redirectTo: string } | { ok: false; message: string };

/** The button text of a move: withdrawing a review and reopening a put-aside quote both lead to draft. */
function statusActionKey(from: QuoteStatus, to: QuoteStatus): string {
  return to === "draft" ? `quote-pages.actions.draft_from_${from}` : `quote-pages.actions.${to}`;
}

/**
 * An accepted quote into the cart. Without JavaScript the form posts and the answer is the cart; with it a fetcher
 * posts (`js=1`) so the add_to_cart event in the answer is pushed before the cart opens. The cart opens once the
 * page's data is revalidated, when the root has shown the answer's toast (no toaster import here: it would split
 * the toaster out of the root chunk and cost every page's first load).
 */
function ToCartForm() {
  const t = useT();
  const hydrated = useHydrated();
  const fetcher = useFetcher<ToCartAnswer>();
  const navigate = useNavigate();
  useActionDataLayer(fetcher.data);
  const answer = fetcher.data;
  const done = fetcher.state === "idle" && answer?.ok ? answer.redirectTo : null;
  useEffect(() => {
    if (done) navigate(done);
  }, [done, navigate]);
  return (
    <fetcher.Form method="post" className="inline-form">
      <CsrfField />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <p className="field__hint">{t("quote-pages.actions.to_cart_hint")}</p>
      <button type="submit" name="intent" value="to-cart">
        {t("quote-pages.actions.to_cart")}
      </button>
      {answer && !answer.ok ? <FormMessage message={answer.message} /> : null}
    </fetcher.Form>
  );
}

interface Props {
  quoteId: string;
  status: QuoteStatus;
  nextStatuses: readonly QuoteStatus[];
  canEdit: boolean;
  orderable: boolean;
}

/** What the buyer can do with the quote in its status: move it on, copy, delete, order it, get the PDF. */
export function QuoteActions({ quoteId, status, nextStatuses, canEdit, orderable }: Props) {
  const t = useT();
  return (
    <section aria-labelledby="quote-actions-heading" className="quote-actions">
      <h2 id="quote-actions-heading">{t("quote-pages.actions.heading")}</h2>
      {orderable ? <ToCartForm /> : null}
      {nextStatuses.length > 0 ? (
        <Form method="post" className="inline-form">
          <CsrfField />
          <input type="hidden" name="intent" value="status" />
          {nextStatuses.map((next) => (
            <button key={next} type="submit" name="status" value={next}>
              {t(statusActionKey(status, next))}
            </button>
          ))}
        </Form>
      ) : null}
      <p>
        <a href={`/mina-sidor/offerter/${quoteId}/pdf`}>{t("quote-pages.details.pdf")}</a>
      </p>
      {canEdit ? (
        <>
          <Form method="post" className="inline-form">
            <CsrfField />
            <button type="submit" name="intent" value="copy">
              {t("quote-pages.actions.copy")}
            </button>
          </Form>
          {/* The confirmation is a disclosure: it works without JavaScript and takes a second, deliberate click. */}
          <details className="quote-delete">
            <summary>{t("quote-pages.actions.delete")}</summary>
            <p>{t("quote-pages.actions.delete_confirm")}</p>
            <Form method="post">
              <CsrfField />
              <button type="submit" name="intent" value="delete" className="button--danger">
                {t("quote-pages.actions.delete_yes")}
              </button>
            </Form>
          </details>
        </>
      ) : null}
    </section>
  );
}
