// The concurrency case of the insurance subunits' edit (decision 0066), part of concurrency.test.ts: five edits of one
// subunit's billing details on the same configuration version — one wins, four get 409; without the version all
// five are saved one after the other (each its own configuration version), and the last one stands whole.
import { expect } from 'vitest';
import { revisionRaces } from '../concurrency.ts';
import type { CaseTable, Env } from './support.ts';

const SUBUNITS = '/api/modular/insurance/subunits';

export const insuranceSubunitsConcurrencyCases = {
  insuranceSubunitUpdate: async (env: Env) => {
    const list = async () =>
      (await env.ctx.app.inject({ method: 'GET', url: SUBUNITS, headers: env.hr.headers })).json();
    const before = await list();
    const bodies = [1, 2, 3, 4, 5].map((n) => ({
      name: `Zürich ${n}`,
      addressLine1: `Bahnhofstrasse ${n}`,
      addressLine2: null,
      streetName: 'Bahnhofstrasse',
      buildingNumber: String(n),
      postalCode: '8001',
      city: 'Zürich',
      country: 'CH',
      iban: 'CH93 0076 2011 6238 5295 7',
      uid: null,
    }));
    const { free } = await revisionRaces(
      env.ctx.app,
      { method: 'PUT', url: `${SUBUNITS}/ZH`, headers: env.hr.headers },
      bodies,
      { field: 'configurationVersion', value: before.configurationVersion },
    );
    const after = await list();
    // One stale winner and five free saves: six new versions (each body differs from the one before it or is the
    // same as the stale winner's, which saves no version: at least five).
    expect(after.configurationVersion).toBeGreaterThanOrEqual(before.configurationVersion + 5);
    // Never a mix of two bodies: the subunit is one body whole, the one saved last.
    const unit = after.items.find((item: { companySubunitId: string }) => item.companySubunitId === 'ZH');
    const n = Number(String(unit.name).slice(-1));
    expect(unit.billing).toMatchObject({ addressLine1: `Bahnhofstrasse ${n}`, buildingNumber: String(n) });
    expect(free.acknowledged).toHaveLength(5);
  },
} satisfies CaseTable;
