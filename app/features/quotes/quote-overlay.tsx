/**
 * The quote overlay (spec section 2), loaded lazily by the root only while the session says it is open. It stays
 * while the buyer browses the catalogue paths and closes on any other (quoteOverlayStaysOpen on every navigation):
 * it hides at once and tells the server, so a later page load does not bring it back.
 */
import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { quoteOverlayStaysOpen } from "@shop/domain/quote-overlay";
import { CSRF_FIELD } from "~/platform/session/csrf";
import { useCsrf } from "~/platform/session/csrf-field";
import type { QuoteActionResult } from "./quote-overlay-view";
import { QuotePanel } from "./quote-panel";

export const CLOSE_OVERLAY_ACTION = "/offert/stang";

export default function QuoteOverlay() {
  const location = useLocation();
  const stays = quoteOverlayStaysOpen(location.pathname);
  const csrf = useCsrf();
  const closer = useFetcher<QuoteActionResult>();
  const submitClose = useRef(closer.submit);
  submitClose.current = closer.submit;
  useEffect(() => {
    if (!stays)
      submitClose.current({ overlay: "1", [CSRF_FIELD]: csrf }, { method: "post", action: CLOSE_OVERLAY_ACTION });
  }, [stays, csrf]);
  if (!stays || closer.state !== "idle") return null;
  return <QuotePanel closer={closer} />;
}
