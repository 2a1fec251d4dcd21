/**
 * The error boundary hands an error raised in the browser to Sentry, but only once reporting runs (statistics
 * consent given, SDK chunk loaded: app/platform/monitoring/sentry.client.ts fills the slot of boundary-reports.ts). An answer
 * of the server (404, or an error its loader threw, which the server reports itself) is not sent again.
 */
import { json } from "@remix-run/cloudflare";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GeneralErrorBoundary } from "~/ui/general-error-boundary";
import { svMessages } from "~/platform/i18n/catalogue.server";
import { TranslationsProvider } from "~/platform/i18n/i18n-provider";
import { createTranslationStore } from "~/platform/i18n/translation-store";
import { setBoundaryReporter } from "~/platform/monitoring/boundary-reports";

function Broken(): never {
  throw new Error("render failed in the browser");
}

function renderPage(url: string) {
  const Stub = createRemixStub([
    {
      path: "/",
      ErrorBoundary: GeneralErrorBoundary,
      children: [
        { path: "trasig", Component: Broken },
        {
          path: "saknas",
          loader: () => {
            throw json(null, { status: 404 });
          },
          Component: () => null,
        },
        {
          path: "serverfel",
          loader: () => {
            // What Remix makes in the browser of an error thrown by a server loader (production).
            throw new Error("Unexpected Server Error");
          },
          Component: () => null,
        },
      ],
    },
  ]);
  return render(
    <TranslationsProvider store={createTranslationStore(svMessages)} payload="">
      <Stub initialEntries={[url]} future={{ v3_singleFetch: true }} />
    </TranslationsProvider>,
  );
}

describe("errors the error boundary catches", () => {
  afterEach(() => {
    cleanup();
    setBoundaryReporter(null);
    vi.restoreAllMocks();
  });

  it("go to the reporter once, when reporting runs", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const reported: unknown[] = [];
    setBoundaryReporter((error) => reported.push(error));
    renderPage("/trasig");
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(reported).toHaveLength(1);
    expect((reported[0] as Error).message).toBe("render failed in the browser");
  });

  it("go nowhere without consent (no reporter), and the error page still shows", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderPage("/trasig");
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
  });

  it("leave out the server's answers: a 404 and a server error it has reported itself", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const reported: unknown[] = [];
    setBoundaryReporter((error) => reported.push(error));
    renderPage("/saknas");
    expect(await screen.findByText(/404/)).toBeTruthy();
    cleanup();
    renderPage("/serverfel");
    await screen.findAllByRole("heading", { level: 1 });
    expect(reported).toEqual([]);
  });

  it("never break the error page when the reporter fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    setBoundaryReporter(() => {
      throw new Error("sentry down");
    });
    renderPage("/trasig");
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
  });
});
