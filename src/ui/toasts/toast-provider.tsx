import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ToastContext, type ToastApi, type ToastInput } from './toast-context';
import { toastDuration } from './toast-duration';

interface Toast extends ToastInput {
  id: number;
}

/**
 * Toasts: green success, red error, removed when they expire or when the page changes
 * . Must sit inside the router.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);
  const { pathname } = useLocation();

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const show = useCallback(
    (input: ToastInput) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { ...input, id }]);
      timers.current.set(id, setTimeout(() => dismiss(id), toastDuration(input.kind, input.durationMs)));
    },
    [dismiss],
  );

  useEffect(() => {
    // a page change removes the toasts, except those shown with the navigation itself.
    setToasts((list) => {
      for (const t of list) {
        if (t.keepOnNavigation) continue;
        const timer = timers.current.get(t.id);
        if (timer) clearTimeout(timer);
        timers.current.delete(t.id);
      }
      return list.filter((t) => t.keepOnNavigation).map((t) => ({ ...t, keepOnNavigation: false }));
    });
  }, [pathname]);

  useEffect(() => () => timers.current.forEach((t) => clearTimeout(t)), []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" aria-live="polite" aria-relevant="additions">
        {toasts.map((t) => (
          <div key={t.id} className={`toast toast--${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
            <span className="toast__text">{t.text}</span>
            <button type="button" className="toast__close" aria-label="Dismiss message" onClick={() => dismiss(t.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
