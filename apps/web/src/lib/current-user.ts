import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser, currentUserReplySchema } from '@wohnwerk/contract/auth';
import { api } from './api-client.ts';
import { useAccessToken } from './auth-token.ts';
import { queryKeys } from './query-keys.ts';

async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  const response = await api.get<z.infer<typeof currentUserReplySchema>>('/user', { signal });
  return response.data;
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.auth.currentUser(),
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
  });

/**
 * The signed-in user, or null for a guest. Without a token nothing is requested; a 401
 * clears the token in the api client, which turns this back into the guest state.
 */
export function useCurrentUser() {
  const token = useAccessToken();
  const query = useQuery({ ...currentUserQueryOptions(), enabled: token !== null });
  return {
    user: token ? (query.data ?? null) : null,
    isSignedIn: token !== null,
    isPending: token !== null && query.isPending,
    error: token ? query.error : null,
    refetch: query.refetch,
  };
}

export function isStaff(user: CurrentUser | null): boolean {
  return user !== null && (user.is_admin || user.role === 'staff' || user.role === 'admin');
}

/** Admins may delete and restore in the shop administration (the server's `admin` routes, decision 152). */
export function isAdmin(user: CurrentUser | null): boolean {
  return user !== null && (user.is_admin || user.role === 'admin');
}

/** A seller's user (role seller, bound to one seller): the /seller portal is theirs (decision 169). */
export function isSeller(user: CurrentUser | null): boolean {
  return user !== null && user.role === 'seller';
}
