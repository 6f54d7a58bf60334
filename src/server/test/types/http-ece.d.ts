// The tests decrypt what the server pushes with the library web-push encrypts it with (it ships no types).
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  const ece: {
    decrypt(
      body: Buffer,
      params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer | string },
    ): Buffer;
  };
  export default ece;
}
