import { useEffect, useRef, type ReactNode } from 'react';

export interface ModalDialogProps {
  open: boolean;
  /** Id of the element that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  /** Called on Escape; omit for a blocking dialog that Escape cannot close. */
  onClose?: () => void;
  role?: 'dialog' | 'alertdialog';
  className?: string;
  children: ReactNode;
}

/** The element that had focus, unless focus was nowhere (the body). */
function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Where focus goes back when a dialog closes: its opener (what had focus when it opened) if that is still on the
 * page; otherwise — a dialog that opened by itself, or whose opener went away — the page's main heading
 * (`main h1`, made focusable by script), so focus never falls back to the body.
 */
function returnFocus(opener: HTMLElement | null): void {
  const active = document.activeElement;
  // Something else already took focus (e.g. another dialog, or the page after an action): leave it there.
  if (active && active !== document.body && !active.closest('dialog')) return;
  const target = opener?.isConnected ? opener : document.querySelector<HTMLElement>('main h1');
  if (!target) return;
  if (target.tagName === 'H1' && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

/**
 * A modal on the native `<dialog>` element: `showModal()` makes the rest of the page inert and traps focus.
 * When it closes — `open` turns false or the dialog is unmounted while open — focus returns to its opener (the
 * element focused when it opened), or to the page's main heading when there is none any more. Where `showModal`
 * is missing (jsdom) it falls back to `open`.
 */
export function ModalDialog({ open, labelledBy, describedBy, onClose, role = 'dialog', className, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = focusedElement();
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      returnFocus(opener);
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`.trim()}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(e) => {
        e.preventDefault();
        onClose?.();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
