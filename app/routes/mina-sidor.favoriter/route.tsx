import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormMessage } from "~/ui/form-bits";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { FavouritesTable } from "~/features/favourites/favourites-table";
import { useT } from "~/platform/i18n/i18n-provider";
import { keepSession } from "~/platform/routing/signed-in.server";
import type { SaveResult } from "~/features/favourites/save-action.server";
import { handleFavouritesAction, loadFavouritesPage } from "~/features/favourites/favourites-page.server";

export const handle = { i18n: ["account-pages", "favorites", "catalogue"] };

export const loader = keepSession(loadFavouritesPage);
// Also the target of 'Spara i inköpslista' on product pages and cards (app/features/favourites/save-action.server.ts).
export const action = keepSession(handleFavouritesAction);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function FavouritesPage() {
  const t = useT();
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as SaveResult | undefined;
  return (
    <PageFrame title={t("favorites.page.title")}>
      {result?.limit ? (
        // Without JavaScript the 51st favourite lands here: the info dialog's text, beside the list to make room.
        <section className="notice notice--error" role="alert" aria-labelledby="favourites-full-title">
          <h2 id="favourites-full-title">{result.title}</h2>
          <p>{result.message}</p>
        </section>
      ) : (
        <FormMessage message={result?.message} ok={result?.ok} />
      )}
      <p>{t("favorites.page.count", { count: page.lines.length, max: page.max })}</p>
      <FavouritesTable lines={page.lines} canOrder={page.canOrder} />
      <p>
        <Link to="/mina-sidor/inkopslistor">{t("favorites.page.to_lists")}</Link>
      </p>
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
