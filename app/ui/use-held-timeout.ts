import { useEffect, useRef, useState } from "react";

/**
 * Runs `expire` `ms` after `key` last changed, but not while the element is held: the pointer is over it or focus is
 * in it (WCAG 2.2.1, a timed message can be kept). Letting go starts the full time again. Spread the answer on the
 * element that holds the message.
 */
export function useHeldTimeout(expire: () => void, ms: number, key: unknown) {
  const [held, setHeld] = useState(false);
  const latest = useRef(expire);
  latest.current = expire;
  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(() => latest.current(), ms);
    return () => window.clearTimeout(timer);
  }, [key, held, ms]);
  const hold = () => setHeld(true);
  const release = () => setHeld(false);
  return { onMouseEnter: hold, onMouseLeave: release, onFocus: hold, onBlur: release };
}
