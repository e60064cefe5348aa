// Signed addresses for document content (issue 11): a client PUTs a file to, or GETs a file from, an address that
// carries its own permission: HMAC-SHA256 over the method, tenant, document and expiry, with a server secret. No
// session is needed (a browser, a payroll system or a download link in a new tab can use it), nothing else can be
// reached with it, and it stops working at its expiry. Compared in constant time.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API_PREFIX } from '../../../contracts/endpoint.ts';

export type SignedMethod = 'PUT' | 'GET';
export type SignedAddress = { uri: string; expiresAt: string };

/** How long an upload or download address stays valid. */
export const SIGNED_URL_TTL_MS = 15 * 60_000;

export function documentContentPath(documentId: string): string {
  return `${API_PREFIX.modular}/documents/${documentId}/content`;
}

export class UrlSigner {
  readonly #secret: Buffer;

  constructor(secret: string | Buffer) {
    this.#secret = Buffer.isBuffer(secret) ? secret : Buffer.from(secret, 'utf8');
    if (this.#secret.length < 32) throw new Error('the signing secret needs at least 32 bytes');
  }

  #signature(method: SignedMethod, tenantId: string, documentId: string, expires: number): Buffer {
    return createHmac('sha256', this.#secret).update(`${method}\n${tenantId}\n${documentId}\n${expires}`).digest();
  }

  /** A relative address (same origin as the API) with tenant, expiry and signature in the query. */
  sign(method: SignedMethod, tenantId: string, documentId: string, now: Date = new Date()): SignedAddress {
    const expires = Math.floor((now.getTime() + SIGNED_URL_TTL_MS) / 1000);
    const signature = this.#signature(method, tenantId, documentId, expires).toString('base64url');
    const query = new URLSearchParams({ tenantId, expires: String(expires), signature });
    return {
      uri: `${documentContentPath(documentId)}?${query}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  /** 'valid', 'expired' or 'invalid' (wrong signature, other method, tenant or document). */
  verify(
    method: SignedMethod,
    tenantId: string,
    documentId: string,
    expires: number,
    signature: string,
    now: Date = new Date(),
  ): 'valid' | 'expired' | 'invalid' {
    const expected = this.#signature(method, tenantId, documentId, expires);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return expires * 1000 < now.getTime() ? 'expired' : 'valid';
  }
}

/**
 * The configured secret, or (outside production and staging, where the configuration requires one) a random key
 * kept in the document directory, so that every process on this machine signs alike and addresses survive a restart.
 */
export async function resolveSigningSecret(config: { storeDir: string; signingSecret: string | null }) {
  if (config.signingSecret) return config.signingSecret;
  const file = join(config.storeDir, '.signing-key');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not created yet
  }
  await mkdir(config.storeDir, { recursive: true });
  const created = randomBytes(32).toString('base64url');
  try {
    await writeFile(file, created, { flag: 'wx', mode: 0o600 });
    return created;
  } catch {
    // another process created it first: use theirs
    return (await readFile(file, 'utf8')).trim();
  }
}
