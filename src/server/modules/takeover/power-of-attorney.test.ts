// The power of attorney names the insurer it authorises and speaks the person's language (issue 28 section 5;
// decision 0043): a German-speaking company whose KTG carrier is "Taggeld Assicurazioni SA", an Italian-speaking
// employee sick from 02.03.2026; the route's PDF read back with pdftotext.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cases } from '../../../db/schema/cases.ts';
import { tenants } from '../../../db/schema/tenants.ts';
import { BERN_CARRIER_ACCOUNT } from '../../../testing/factories/carrier.factory.ts';
import { processPendingEvents } from '../../../testing/factories/domain-event.factory.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { configureTenantForTest } from '../../../testing/factories/tenant-configuration.factory.ts';
import { createAdminUser, createSignedInUser, signIn } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { powerOfAttorneyContent, powerOfAttorneyLanguage } from './power-of-attorney.ts';

const hasPoppler = spawnSync('pdftotext', ['-v']).error === undefined;
const directory = mkdtempSync(join(tmpdir(), 'power-of-attorney-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('powerOfAttorneyLanguage', () => {
  it('is the person’s language, else the tenant’s, else German', () => {
    expect(powerOfAttorneyLanguage('IT', 'DE')).toBe('it');
    expect(powerOfAttorneyLanguage(null, 'FR')).toBe('fr');
    expect(powerOfAttorneyLanguage('RM', 'EN')).toBe('en');
    expect(powerOfAttorneyLanguage(null)).toBe('de');
  });

  it('names the insurer in the facts and the authorisation; without one, the company’s insurer as before', () => {
    const facts = {
      companyName: 'Muster AG',
      firstName: 'Giulia',
      lastName: 'Bernasconi',
      personnelNumber: null,
      dateOfBirth: null,
      caseId: 'c',
      caseNumber: 3,
      claimType: 'SICK' as const,
      absentFrom: '2026-03-02',
      correspondenceLanguage: 'DE',
    };
    const named = powerOfAttorneyContent({ ...facts, insurerName: 'Taggeld AG' }).blocks;
    expect(named).toContainEqual({ kind: 'field', label: 'Versicherer', value: 'Taggeld AG' });
    expect(named).toContainEqual(
      expect.objectContaining({
        kind: 'paragraph',
        text: expect.stringMatching(/^Ich ermächtige den Versicherer Taggeld AG, /),
      }),
    );
    const unnamed = powerOfAttorneyContent(facts).blocks;
    expect(unnamed.some((block) => block.kind === 'field' && block.label === 'Versicherer')).toBe(false);
    expect(unnamed).toContainEqual(
      expect.objectContaining({ text: expect.stringMatching(/^Ich ermächtige den Versicherer der Muster AG, /) }),
    );
  });
});

describe.each(testBackends())('the power of attorney route on %s', (backend) => {
  const ctx = useTestApp(backend);

  it('names the KTG carrier and is in the person’s Italian, though the company writes German (PDF read back)', async () => {
    const tenant = await createTenant(ctx.database, { name: `Vollmacht AG ${randomUUID().slice(0, 8)}` });
    await configureTenantForTest(ctx.database, tenant.id);
    const [company] = await ctx.database.db.select().from(tenants).where(eq(tenants.id, tenant.id));
    expect(company?.defaultCorrespondenceLanguage).toBe('DE');
    const carrierName = `Taggeld Assicurazioni SA ${randomUUID().slice(0, 8)}`;
    const carrierId = randomUUID();
    await ctx.database.db.execute(sql`insert into carriers (id, name, paying_unit_name, street_name, building_number,
        post_code, town_name, country, iban, contact_name)
      values (${carrierId}, ${carrierName}, 'Prestazioni', ${BERN_CARRIER_ACCOUNT.streetName},
        ${BERN_CARRIER_ACCOUNT.buildingNumber}, ${BERN_CARRIER_ACCOUNT.postCode}, ${BERN_CARRIER_ACCOUNT.townName},
        'CH', ${BERN_CARRIER_ACCOUNT.iban}, 'Paola Prestazioni')`);
    await ctx.database.withTenant(tenant.id, (tx) =>
      tx.execute(sql`insert into tenant_carriers (tenant_id, coverage_line, carrier_id)
          values (${tenant.id}, 'KTG', ${carrierId})`),
    );
    await createEmployeeRecord(ctx.database, tenant.id, 'K-IT', {
      firstName: 'Giulia',
      lastName: 'Bernasconi',
      data: {
        correspondenceLanguage: 'IT',
        processingGroupId: 'MONTHLY',
        dateOfEmployment: '2020-01-01',
        salaryBasis: 'MONTHLY',
        wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
        policies: [{ policyType: 'KTG', policyNumber: 'KTG-1' }],
      },
    });
    const { session: hr } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const recorded = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/absence',
      headers: hr.headers,
      payload: { employeeId: 'K-IT', startDate: '2026-03-02', endDate: '2026-03-20', type: 'SICK', percentage: 100 },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(await processPendingEvents(ctx.database, tenant.id)).toMatchObject({ failed: 0 });
    const [sickCase] = await ctx.database.withTenant(tenant.id, (tx) =>
      tx.select().from(cases).where(eq(cases.employeeId, 'K-IT')),
    );
    expect(sickCase).toBeDefined();

    const admin = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
    const generated = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/admin/tenant/${tenant.id}/power-of-attorney/${sickCase?.id}`,
      headers: admin.headers,
    });
    expect(generated.statusCode, generated.body).toBe(200);
    expect(generated.json()).toMatchObject({ language: 'it' });
    const download = await ctx.app.inject({ method: 'GET', url: generated.json().uri });
    expect(download.statusCode).toBe(200);
    expect(hasPoppler, 'pdftotext is missing: apt-get install poppler-utils').toBe(true);
    const path = join(directory, `${backend}.pdf`);
    writeFileSync(path, download.rawPayload);
    // pdftotext without -layout: the paragraph's words in reading order (lines joined with spaces).
    const text = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Procura per l’ottenimento di informazioni mediche');
    expect(text).toContain(`Assicuratore ${carrierName}`);
    expect(text).toContain(`Autorizzo l’assicuratore ${carrierName} a ottenere dai medici`);
    expect(text).not.toContain('Vollmacht');
  });
});
