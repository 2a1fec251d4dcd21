import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { serverT } from "~/platform/i18n/catalogue.server";
import { buildSpendChart, CHART_WIDTH, formatKronor, LABEL_MAX } from "./spend-chart";
import { SpendChart } from "./spend-views";

const chart = (groups: { label: string; ore: number }[]) =>
  buildSpendChart({
    title: "Inköp exkl. moms per månad",
    description: "Stapeldiagram per månad.",
    emptyText: serverT("spend.chart.empty"),
    groups,
  });

describe("formatKronor", () => {
  it("writes whole kronor the Swedish way, with no-break spaces", () => {
    expect(formatKronor(1_234_500)).toBe("12\u00a0345\u00a0kr");
    expect(formatKronor(1_234_550)).toBe("12\u00a0346\u00a0kr");
    expect(formatKronor(0)).toBe("0\u00a0kr");
    expect(formatKronor(99_999_999_900)).toBe("999\u00a0999\u00a0999\u00a0kr");
  });
});

describe("the spend chart", () => {
  it("scales every bar to the largest group, which fills the width", () => {
    const model = chart([
      { label: "januari 2026", ore: 500_000 },
      { label: "februari 2026", ore: 1_000_000 },
      { label: "mars 2026", ore: 250_000 },
      { label: "april 2026", ore: 0 },
    ]);
    expect(model.empty).toBeNull();
    expect(model.bars.map((b) => b.barWidth)).toEqual([CHART_WIDTH / 2, CHART_WIDTH, CHART_WIDTH / 4, 0]);
    // One row under the other, never overlapping, all inside the drawing.
    const ys = model.bars.map((b) => b.barY);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
    expect(new Set(ys).size).toBe(4);
    expect(Math.max(...model.bars.map((b) => b.barY + b.barHeight))).toBeLessThanOrEqual(model.height);
  });

  it("keeps a visible sliver for a small amount beside a large one", () => {
    const model = chart([
      { label: "Stort projekt", ore: 100_000_000 },
      { label: "Litet projekt", ore: 100 },
    ]);
    expect(model.bars[1].barWidth).toBeGreaterThan(0);
  });

  it("labels each bar with its group and its amount in kronor", () => {
    const model = chart([{ label: "Kv. Björken etapp 2 (10001-01)", ore: 1_234_500 }]);
    expect(model.bars[0].amount).toBe("12\u00a0345\u00a0kr");
    // Longer labels are cut in the chart; the table beside it has them whole.
    expect(model.bars[0].label.length).toBeLessThanOrEqual(LABEL_MAX);
    expect(model.bars[0].label.endsWith("…")).toBe(true);
    const svg = renderToStaticMarkup(<SpendChart chart={chart([{ label: "mars 2026", ore: 500_000 }])} id="c" />);
    expect(svg).toContain(">mars 2026</text>");
    expect(svg).toContain(">5\u00a0000\u00a0kr</text>");
  });

  it("is one accessible image with its title and description, drawn without script", () => {
    const svg = renderToStaticMarkup(<SpendChart chart={chart([{ label: "mars 2026", ore: 500_000 }])} id="c" />);
    expect(svg).toMatch(/^<svg[^>]* role="img"[^>]* aria-labelledby="c-title c-desc"/);
    expect(svg).toContain('<title id="c-title">Inköp exkl. moms per månad</title>');
    expect(svg).toContain('<desc id="c-desc">Stapeldiagram per månad.</desc>');
    expect(svg).not.toContain("<script");
  });

  it("says in Swedish that there is nothing to show when no group has spend", () => {
    for (const groups of [[], [{ label: "januari 2026", ore: 0 }]]) {
      const model = chart(groups);
      expect(model.bars).toEqual([]);
      expect(model.empty).toBe("Inga inköp under perioden.");
      const svg = renderToStaticMarkup(<SpendChart chart={model} id="c" />);
      expect(svg).toContain("Inga inköp under perioden.</text>");
      expect(svg).not.toContain("<rect");
    }
  });
});
