import { randomBytes } from 'node:crypto';

/** 32 random bytes in base64url (43 characters): for addresses whose only key is the address. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}
