/** What every way of signing in does once the token is stored: session state, user info, then the remembered page. */
import type { Token } from '@kontor/api/contract';
import { queryClient } from '../../queryClient.js';
import { sessionStarted } from '../../session/lifecycle.js';
import { claimMemberDrafts } from '../../state/memberDrafts.js';
import { userInfoQuery } from '../../session/useUser.js';

/** The tenant to sign in to: `?tenantId=` when given, else the stored one, else the default tenant. */
export function tenantFrom(params: URLSearchParams, stored: string | undefined, fallback: string): string {
  const asked = params.get('tenantId');
  return asked && /^\d+$/.test(asked) ? asked : (stored ?? fallback);
}

export async function completeSignIn(token: Token, tenantId: string): Promise<void> {
  sessionStarted(token.tenant_id ?? tenantId);
  const user = await queryClient.fetchQuery(userInfoQuery);
  claimMemberDrafts(user?.sysUser?.username ?? token.username ?? undefined);
}
