/** The signed-in user's info (`GET /admin/user/info`) as a query every area shares under one key. */
import { useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@kontor/api/contract';
import { api } from '../api.js';
import { useSignedIn } from './state.js';

export const USER_INFO_KEY = ['user-info'] as const;

/** Read once per session; a failed read ends the session locally (the client does that), so no retry. */
export const userInfoQuery = {
  queryKey: USER_INFO_KEY,
  queryFn: () => api.auth.userInfo(),
  retry: false,
  staleTime: Infinity,
} as const;

export function useUser(): { user: UserInfo | undefined; isLoading: boolean } {
  const signedIn = useSignedIn();
  const query = useQuery({ ...userInfoQuery, enabled: signedIn });
  return { user: signedIn ? query.data : undefined, isLoading: signedIn && query.isLoading };
}
