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

/**
 * A modal on the native `<dialog>` element: `showModal()` makes the rest of the page inert, traps
 * focus and restores it on close. Where `showModal` is missing (jsdom) it falls back to `open`.
 */
export function ModalDialog({ open, labelledBy, describedBy, onClose, role = 'dialog', className, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
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
