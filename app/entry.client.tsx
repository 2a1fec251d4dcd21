import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserTranslations, readTranslationsPayload } from "~/platform/i18n/client";
import { TranslationsProvider } from "~/platform/i18n/i18n-provider";
import { rememberScriptsRun } from "~/platform/rendering/scripts-cookie";

rememberScriptsRun();
const translations = readTranslationsPayload();

// The page is already rendered and its forms work; hydration waits for the texts (preloaded with the document).
void createBrowserTranslations(translations).then((store) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <TranslationsProvider store={store} payload={translations}>
          <RemixBrowser />
        </TranslationsProvider>
      </StrictMode>,
    );
  });
});
