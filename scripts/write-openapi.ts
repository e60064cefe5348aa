// `npm run openapi`: writes docs/openapi.json, the committed API contract (a test fails when it is stale).
import { writeFileSync } from 'node:fs';
import { createDatabase } from '../src/db/client.ts';
import { buildApp } from '../src/server/app.ts';
import { testConfig } from '../src/testing/test-config.ts';

const database = await createDatabase({ kind: 'pglite', dataDir: 'memory://' });
const app = await buildApp({ config: testConfig(), database, logger: false });
await app.ready();
// One space of indentation: the document stays readable in diffs and under 2 MB (the tenant configuration schema is
// inlined in each of its routes; giving it a component id is the real fix).
writeFileSync('docs/openapi.json', `${JSON.stringify(app.swagger(), null, 1)}\n`);
await app.close();
await database.close();
console.log('docs/openapi.json written');
