import { lazy, Suspense, useState } from 'react';
import { useShellText } from './shell-text';

const FeedbackDialog = lazy(() => import('./feedback-dialog'));

/** The feedback button: opens the feedback dialog, whose code loads on the first press (not in everyone's first load). */
export function FeedbackButton() {
  const text = useShellText();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  return (
    <>
      <button type="button" className="button button--secondary feedback-button" onClick={() => setOpen(true)}>
        {text('feedback-button')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <FeedbackDialog text={typed} onText={setTyped} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
