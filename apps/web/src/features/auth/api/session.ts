import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@wohnwerk/contract/auth';
import { clearAccessToken, setAccessToken } from '../../../lib/auth-token.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Guests and customers get different answers (wishlist flags, own ratings): refetch everything else. */
function refetchUserDependentData(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.auth.all[0] });
}

export function startSession(queryClient: QueryClient, accessToken: string, user: CurrentUser | undefined) {
  setAccessToken(accessToken);
  if (user) queryClient.setQueryData(queryKeys.auth.currentUser(), user);
  else void queryClient.invalidateQueries({ queryKey: queryKeys.auth.all });
  refetchUserDependentData(queryClient);
}

export function endSession(queryClient: QueryClient) {
  clearAccessToken();
  queryClient.removeQueries({ queryKey: queryKeys.auth.all });
  refetchUserDependentData(queryClient);
}
