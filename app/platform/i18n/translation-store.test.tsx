// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TranslationsProvider, useT } from "./i18n-provider";
import { createTranslationStore } from "./translation-store";

const common = { title: "Välkommen" };
const checkout = { heading: "Kassa", lines: "Rader: {{count}}" };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe("translation store", () => {
  it("asks for nothing the document carried, and for a missing namespace once however often it is needed", async () => {
    const answer = deferred<typeof checkout>();
    const fetchNamespace = vi.fn(() => answer.promise);
    const store = createTranslationStore({ common }, fetchNamespace);

    expect(store.load(["common"])).toBeNull();
    const first = store.load(["common", "checkout"]);
    const second = store.load(["checkout"]);
    expect(first).toBeInstanceOf(Promise);
    expect(fetchNamespace).toHaveBeenCalledTimes(1);
    expect(fetchNamespace).toHaveBeenCalledWith("checkout");

    answer.resolve(checkout);
    await Promise.all([first, second]);
    expect(store.load(["common", "checkout"])).toBeNull();
    expect(store.resources()).toEqual({ common, checkout });
  });

  it("settles when a namespace cannot be had, so the page renders its keys instead of waiting forever", async () => {
    const fetchNamespace = vi.fn(() => Promise.reject(new Error("checkout: 503")));
    const store = createTranslationStore({ common }, fetchNamespace);
    await expect(store.load(["checkout"])).resolves.toBeUndefined();
    expect(store.load(["checkout"])).toBeNull();
    expect(fetchNamespace).toHaveBeenCalledTimes(1);
  });

  it("never loads on the server: a namespace the document lacks shows as raw keys there and in the browser", () => {
    expect(createTranslationStore({ common }).load(["checkout"])).toBeNull();
  });
});

describe("useT", () => {
  function Heading() {
    const t = useT();
    return (
      <h1>
        {t("checkout.heading")} – {t("checkout.lines", { count: 3 })}
      </h1>
    );
  }

  it("renders again with the texts when a namespace arrives", async () => {
    const answer = deferred<typeof checkout>();
    const store = createTranslationStore({ common }, () => answer.promise);
    render(
      <TranslationsProvider store={store} payload="">
        <Heading />
      </TranslationsProvider>,
    );
    expect(screen.getByRole("heading").textContent).toBe("checkout.heading – checkout.lines");

    const loading = store.load(["checkout"]);
    await act(async () => {
      answer.resolve(checkout);
      await loading;
    });
    expect(screen.getByRole("heading").textContent).toBe("Kassa – Rader: 3");
  });
});
