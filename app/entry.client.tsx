import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nProvider, readMessagesFromDocument } from "./i18n/i18n-provider";
import { rememberScriptsRun } from "./utils/scripts-cookie";

rememberScriptsRun();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nProvider messages={readMessagesFromDocument()}>
        <RemixBrowser />
      </I18nProvider>
    </StrictMode>,
  );
});
