import { queryOptions } from '@tanstack/react-query';
import { toast } from '~/web/lib/toast';
import type { InvitationInfo } from '~/domain/invites';
import { INVITE_MESSAGES } from '~/domain/invite-texts';
import { api, ApiError } from './api';

/**
 * GET /api/invites/:token, public: who invited which email and whether it is still valid (never whether that
 * email has an account). Shared by the invitation route and the invite-aware sign-in and sign-up screens.
 */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) =>
      api<InvitationInfo>(`/api/invites/${encodeURIComponent(token)}`, { signal, signOutOn401: false }),
    staleTime: 60_000,
  });

/**
 * Where a client goes after signing in or up through an invitation reached without the mailed link's
 * proof while their email is unconfirmed: the invitation page, which asks for the confirmation mail first.
 */
export const confirmationPath = (token: string) => `/invite/${encodeURIComponent(token)}`;

/**
 * Whether the invitation check failed because there is no such invitation (404), or because the token is
 * not even token-shaped (400), as opposed to the check itself failing (network, server error).
 */
export const invitationNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * Accepts the invitation for the signed-in client and says so: 'Invitation acceptée', or the server's reason
 * (already used, another email...). Never throws, so the caller carries on to the dashboard either way.
 * `proof` comes from the mailed link and confirms the email on the way.
 */
export async function acceptInvitation(token: string, proof?: string): Promise<boolean> {
  try {
    await api(`/api/invites/${encodeURIComponent(token)}/accept`, {
      method: 'POST',
      json: proof ? { proof } : {},
    });
    toast.success(INVITE_MESSAGES.accepted);
    return true;
  } catch (error) {
    toast.error(INVITE_MESSAGES.acceptFailed, {
      description: error instanceof Error && error.message ? error.message : undefined,
    });
    return false;
  }
}
