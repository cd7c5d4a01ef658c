/**
 * The `signOut` widget (/logout, J-11, J-12): once shown, it removes the token and every cached answer of
 * the customer (src/api/sign-out.ts; client locations and the provider configuration stay), clears the
 * booking's customer data (everything but the loaded shop locations, J-11: the tab's saved copy is then empty too, issue 15), then sends `signedOut`: the flow
 * goes to / (J-12). It shows a short status while that happens.
 */
import { useEffect, useRef } from 'react';
import { useSignOut } from '../../api/sign-out';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { signOutSpec } from './sign-out.options';

export function SignOutView({ text }: { text: string }) {
  return (
    <p className="sign-in-form__status" role="status">
      {text}
    </p>
  );
}

export default function SignOut({ text, send, dispatch }: WidgetPropsOf<typeof signOutSpec>) {
  const signOut = useSignOut();
  // Once per visit, also under StrictMode's double effects.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    signOut();
    // J-11: a fresh booking keeping the loaded client locations. The saved booking is now the cleared one (no
    // personal data, issue 15); a booking made before in this tab no longer keeps the next one out of storage.
    dispatch({ type: 'signedOut' });
    send({ type: 'signedOut' });
  }, [signOut, dispatch, send]);
  return <SignOutView text={text('signing-out')} />;
}
