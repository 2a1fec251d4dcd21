/**
 * The spend chart as geometry for an SVG drawn on the server (spend-views.tsx SpendChart): one horizontal bar per
 * group, its label above it and its amount at the right end, all bars on the scale of the largest. Horizontal, so a
 * phone shows 24 months or long project names without turning or shrinking text. Pure: texts come in translated.
 */

/** The chart's coordinate system (viewBox units); the SVG scales to its box's width. */
export const CHART_WIDTH = 320;
/** Labels longer than this are cut with an ellipsis in the chart (the table beside it has them whole). */
export const LABEL_MAX = 28;
const ROW_HEIGHT = 48;
const LABEL_BASELINE = 16;
const BAR_TOP = 24;
const BAR_HEIGHT = 16;
const PADDING = 4;
const EMPTY_HEIGHT = 56;

export interface ChartInput {
  /** Accessible name of the chart (its <title>). */
  title: string;
  /** Accessible description (its <desc>): what is shown, the total and the largest group. */
  description: string;
  /** Said in the chart itself when there are no groups with spend. */
  emptyText: string;
  groups: { label: string; ore: number }[];
}

export interface ChartBar {
  label: string;
  /** The amount as written beside the bar ("12 345 kr"). */
  amount: string;
  labelY: number;
  barY: number;
  barWidth: number;
  barHeight: number;
}

export interface ChartModel {
  width: number;
  height: number;
  title: string;
  description: string;
  bars: ChartBar[];
  /** The sentence shown instead of bars, or null when there are bars. */
  empty: string | null;
}

const NO_BREAK_SPACE = "\u00a0";

/** Whole kronor as sv-SE writes them: 1234550 öre → "12 346 kr" (no-break spaces, rounded to the krona). */
export function formatKronor(ore: number): string {
  const kronor = Math.round(Math.abs(ore) / 100);
  const digits = String(kronor).replace(/\B(?=(\d{3})+$)/g, NO_BREAK_SPACE);
  return `${ore < 0 && kronor !== 0 ? "\u2212" : ""}${digits}${NO_BREAK_SPACE}kr`;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const shortLabel = (label: string) =>
  label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1).trimEnd()}…` : label;

export function buildSpendChart(input: ChartInput): ChartModel {
  const { title, description } = input;
  const hasSpend = input.groups.some((g) => g.ore > 0);
  if (!hasSpend)
    return { width: CHART_WIDTH, height: EMPTY_HEIGHT, title, description, bars: [], empty: input.emptyText };
  const max = Math.max(...input.groups.map((g) => g.ore));
  const bars = input.groups.map((g, i) => {
    const top = PADDING + i * ROW_HEIGHT;
    return {
      label: shortLabel(g.label),
      amount: formatKronor(g.ore),
      labelY: top + LABEL_BASELINE,
      barY: top + BAR_TOP,
      // A group with spend keeps a visible sliver however small next to the largest.
      barWidth: g.ore > 0 ? Math.max(2, round1((g.ore / max) * CHART_WIDTH)) : 0,
      barHeight: BAR_HEIGHT,
    };
  });
  return {
    width: CHART_WIDTH,
    height: PADDING * 2 + bars.length * ROW_HEIGHT - (ROW_HEIGHT - BAR_TOP - BAR_HEIGHT),
    title,
    description,
    bars,
    empty: null,
  };
}
