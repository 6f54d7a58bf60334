import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What the mailed invitation link carries beside the token: only the server can compute it, and only the
 * mail holds it (the consultant's dialog shows the plain token), so presenting it proves the reader
 * received the mail sent to the invited address.
 */
export function invitationProof(secret: string, token: string): string {
  return createHmac('sha256', secret).update(`invitation-proof:${token}`).digest('base64url');
}

export function isInvitationProof(secret: string, token: string, proof: string): boolean {
  const expected = Buffer.from(invitationProof(secret, token));
  const given = Buffer.from(proof);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
