import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserI18n, readTranslationsPayload } from "~/i18n/client";
import { TranslationsProvider } from "~/i18n/i18n-provider";
import { rememberScriptsRun } from "~/utils/scripts-cookie";

rememberScriptsRun();
const translations = readTranslationsPayload();
const i18n = createBrowserI18n(translations);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <TranslationsProvider i18n={i18n} payload={translations}>
        <RemixBrowser />
      </TranslationsProvider>
    </StrictMode>,
  );
});
