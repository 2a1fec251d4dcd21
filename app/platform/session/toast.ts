import { TOAST_TIMEOUT_MS } from "@shop/domain/ui-timings";

/** Spec section 9: a toast stays 3000 ms unless the caller asks otherwise. */
export const TOAST_DEFAULT_DURATION_MS = TOAST_TIMEOUT_MS;

export const TOAST_TYPES = ["info", "success", "error"] as const;

export interface Toast {
  id: string;
  type: (typeof TOAST_TYPES)[number];
  message: string;
  durationMs: number;
}

export type ToastInput = Pick<Toast, "message"> & Partial<Toast>;

// Kept free of zod: this module ships to the browser (the cookie is validated in toast.server.ts).
export function createToast(input: ToastInput): Toast {
  return {
    id: input.id ?? `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
    type: input.type ?? "info",
    message: input.message,
    durationMs: input.durationMs ?? TOAST_DEFAULT_DURATION_MS,
  };
}
