import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Record ids for links opened without a sign-in (a customer's proposal). The id is sealed with
 * AES-256-GCM under a key derived from ENCRYPTION_SECRET, together with what kind of record it
 * names, so a link cannot be guessed from another, and an altered one fails authentication instead
 * of opening some other record. Each sealing uses a fresh nonce: two links to one record differ.
 */
export interface EncryptedIds {
  seal(purpose: string, id: number): string;
  /** The id, or null when the text was altered, cut short, or sealed for another purpose or key. */
  open(purpose: string, text: string): number | null;
}

const NONCE = 12;
const TAG = 16;

export function encryptedIds(secret: string): EncryptedIds {
  const key = createHash('sha256').update(`encrypted-ids:${secret}`).digest();
  return {
    seal(purpose, id) {
      const nonce = randomBytes(NONCE);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(purpose));
      const body = Buffer.concat([cipher.update(String(id), 'utf8'), cipher.final()]);
      return Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(purpose, text) {
      if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
      const raw = Buffer.from(text, 'base64url');
      if (raw.length <= NONCE + TAG) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, NONCE));
        decipher.setAAD(Buffer.from(purpose));
        decipher.setAuthTag(raw.subarray(NONCE, NONCE + TAG));
        const plain = Buffer.concat([
          decipher.update(raw.subarray(NONCE + TAG)),
          decipher.final(),
        ]).toString();
        const id = Number(plain);
        return /^[1-9]\d{0,15}$/.test(plain) && Number.isSafeInteger(id) ? id : null;
      } catch {
        return null;
      }
    },
  };
}
