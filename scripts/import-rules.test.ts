import { describe, expect, it } from 'vitest';
import { brokenRule, isTestCode } from './import-rules.ts';

describe('the import rules', () => {
  it('tells test code from production code', () => {
    expect(isTestCode('src/server/modules/cases/cases.reads.test.ts')).toBe(true);
    expect(isTestCode('src/testing/factories/tenant.factory.ts')).toBe(true);
    expect(isTestCode('bench/derivation.ts')).toBe(true);
    expect(isTestCode('e2e/harness.ts')).toBe(true);
    expect(isTestCode('web/src/features/cases/cases-search.test.ts')).toBe(true);
    expect(isTestCode('src/server/modules/cases/cases.service.ts')).toBe(false);
    expect(isTestCode('scripts/write-openapi.ts')).toBe(false);
  });

  it('keeps test support and benchmarks out of production code, not out of tests', () => {
    expect(brokenRule('src/server/app.ts', 'src/testing/test-config.ts')).toMatch(/test support/);
    expect(brokenRule('scripts/write-openapi.ts', 'bench/support.ts')).toMatch(/benchmarks/);
    expect(brokenRule('web/src/app/router.tsx', 'web/src/testing/render.tsx')).toMatch(/test support/);
    expect(brokenRule('src/domain/sick-pay/engine.ts', 'src/domain/sick-pay/test-support.ts')).toMatch(/test support/);
    expect(brokenRule('src/server/modules/cases/cases.reads.test.ts', 'src/testing/test-config.ts')).toBeNull();
    expect(brokenRule('bench/cases.ts', 'src/testing/factories/case-world.factory.ts')).toBeNull();
  });

  it('keeps the domain pure and the contracts on contracts and domain', () => {
    expect(brokenRule('src/domain/derivation/cases.ts', 'src/domain/sick-pay/index.ts')).toBeNull();
    expect(brokenRule('src/domain/derivation/cases.ts', 'zod')).toBeNull();
    expect(brokenRule('src/domain/derivation/cases.ts', 'src/contracts/employees.ts')).toBe(
      'src/domain imports only src/domain',
    );
    expect(brokenRule('src/domain/derivation/cases.ts', 'src/db/schema/cases.ts')).toBe(
      'src/domain imports only src/domain',
    );
    expect(brokenRule('src/domain/dates.ts', 'node:fs')).toBe('src/domain is pure: no Node.js built-ins');
    expect(brokenRule('src/contracts/tenant.ts', 'src/domain/absences/issues.ts')).toBeNull();
    expect(brokenRule('src/contracts/tenant.ts', 'src/server/app-error.ts')).toBe(
      'src/contracts imports only src/contracts and src/domain',
    );
  });

  it('keeps the layers below the server apart from it', () => {
    expect(brokenRule('src/db/seed.ts', 'src/server/modules/tenant/index.ts')).toMatch(/data layer/);
    expect(brokenRule('src/server/platform/documents/runtime.ts', 'src/server/modules/documents/index.ts')).toMatch(
      /infrastructure/,
    );
    expect(brokenRule('src/server/platform/domain-events.ts', 'src/server/platform/job-queue.ts')).toBeNull();
  });

  it('lets other code reach a server module through its index.ts (and the app its routes) only', () => {
    expect(brokenRule('src/server/modules/payouts/payouts.service.ts', 'src/server/modules/cases/index.ts')).toBeNull();
    expect(
      brokenRule('src/server/modules/payouts/payouts.service.ts', 'src/server/modules/payouts/payouts.repository.ts'),
    ).toBeNull();
    expect(brokenRule('src/server/app.ts', 'src/server/modules/cases/cases.routes.ts')).toBeNull();
    expect(
      brokenRule('src/server/modules/payouts/payouts.service.ts', 'src/server/modules/cases/cases.repository.ts'),
    ).toBe('other code reaches the server module "cases" only through src/server/modules/cases/index.ts');
    expect(brokenRule('src/server/jobs/domain-events.ts', 'src/server/modules/derivation/derive.ts')).toMatch(
      /only through src\/server\/modules\/derivation\/index.ts/,
    );
    // Tests may reach into any module.
    expect(
      brokenRule('src/server/access/cross-tenant.test.ts', 'src/server/modules/cases/cases.repository.ts'),
    ).toBeNull();
  });

  it('lets other code reach a web feature through its index.ts only', () => {
    expect(
      brokenRule('web/src/features/absences/components/team-calendar.tsx', 'web/src/features/employees/index.ts'),
    ).toBeNull();
    expect(
      brokenRule('web/src/features/absences/components/team-calendar.tsx', 'web/src/features/absences/api/keys.ts'),
    ).toBeNull();
    expect(
      brokenRule(
        'web/src/features/absences/components/team-calendar.tsx',
        'web/src/features/employees/components/employee-values.tsx',
      ),
    ).toBe('other code reaches the web feature "employees" only through web/src/features/employees/index.ts');
    expect(brokenRule('web/src/app/router.tsx', 'web/src/features/cases/cases-search.ts')).toMatch(
      /web feature "cases"/,
    );
  });
});
