import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormMessage } from "~/ui/form-bits";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { QuoteActions } from "~/features/quotes/quote-actions";
import { OpenInQuoteOverlayButton } from "~/features/quotes/open-in-quote-overlay-button";
import { QuoteAttachments } from "~/features/quotes/quote-attachments";
import { QuoteCustomItems } from "~/features/quotes/quote-custom-items";
import { QuoteFieldsForm } from "~/features/quotes/quote-fields-form";
import { AddQuoteItemForm, QuoteItems } from "~/features/quotes/quote-items";
import { QuoteSummary } from "~/features/quotes/quote-summary";
import { useT } from "~/platform/i18n/i18n-provider";
import { keepSession } from "~/platform/routing/signed-in.server";
import type { QuoteActionResult } from "~/features/quotes/quote-access.server";
import { loadQuotePage } from "~/features/quotes/quote-page.server";
import { handleQuoteAction } from "~/features/quotes/quote-action.server";

export const handle = { i18n: ["account-pages", "quote-pages", "catalogue"] };

export const loader = keepSession(({ request, context, params }: LoaderFunctionArgs) =>
  loadQuotePage(request, context, params),
);

export const action = keepSession(({ request, context, params }: ActionFunctionArgs) =>
  handleQuoteAction(request, context, params),
);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

/** A quote: read by everyone who may see it, edited while a draft, moved on by its status, ordered when accepted. */
export default function QuotePage() {
  const t = useT();
  const { title, quote, rights, editable, nextStatuses, orderable, hasOffer } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as QuoteActionResult | undefined;
  // A refusal that belongs to one field is shown beside it, everything else at the top.
  const field = result && !result.ok ? result.field : undefined;
  return (
    <PageFrame title={title}>
      <p>
        <Link to="/mina-sidor/offerter">{t("quote-pages.back")}</Link>
      </p>
      {field === "file" || field === "fields" ? null : <FormMessage message={result?.message} ok={result?.ok} />}
      <QuoteSummary quote={quote} />
      <section aria-labelledby="quote-items-heading">
        <h2 id="quote-items-heading">{t("quote-pages.items.heading")}</h2>
        <QuoteItems
          items={quote.items}
          editable={editable}
          showPrices={rights.showPrices}
          showDiscounts={rights.showDiscounts}
          showAgreed={hasOffer}
        />
        {editable ? <AddQuoteItemForm key={quote.items.length} /> : null}
      </section>
      <QuoteCustomItems items={quote.customItems} editable={editable} showPrices={rights.showPrices} />
      <QuoteAttachments
        quoteId={quote.quoteId}
        attachments={quote.attachments}
        editable={editable}
        error={field === "file" ? result?.message : undefined}
      />
      {editable && rights.canEdit ? <OpenInQuoteOverlayButton quoteId={quote.quoteId} /> : null}
      {editable ? (
        <QuoteFieldsForm
          key={`${quote.title}:${quote.validFrom}:${quote.validFor}`}
          quote={quote}
          error={field === "fields" ? result?.message : undefined}
        />
      ) : null}
      <QuoteActions
        quoteId={quote.quoteId}
        status={quote.status}
        nextStatuses={nextStatuses}
        canEdit={rights.canEdit}
        orderable={orderable}
      />
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
