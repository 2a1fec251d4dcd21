import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type RefObject } from "react";

/**
 * Enhances the header's <details> menus and flyouts. Without JavaScript they open and close
 * natively, and their shared `name` already makes them exclusive in current browsers; this hook
 * adds the same exclusivity for browsers without it, closes them with Escape (focus back on the
 * summary), on a click outside, and after navigation.
 */
export function useDisclosureGroup(container: RefObject<HTMLElement | null>) {
  const location = useLocation();

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const all = () => Array.from(root.querySelectorAll<HTMLDetailsElement>("details[data-disclosure]"));
    const closeAll = (except?: HTMLDetailsElement) => all().forEach((d) => d !== except && d.open && (d.open = false));

    const onToggle = (event: Event) => {
      const details = event.target as HTMLDetailsElement;
      if (details.matches?.("details[data-disclosure]") && details.open) closeAll(details);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = all().find((d) => d.open);
      if (!open) return;
      open.open = false;
      open.querySelector("summary")?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!all().some((d) => d.open)) return;
      const target = event.target as Node;
      if (!all().some((d) => d.contains(target))) closeAll();
    };

    // `toggle` does not bubble: listen in the capture phase.
    root.addEventListener("toggle", onToggle, true);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      root.removeEventListener("toggle", onToggle, true);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [container]);

  // After a navigation, not at hydration: a menu the buyer opened while the page's script was still loading (a slow
  // phone) stays open.
  const shownAt = useRef(`${location.pathname}${location.search}`);
  useEffect(() => {
    const at = `${location.pathname}${location.search}`;
    if (at === shownAt.current) return;
    shownAt.current = at;
    container.current
      ?.querySelectorAll<HTMLDetailsElement>("details[data-disclosure][open]")
      .forEach((d) => (d.open = false));
  }, [container, location.pathname, location.search]);
}
