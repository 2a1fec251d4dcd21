import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { useT } from "~/platform/i18n/i18n-provider";
import { keepSession } from "~/platform/routing/signed-in.server";
import { loadChooseListPage } from "~/features/favourites/choose-list-page.server";
import { ChooseListForm } from "~/features/favourites/choose-list-form";

export const handle = { i18n: ["account-pages", "favorites", "catalogue"] };

/** 'Välj lista' of a product card without JavaScript (the card's '⋯' menu links here). */
export const loader = keepSession(loadChooseListPage);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export default function ChooseListPage() {
  const t = useT();
  const view = useLoaderData<typeof loader>();
  return (
    <PageFrame title={t("catalogue.favourites.choose_list")}>
      <p>
        {t("catalogue.product.article_number")} {view.articleNumber}
      </p>
      <ChooseListForm view={view} />
      <p>
        <Link to={view.back}>{t("catalogue.favourites.close")}</Link>
      </p>
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
