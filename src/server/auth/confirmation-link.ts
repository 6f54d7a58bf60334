import { EMAIL_CONFIRMED_PATH } from '~/domain/roles';

/**
 * Where a confirmation link may lead once followed: the page saying the address is confirmed (or that the link
 * no longer works), or back to the invitation being accepted.
 */
const INVITATION_PATH = /^\/invite\/[A-Za-z0-9_-]{16,100}$/;

/** The page the confirmation mail leads back to: the invitation reached through a copied link, if any. */
export const confirmationCallback = (inviteToken?: string) =>
  inviteToken && INVITATION_PATH.test(`/invite/${inviteToken}`)
    ? `/invite/${inviteToken}`
    : EMAIL_CONFIRMED_PATH;

/** better-auth's confirmation link, with any callback other than an invitation page replaced by the page above. */
export function confirmationLink(url: string): string {
  const link = new URL(url);
  const callback = link.searchParams.get('callbackURL') ?? EMAIL_CONFIRMED_PATH;
  link.searchParams.set('callbackURL', INVITATION_PATH.test(callback) ? callback : EMAIL_CONFIRMED_PATH);
  return link.toString();
}
