import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onSessionExpired } from '../api/client';
import { useToast } from '../ui/toasts/toast-context';

/** On a 403 (A-32..A-34): shows the session-expired alert and goes to /login (the client cleared the token). */
export function SessionExpiry() {
  const navigate = useNavigate();
  const { show } = useToast();
  useEffect(
    () =>
      onSessionExpired(({ message }) => {
        navigate('/login');
        // After navigating: toasts are cleared on page change.
        setTimeout(() => show({ kind: 'error', text: message }), 0);
      }),
    [navigate, show],
  );
  return null;
}
