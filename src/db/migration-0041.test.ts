// Migration 0041 (issue 30, decision 0053): the new data issue type ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH is enabled,
// as a new configuration version by the system, for a tenant whose current configuration enables every type the
// product had before; a tenant that switched a type off keeps its list. The migration's SQL runs again here on
// configurations stored as they were before it.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ISSUE_TYPES } from '../contracts/tenant.ts';
import { createTenant } from '../testing/factories/tenant.factory.ts';
import { useTestDatabase } from '../testing/test-app.ts';
import { testBackends } from '../testing/test-databases.ts';
import { rowsOf } from './client.ts';

const NEW_TYPE = 'ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH';
const SPEC_TYPES = ISSUE_TYPES.filter((type) => type !== NEW_TYPE);
const migration = readFileSync(new URL('./migrations/0041_certificate-issue-enabled.sql', import.meta.url), 'utf8');

describe.each(testBackends())('migration 0041 on %s', (backend) => {
  const ctx = useTestDatabase(backend);

  const store = (tenantId: string, version: number, enabledIssueTypes: readonly string[]) =>
    ctx.database.db.execute(sql`
      insert into tenant_configuration_versions (tenant_id, version, configuration, actor_type)
      values (${tenantId}, ${version},
              ${JSON.stringify({ insuranceConfiguration: { issueTypeConfiguration: { absenceGapMaxDays: 10, enabledIssueTypes } } })}::jsonb,
              'user')`);

  const versions = (tenantId: string) =>
    rowsOf<{ version: number; types: string[]; actor_type: string; changed_paths: string[] }>(
      ctx.database.db,
      sql`select version, configuration #> '{insuranceConfiguration,issueTypeConfiguration,enabledIssueTypes}' as types,
                 actor_type, changed_paths
          from tenant_configuration_versions where tenant_id = ${tenantId} order by version`,
    );

  it('enables the new type where all eleven were on (a new version by the system), keeps a choice otherwise', async () => {
    const all = await createTenant(ctx.database);
    const chose = await createTenant(ctx.database);
    const already = await createTenant(ctx.database);
    // `all`: version 1 had a type off, version 2 (current) enables all eleven.
    await store(all.id, 1, SPEC_TYPES.slice(1));
    await store(all.id, 2, SPEC_TYPES);
    // `chose`: the current version has ABSENCE_DUPLICATED off.
    await store(
      chose.id,
      1,
      SPEC_TYPES.filter((type) => type !== 'ABSENCE_DUPLICATED'),
    );
    // `already`: saved after the product had the new type.
    await store(already.id, 1, ISSUE_TYPES);

    await ctx.database.db.execute(sql.raw(migration));
    await ctx.database.db.execute(sql.raw(migration)); // a second run changes nothing

    const allVersions = await versions(all.id);
    expect(allVersions.map((row) => row.version)).toEqual([1, 2, 3]);
    expect(allVersions[2]).toMatchObject({
      types: [...SPEC_TYPES, NEW_TYPE],
      actor_type: 'system',
      changed_paths: ['insuranceConfiguration.issueTypeConfiguration.enabledIssueTypes'],
    });
    expect((await versions(chose.id)).map((row) => row.version)).toEqual([1]);
    expect((await versions(already.id)).map((row) => row.version)).toEqual([1]);
  });
});
