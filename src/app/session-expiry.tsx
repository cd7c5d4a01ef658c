import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onSessionExpired } from '../api/client';
import { formatMessage, messageText, type Flow } from '../engine';
import { useToast } from '../ui/toasts/toast-context';

/**
 * A-32..A-34: when the session expires — a 403 on a call that carried the customer's token — shows the
 * session-expired alert (the flow's `session-expired` message, after the provider's overlay) and goes to /login
 * (the client cleared the token). A 403 on a call made without a token (a visitor who never signed in, a guest)
 * is not a session expiry: the client never calls this, there is no redirect, and the screen that made the call
 * shows its own failure text (issue 15). A build without a flow file has no texts: it only goes to /login.
 */
export function SessionExpiry({ flow }: { flow: Flow | null }) {
  const navigate = useNavigate();
  const { show } = useToast();
  useEffect(
    () =>
      onSessionExpired(({ key }) => {
        // Kept through the page change it comes with (toasts are cleared on page change, A-37).
        if (flow) show({ kind: 'error', text: formatMessage(messageText(flow, null, key)), keepOnNavigation: true });
        navigate('/login');
      }),
    [flow, navigate, show],
  );
  return null;
}
