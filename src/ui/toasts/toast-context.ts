import { createContext, useContext } from 'react';
import type { ToastKind } from './toast-duration';

export interface ToastInput {
  kind: ToastKind;
  text: string;
  /** Overrides the kind's default lifetime. */
  durationMs?: number;
  /**
   * Survives the next page change: for a message that comes with a navigation (a flow rule's
   * `alert` effect, e.g. I-12 "…does not match the appointment…" then /account).
   */
  keepOnNavigation?: boolean;
  /**
   * Toasts of one group collapse into one (issue 26): showing a toast while another of its group is shown replaces
   * that one's text in place and restarts its lifetime, so several arriving together never stack up.
   */
  group?: string;
}

export interface ToastApi {
  show: (toast: ToastInput) => void;
  dismiss: (id: number) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts; throws outside a `<ToastProvider>`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}
