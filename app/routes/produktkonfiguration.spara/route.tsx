import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData } from "@remix-run/react";
import { SaveConfigurationForm } from "~/features/configurator/save-configuration-form";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { PageFrame } from "~/ui/page-frame";
import { useT } from "~/platform/i18n/i18n-provider";
import { keepSession } from "~/platform/routing/signed-in.server";
import { serverT } from "~/platform/i18n/catalogue.server";
import { routeHandle } from "~/platform/routing/route-handle";
import { SAVED_CONFIGURATIONS_PATH } from "@shop/domain/saved-configurations";
import {
  handleSaveConfiguration,
  type SaveConfigurationAnswer,
} from "~/features/configurator/save-configuration.server";

export const handle = routeHandle({ layout: "default", i18n: ["catalogue"] });

// Remix runs the loader after a post without JavaScript too: it only names the page.
export const loader = () => ({ title: serverT("catalogue.saved_configuration.title") });
export const action = keepSession(handleSaveConfiguration);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title },
  { name: "robots", content: "noindex" },
];

/**
 * Without JavaScript a refused save lands here: the form again, the error beside the field, the values kept.
 * Opened on its own (no post) it only points to the saved configurations.
 */
export default function SaveConfigurationPage() {
  const t = useT();
  const answer = useActionData<typeof action>() as SaveConfigurationAnswer | undefined;
  if (!answer)
    return (
      <PageFrame title={t("catalogue.saved_configuration.title")}>
        <p>
          <Link to={SAVED_CONFIGURATIONS_PATH}>{t("catalogue.saved_configuration.to_my_pages")}</Link>
        </p>
      </PageFrame>
    );
  const { values } = answer;
  return (
    <PageFrame title={t("catalogue.saved_configuration.title")}>
      <SaveConfigurationForm
        productId={values.productId}
        selections={values.selections}
        returnTo={values.returnTo}
        answer={answer}
      />
      <p>
        <Link to={values.returnTo}>{t("catalogue.saved_configuration.back")}</Link>
      </p>
    </PageFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
