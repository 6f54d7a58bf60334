import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { InvitationInfo } from '~/domain/invites';
import { invitationNotFound, invitationQueryOptions } from '~/web/lib/invitation';

export type Invitation =
  | { status: 'none' }
  | { status: 'loading'; token: string }
  | { status: 'valid'; token: string; info: InvitationInfo }
  | { status: 'invalid'; token: string }
  | { status: 'failed'; token: string };

/** The invitation of `?inviteToken=`, when the sign-in or sign-up screen was reached through one. */
export function useInvitation(): Invitation {
  const [params] = useSearchParams();
  const token = params.get('inviteToken') ?? '';
  const query = useQuery({ ...invitationQueryOptions(token), enabled: token !== '' });
  if (!token) return { status: 'none' };
  if (query.isPending) return { status: 'loading', token };
  if (query.isError) {
    const gone = invitationNotFound(query.error);
    return { status: gone ? 'invalid' : 'failed', token };
  }
  return query.data.isValid ? { status: 'valid', token, info: query.data } : { status: 'invalid', token };
}

/** The proof of the mailed invitation link (`?proof=`); absent when the link was copied and passed on. */
export function useInvitationProof(): string | undefined {
  const [params] = useSearchParams();
  return params.get('proof') || undefined;
}

/** The token to accept after signing in or up: only a valid invitation's. */
export const tokenToAccept = (invitation: Invitation) =>
  invitation.status === 'valid' ? invitation.token : null;
