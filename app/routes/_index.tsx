import type { MetaFunction } from "@remix-run/cloudflare";
import { useT } from "~/i18n/i18n-provider";

export const meta: MetaFunction = () => [{ title: "Startsida" }];

export default function StartPage() {
  const t = useT();
  return (
    <main>
      <h1>{t("common.shop_name")}</h1>
    </main>
  );
}
