import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { routeHandle } from "~/platform/routing/route-handle";
import { seoMeta } from "~/platform/routing/seo-meta";
import { loadExtraPage } from "./extra-page.server";

/** A brand's own page (brands/<id>/config.json `extraRoutes`, registered in app/routes.ts). */
export const handle = routeHandle({ layout: "default" });

export const loader = ({ request, context }: LoaderFunctionArgs) => loadExtraPage(request, context);

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

export default function BrandExtraPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <article className="page brand-page">
      <h1>{page.title}</h1>
      <p className="brand-page__intro">{page.intro}</p>
      {page.sections.map((section) => (
        <section key={section.heading} aria-labelledby={`brand-section-${slug(section.heading)}`}>
          <h2 id={`brand-section-${slug(section.heading)}`}>{section.heading}</h2>
          <p>{section.text}</p>
          {section.items?.length ? (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export const ErrorBoundary = GeneralErrorBoundary;
