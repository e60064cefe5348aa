// Documents for tests: stored (bytes in the test blob store) or pending (announced, content not yet sent), and the
// signed addresses the test app accepts (it signs with testConfig's secret).
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { documents } from '../../db/schema/documents.ts';
import { LocalDiskBlobStore } from '../../server/platform/documents/blob-store.ts';
import { type SignedMethod, UrlSigner } from '../../server/platform/documents/signed-urls.ts';
import { testConfig } from '../test-config.ts';

const config = testConfig().documents;
export const testBlobStore = new LocalDiskBlobStore(config.storeDir);
export const testSigner = new UrlSigner(config.signingSecret as string);

export function signedQuery(method: SignedMethod, tenantId: string, documentId: string, now?: Date) {
  const { uri } = testSigner.sign(method, tenantId, documentId, now);
  const query = new URLSearchParams(uri.slice(uri.indexOf('?') + 1));
  return {
    tenantId: query.get('tenantId') as string,
    expires: query.get('expires') as string,
    signature: query.get('signature') as string,
  };
}

export async function createStoredDocument(
  database: Database,
  tenantId: string,
  input: { name?: string; content?: Buffer | string } = {},
) {
  const id = randomUUID();
  const name = input.name ?? 'absences.csv';
  const storageKey = `${tenantId}/${id}`;
  const content = Buffer.from(input.content ?? 'employeeId;startDate\n');
  const stored = await testBlobStore.put(storageKey, [content], { maxBytes: Number.MAX_SAFE_INTEGER });
  const [row] = await database.withTenant(tenantId, (tx) =>
    tx
      .insert(documents)
      .values({
        tenantId,
        id,
        name,
        fileType: name.split('.').pop()?.toLowerCase() ?? '',
        contentType: 'text/csv',
        purpose: 'upload',
        status: 'stored',
        storageKey,
        sizeBytes: stored.sizeBytes,
        sha256: stored.sha256,
        createdByName: 'Test',
        storedAt: new Date().toISOString(),
      })
      .returning(),
  );
  if (!row) throw new Error('document insert returned nothing');
  return row;
}

export async function createPendingDocument(database: Database, tenantId: string, name = 'absences.csv') {
  const id = randomUUID();
  const [row] = await database.withTenant(tenantId, (tx) =>
    tx
      .insert(documents)
      .values({
        tenantId,
        id,
        name,
        fileType: name.split('.').pop()?.toLowerCase() ?? '',
        contentType: 'text/csv',
        purpose: 'upload',
        storageKey: `${tenantId}/${id}`,
        createdByName: 'Test',
      })
      .returning(),
  );
  if (!row) throw new Error('document insert returned nothing');
  return row;
}
