import webPush from 'web-push';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushMessage = { title: string; body: string; url: string; tag: string };
export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The push services browsers use (Chrome's, Firefox's, Edge's, Safari's): a subscription names where the server
 * will POST, so any other host would let a caller make the server reach an address of its choosing.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

export function isPushServiceEndpoint(endpoint: string, allowLocal = false): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowLocal && url.protocol === 'http:' && url.hostname === '127.0.0.1') return true;
  return (
    url.protocol === 'https:' &&
    !url.port &&
    PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))
  );
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

/**
 * Encrypts the message for the device (aes128gcm, RFC 8291) and signs the request (VAPID, RFC 8292) with the
 * `web-push` library, then sends it: 'gone' when the push service no longer knows the subscription.
 */
export async function sendPush(
  target: PushTarget,
  message: PushMessage,
  vapid: VapidKeys & { subject: string },
): Promise<PushOutcome> {
  const request = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    {
      vapidDetails: vapid,
      TTL: 24 * 3600,
      urgency: 'normal',
      // One notification per round: a round sent again after a crash replaces its first copy on the device.
      topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
    },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : null,
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  if (!response) return 'failed';
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) return 'gone';
  return response.ok ? 'sent' : 'failed';
}
