// `npm run openapi`: writes docs/openapi.json, the committed API contract (a test fails when it is stale).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../src/db/client.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';

// The document routes need a store and a signing secret to be registered; nothing is stored.
const scratch = mkdtempSync(join(tmpdir(), 'absenza-openapi-'));
const config = loadConfig({
  APP_ENV: 'local',
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: 'false',
  DATA_DIR: scratch,
  DOCUMENT_SIGNING_SECRET: 'openapi-document-signing-secret-0123456789',
});
const database = await createDatabase({ kind: 'pglite', dataDir: 'memory://' });
const app = await buildApp({ config, database, logger: false });
await app.ready();
// One space of indentation: the document stays readable in diffs and under 2 MB (the tenant configuration schema is
// inlined in each of its routes; giving it a component id is the real fix).
writeFileSync('docs/openapi.json', `${JSON.stringify(app.swagger(), null, 1)}\n`);
await app.close();
await database.close();
rmSync(scratch, { recursive: true, force: true });
console.log('docs/openapi.json written');
