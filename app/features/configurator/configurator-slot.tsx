import { lazy, Suspense } from "react";
import type { ConfiguratorSectionProps } from "./configurator-section";

const ConfiguratorSection = lazy(() => import("./configurator-section"));

/**
 * The configurator on a product page whose family has one. Rendered on the server (the GET form works without
 * JavaScript); its code loads only on such pages, so single-article products and other pages never download it.
 */
export function ConfiguratorSlot(props: ConfiguratorSectionProps) {
  return (
    <Suspense fallback={null}>
      <ConfiguratorSection {...props} />
    </Suspense>
  );
}
