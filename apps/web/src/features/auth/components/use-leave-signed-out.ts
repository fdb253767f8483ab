import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from '../api/session.ts';

/**
 * For guarded pages whose action ends the session (password change, account deletion): go to
 * `to` and drop the token only once this page has unmounted. Dropped earlier, the route guard
 * would still be on screen and send the user to /login instead.
 */
export function useLeaveSignedOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) endSession(queryClient);
    },
    [queryClient],
  );
  return (to: string) => {
    leaving.current = true;
    void navigate(to, { replace: true });
  };
}
