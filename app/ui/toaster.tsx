import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { useT } from "~/platform/i18n/i18n-provider";
import { useHydrated } from "./use-hydrated";
import { createToast, type Toast, type ToastInput } from "~/platform/session/toast";
import { useHeldTimeout } from "./use-held-timeout";

const ToastContext = createContext<(input: ToastInput) => void>(() => {});

/** Client-side toasts, e.g. "added to cart" after a fetcher: `const showToast = useToast()`. */
export function useToast() {
  return useContext(ToastContext);
}

/**
 * Holds the client toasts and renders them with the server flash toast in one live region
 * (role=status), so screen readers announce each one. Without JavaScript the flash toast simply
 * renders in the page; with it, toasts close after their duration or with the close button.
 */
export function ToastProvider({ serverToast, children }: { serverToast: Toast | null; children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>(serverToast ? [serverToast] : []);
  const [lastServerId, setLastServerId] = useState(serverToast?.id);

  // A new flash from a later navigation joins the list (state adjusted during render, not in an effect).
  if (serverToast && serverToast.id !== lastServerId) {
    setLastServerId(serverToast.id);
    setToasts((current) => [...current, serverToast]);
  }

  const show = useCallback((input: ToastInput) => setToasts((current) => [...current, createToast(input)]), []);
  const dismiss = useCallback((id: string) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function Toaster({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: string) => void }) {
  const t = useT();
  return (
    <section className="toaster" aria-label={t("shell.toast.region")}>
      <div role="status" aria-live="polite">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </div>
    </section>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const t = useT();
  const hydrated = useHydrated();
  // Hovered or focused (its close button), the toast stays until let go.
  const hold = useHeldTimeout(() => onDismiss(toast.id), toast.durationMs, toast.id);
  return (
    <div className={`toast toast--${toast.type}`} {...hold}>
      <p>{toast.message}</p>
      {/* Without JavaScript a close button could do nothing, so it appears only once hydrated. */}
      {hydrated ? (
        <button
          type="button"
          className="toast__close"
          onClick={() => onDismiss(toast.id)}
          aria-label={t("shell.toast.close")}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
