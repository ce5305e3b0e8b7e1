/**
 * Seals short secrets at rest (a payout account number) with AES-256-GCM: a random 12-byte nonce,
 * the ciphertext and the tag, base64url, prefixed with the format's version. The key is
 * PAYOUT_ACCOUNT_KEY; a local install without it derives one from the auth secret with HKDF, so
 * nothing readable is ever stored and no key sits beside the data in plain sight.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function secretBoxKey(config: { PAYOUT_ACCOUNT_KEY?: string; BETTER_AUTH_SECRET: string }): Buffer {
  if (config.PAYOUT_ACCOUNT_KEY) return Buffer.from(config.PAYOUT_ACCOUNT_KEY, "base64");
  return Buffer.from(hkdfSync("sha256", config.BETTER_AUTH_SECRET, "expertconnect", "payout-account-key", 32));
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new RangeError("the key must be 32 bytes");
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, nonce);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `${VERSION}.${Buffer.concat([nonce, body, cipher.getAuthTag()]).toString("base64url")}`;
    },
    open(sealed) {
      const [version, data] = sealed.split(".");
      if (version !== VERSION || !data) throw new Error("not a sealed value");
      const raw = Buffer.from(data, "base64url");
      const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(raw.length - 16));
      return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString("utf8");
    },
  };
}
