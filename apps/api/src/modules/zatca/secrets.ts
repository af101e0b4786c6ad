import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The unit's private key, certificates and API secrets at rest (decision 167): AES-256-GCM with ZATCA_SECRET_KEY,
 * a fresh 12-byte nonce each time, the tag checked on reading. `zatca1:` then base64 of nonce, tag and ciphertext;
 * the purpose (`what`) is bound as associated data, so a sealed certificate cannot be read back as the key.
 */
export function seal(key: Buffer, what: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(what, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `zatca1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** Reads back what `seal` wrote with the same key and purpose; throws when either differs or it was altered. */
export function unseal(key: Buffer, what: string, sealed: string): string {
  if (!sealed.startsWith('zatca1:')) throw new Error('not a sealed ZATCA secret');
  const bytes = Buffer.from(sealed.slice('zatca1:'.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(what, 'utf8'));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
