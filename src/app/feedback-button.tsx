import { lazy, Suspense, useState } from 'react';

const FeedbackDialog = lazy(() => import('./feedback-dialog'));

/** The feedback button: opens the feedback dialog, whose code loads on the first press (not in everyone's first load). */
export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  return (
    <>
      <button type="button" className="button button--secondary feedback-button" onClick={() => setOpen(true)}>
        Feedback
      </button>
      {open ? (
        <Suspense fallback={null}>
          <FeedbackDialog text={text} onText={setText} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
