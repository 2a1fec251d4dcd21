import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormMessage } from "~/components/account-pages/form-bits";
import { GeneralErrorBoundary } from "~/components/error/general-error-boundary";
import { PageFrame } from "~/components/layout/page-frame";
import { QuoteActions } from "~/components/quote-pages/quote-actions";
import { OpenInQuoteOverlayButton } from "~/components/quotes/open-in-quote-overlay-button";
import { QuoteAttachments } from "~/components/quote-pages/quote-attachments";
import { QuoteCustomItems } from "~/components/quote-pages/quote-custom-items";
import { QuoteFieldsForm } from "~/components/quote-pages/quote-fields-form";
import { AddQuoteItemForm, QuoteItems } from "~/components/quote-pages/quote-items";
import { QuoteSummary } from "~/components/quote-pages/quote-summary";
import { useT } from "~/i18n/i18n-provider";
import { keepSession } from "~/account/signed-in.server";
import type { QuoteActionResult } from "~/quotes/quote-access.server";
import { loadQuotePage } from "./quote-page.server";
import { handleQuoteAction } from "./quote-action.server";

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
