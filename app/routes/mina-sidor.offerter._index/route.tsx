import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { QUOTE_STATUSES } from "@shop/domain/quote-status";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { CsrfField } from "~/platform/session/csrf-field";
import { useT } from "~/platform/i18n/i18n-provider";
import { keepSession } from "~/platform/routing/signed-in.server";
import { loadQuoteList } from "~/features/quotes/quote-list.server";
import { createQuoteFrom } from "~/features/quotes/create-quote.server";
import { PagingLinks } from "~/ui/paging-links";

export const handle = { i18n: ["account-pages", "quote-pages"] };

export const loader = keepSession(({ request, context }: LoaderFunctionArgs) => loadQuoteList(request, context));

/** A new quote: "Ny offert" here (empty, prefilled by the service) and "Skapa offert av varukorgen" on the cart. */
export const action = keepSession(({ request, context }: ActionFunctionArgs) => createQuoteFrom(request, context));

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function QuotesPage() {
  const t = useT();
  const { filters, quotes, total, pages, canCreate } = useLoaderData<typeof loader>();
  const filtered = Boolean(filters.q || filters.status);
  return (
    <PageFrame title={t("quote-pages.title")}>
      {canCreate ? (
        <Form method="post" className="inline-form">
          <CsrfField />
          <p className="field__hint">{t("quote-pages.list.new_hint")}</p>
          <button type="submit">{t("quote-pages.list.new")}</button>
        </Form>
      ) : null}
      <Form method="get" className="filter-form" aria-label={t("quote-pages.list.filters")}>
        <div className="field">
          <label htmlFor="quotes-q">{t("quote-pages.list.q")}</label>
          <input id="quotes-q" type="search" name="q" defaultValue={filters.q ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="quotes-status">{t("quote-pages.list.status_label")}</label>
          <select id="quotes-status" name="status" defaultValue={filters.status ?? ""}>
            <option value="">{t("quote-pages.list.all_statuses")}</option>
            {QUOTE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`quote-pages.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">{t("quote-pages.list.filter_submit")}</button>
      </Form>
      <p role="status">{t("quote-pages.list.count", { count: total })}</p>
      {quotes.length > 0 ? (
        <table className="table">
          <caption className="visually-hidden">{t("quote-pages.title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("quote-pages.list.heading_title")}</th>
              <th scope="col">{t("quote-pages.list.receiver")}</th>
              <th scope="col">{t("quote-pages.list.status_label")}</th>
              <th scope="col">{t("quote-pages.list.created")}</th>
              <th scope="col">{t("quote-pages.list.valid_until")}</th>
            </tr>
          </thead>
          <tbody>
            {quotes.map((quote) => (
              <tr key={quote.quoteId}>
                <td>
                  <Link to={`/mina-sidor/offerter/${quote.quoteId}`}>
                    {quote.title || t("quote-pages.list.untitled", { id: quote.quoteId.slice(0, 10) })}
                  </Link>
                </td>
                <td>{quote.receiver}</td>
                <td>{t(`quote-pages.status.${quote.status}`)}</td>
                <td>{quote.createdAt}</td>
                <td>{quote.validUntil}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="empty-state">{t(filtered ? "quote-pages.list.none_found" : "quote-pages.list.none")}</p>
      )}
      <PagingLinks page={filters.page} pages={pages} />
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
