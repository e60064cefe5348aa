// `npm run openapi`: writes docs/openapi.json, the committed API contract (a test fails when it is stale).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../src/db/client.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';

/**
 * The document with one line per route and one line per component schema: a diff names the routes and schemas that
 * changed, and the file stays small (indented, it had passed 2 MB; compact, it is about 1.4 MB). The tenant
 * configuration is one component (TenantConfiguration), not a copy per route.
 */
function openApiText(document: Record<string, unknown>): string {
  const entries = (value: Record<string, unknown>, indent: string, line: (item: unknown) => string) =>
    Object.entries(value)
      .map(([key, item]) => `${indent}${JSON.stringify(key)}: ${line(item)}`)
      .join(',\n');
  const top = Object.entries(document).map(([key, value]) => {
    const name = JSON.stringify(key);
    if (key === 'paths')
      return ` ${name}: {\n${entries(value as Record<string, unknown>, '  ', (item) => JSON.stringify(item))}\n }`;
    if (key === 'components') {
      const groups = entries(
        value as Record<string, unknown>,
        '  ',
        (group) => `{\n${entries(group as Record<string, unknown>, '   ', (item) => JSON.stringify(item))}\n  }`,
      );
      return ` ${name}: {\n${groups}\n }`;
    }
    return ` ${name}: ${JSON.stringify(value)}`;
  });
  return `{\n${top.join(',\n')}\n}\n`;
}

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
writeFileSync('docs/openapi.json', openApiText(app.swagger() as Record<string, unknown>));
await app.close();
await database.close();
rmSync(scratch, { recursive: true, force: true });
console.log('docs/openapi.json written');
