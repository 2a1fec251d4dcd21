/** FCP, LCP, CLS and INP as `web-vitals` events (spec thresholds in domain/data-layer-events.ts). */
import { onCLS, onFCP, onINP, onLCP, type Metric } from "web-vitals";
import { webVital, type WebVitalName } from "@shop/domain/data-layer-events";
import { pushToDataLayer } from "./data-layer.client";

export function reportWebVitals(): void {
  const report = (metric: Metric) =>
    pushToDataLayer([webVital({ name: metric.name as WebVitalName, value: metric.value, id: metric.id })]);
  onFCP(report);
  onLCP(report);
  onCLS(report);
  onINP(report);
}
