import { Form, useLocation } from "@remix-run/react";
import { useT } from "~/platform/i18n/i18n-provider";
import type { AlertBanner, InformationBanner } from "./shell-content.server";
import { SafeLink } from "~/ui/safe-link";

export const CLOSE_BANNER_ACTION = "/banner/close";

/**
 * Alert and information banners from content. Closing one posts a form (works without
 * JavaScript): the server remembers it in the session and sends the buyer back to the same page.
 */
export function SiteBanners({ alerts, information }: { alerts: AlertBanner[]; information: InformationBanner[] }) {
  const t = useT();
  if (alerts.length === 0 && information.length === 0) return null;
  return (
    <div className="site-banners">
      {alerts.length > 0 ? (
        <section aria-label={t("content.banner.alert_region")}>
          {alerts.map((banner) => (
            <div
              key={banner.id}
              className={`alert-banner alert-banner--${banner.type}`}
              role={banner.type === "error" || banner.type === "warning" ? "alert" : "status"}
            >
              <div className="alert-banner__text">
                {banner.title ? <strong>{banner.title} </strong> : null}
                {banner.message}
                {banner.linkUrl && banner.linkText ? (
                  <>
                    {" "}
                    <SafeLink href={banner.linkUrl}>{banner.linkText}</SafeLink>
                  </>
                ) : null}
                {banner.secondLinkUrl && banner.secondLinkText ? (
                  <>
                    {" "}
                    <SafeLink href={banner.secondLinkUrl}>{banner.secondLinkText}</SafeLink>
                  </>
                ) : null}
              </div>
              <CloseBannerForm bannerId={banner.id} />
            </div>
          ))}
        </section>
      ) : null}
      {information.length > 0 ? (
        <section aria-label={t("content.banner.information_region")}>
          {information.map((banner) => (
            <div key={banner.id} className="information-banner">
              <div className="alert-banner__text">
                {banner.message}
                {banner.linkUrl && banner.linkText ? (
                  <>
                    {" "}
                    <SafeLink href={banner.linkUrl}>{banner.linkText}</SafeLink>
                  </>
                ) : null}
              </div>
              <CloseBannerForm bannerId={banner.id} />
            </div>
          ))}
        </section>
      ) : null}
    </div>
  );
}

function CloseBannerForm({ bannerId }: { bannerId: string }) {
  const t = useT();
  const location = useLocation();
  return (
    <Form method="post" action={CLOSE_BANNER_ACTION} className="banner-close" preventScrollReset>
      <input type="hidden" name="bannerId" value={bannerId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        className="banner-close__button"
        aria-label={t("content.banner.close")}
        title={t("content.banner.close")}
      >
        <span aria-hidden="true">×</span>
      </button>
    </Form>
  );
}
