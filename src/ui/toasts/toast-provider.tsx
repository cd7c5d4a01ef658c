import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ToastContext, type ToastApi, type ToastInput } from './toast-context';
import { toastDuration } from './toast-duration';
import { useToastPlacement } from './use-toast-placement';

interface Toast extends ToastInput {
  id: number;
}

/** Drops the group entry of toast `id` (it is gone). */
function forgetGroup(groups: Map<string, number>, id: number) {
  for (const [group, shownId] of groups) if (shownId === id) groups.delete(group);
}

/**
 * Toasts: green success, red error, removed when they expire or when the page changes
 * toasts of one `group` collapse into one, and the toasts take the screen edge where they cover no primary
 * action or focused control (issue 26). Must sit inside the router.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);
  const { pathname } = useLocation();
  /** The id of the toast each group shows now (kept with the timers, so `show` need not wait for a render). */
  const groups = useRef(new Map<string, number>());
  const region = useRef<HTMLDivElement>(null);
  const placement = useToastPlacement(region, toasts);

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    forgetGroup(groups.current, id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const show = useCallback(
    (input: ToastInput) => {
      const id = (input.group === undefined ? undefined : groups.current.get(input.group)) ?? nextId.current++;
      if (input.group !== undefined) groups.current.set(input.group, id);
      const timer = timers.current.get(id);
      if (timer) clearTimeout(timer);
      setToasts((list) => (list.some((t) => t.id === id) ? list.map((t) => (t.id === id ? { ...input, id } : t)) : [...list, { ...input, id }]));
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
        forgetGroup(groups.current, t.id);
      }
      return list.filter((t) => t.keepOnNavigation).map((t) => ({ ...t, keepOnNavigation: false }));
    });
  }, [pathname]);

  useEffect(() => () => timers.current.forEach((t) => clearTimeout(t)), []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div ref={region} className={`toasts toasts--${placement}`} aria-live="polite" aria-relevant="additions">
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
