import { Scripts, UNSAFE_RemixContext } from "@remix-run/react";
import { createContext, useContext, type ReactElement } from "react";
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext } from "react-router-dom";
import type { ScriptsAfterPaint } from "./after-paint-markup";

/**
 * Renders Remix's <Scripts> with the server's synchronous renderer (react-dom's renderToStaticMarkup; React supports
 * this re-entrant render inside its own) and rewrites the markup (./after-paint-markup.ts). Provided by entry.server
 * only, so the rewriter never reaches the browser bundle.
 */
export const ScriptsMarkupContext = createContext<((scripts: ReactElement) => ScriptsAfterPaint) | null>(null);

/**
 * Remix's <Scripts>, requested after the first paint (./after-paint-markup.ts). In the browser the same two
 * script elements are hydrated as they are: React keeps the server's script text, which has already run.
 */
export function ScriptsAfterFirstPaint({ nonce }: { nonce: string }) {
  const renderScripts = useContext(ScriptsMarkupContext);
  const remix = useContext(UNSAFE_RemixContext);
  const router = useContext(UNSAFE_DataRouterContext);
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const scripts =
    renderScripts && remix && router && routerState
      ? renderScripts(
          <UNSAFE_RemixContext.Provider value={remix}>
            <UNSAFE_DataRouterContext.Provider value={router}>
              <UNSAFE_DataRouterStateContext.Provider value={routerState}>
                <Scripts nonce={nonce} />
              </UNSAFE_DataRouterStateContext.Provider>
            </UNSAFE_DataRouterContext.Provider>
          </UNSAFE_RemixContext.Provider>,
        )
      : { context: "", module: "" };
  return (
    <>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: scripts.context }} />
      <script
        nonce={nonce}
        type="module"
        async
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: scripts.module }}
      />
    </>
  );
}
