import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Hero, heroPreloads } from "~/features/content/hero";
import { Sections } from "~/features/content/sections";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { useT } from "~/platform/i18n/i18n-provider";
import { serverT } from "~/platform/i18n/catalogue.server";
import { routeHandle } from "~/platform/routing/route-handle";
import { loadStartPage, setCookieHeaders } from "~/features/content/pages.server";

// Selected-products sections render catalogue product cards.
export const handle = routeHandle({ layout: "default", i18n: ["catalogue"] });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { frontPage, sections, selectedProducts, setCookie, ...tracking } = await loadStartPage(request, context);
  return data(
    {
      // The sections travel once, as prepared for this request (a random banner's pick, not all its items); of the
      // page itself only its hero and description are rendered.
      frontPage: frontPage ? { hero: frontPage.hero, metaDescription: frontPage.metaDescription } : null,
      sections,
      selectedProducts,
      shopName: serverT("common.shop_name"),
      ...tracking,
    },
    { headers: setCookieHeaders(setCookie) },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.shopName },
  ...(data?.frontPage?.metaDescription ? [{ name: "description", content: data.frontPage.metaDescription }] : []),
  ...heroPreloads(data?.frontPage?.hero),
];

export default function StartPage() {
  const t = useT();
  const { frontPage, sections, selectedProducts } = useLoaderData<typeof loader>();
  const hero = frontPage?.hero;
  return (
    <div className="content-page start-page">
      {hero?.title ? (
        <Hero hero={hero} />
      ) : (
        <h1 className={hero ? "visually-hidden" : undefined}>{t("common.shop_name")}</h1>
      )}
      {hero && !hero.title ? <Hero hero={hero} headingLevel={2} /> : null}
      {frontPage ? (
        <Sections sections={sections} selectedProducts={selectedProducts} />
      ) : (
        <p className="empty-state">{t("content.start_empty")}</p>
      )}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
