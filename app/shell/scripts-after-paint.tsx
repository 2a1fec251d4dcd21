import { Scripts, UNSAFE_RemixContext } from "@remix-run/react";
import { createContext, useContext, type ReactElement } from "react";
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext } from "react-router-dom";
import { scriptsAfterPaint } from "./after-paint-markup";

/**
 * The server's synchronous renderer (react-dom's renderToStaticMarkup), provided by entry.server. React supports
 * this re-entrant render inside its own; it is how Remix's <Scripts> markup is produced and then rewritten.
 */
export const StaticMarkupContext = createContext<((element: ReactElement) => string) | null>(null);

/**
 * Remix's <Scripts>, requested after the first paint (./after-paint-markup.ts). In the browser the same two
 * script elements are hydrated as they are: React keeps the server's script text, which has already run.
 */
export function ScriptsAfterFirstPaint({ nonce }: { nonce: string }) {
  const renderStatic = useContext(StaticMarkupContext);
  const remix = useContext(UNSAFE_RemixContext);
  const router = useContext(UNSAFE_DataRouterContext);
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const scripts =
    renderStatic && remix && router && routerState
      ? scriptsAfterPaint(
          renderStatic(
            <UNSAFE_RemixContext.Provider value={remix}>
              <UNSAFE_DataRouterContext.Provider value={router}>
                <UNSAFE_DataRouterStateContext.Provider value={routerState}>
                  <Scripts nonce={nonce} />
                </UNSAFE_DataRouterStateContext.Provider>
              </UNSAFE_DataRouterContext.Provider>
            </UNSAFE_RemixContext.Provider>,
          ),
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
