// Carriers (payouts, issue 15; decision 0031) through HTTP: create, list, get and update with a revision conflict;
// the payment-file rules on the data (SPS characters and lengths, CH postcode, IBAN valid and not a QR-IBAN, BIC);
// a tenant's assignment per coverage line with an unknown carrier refused; every write audited; admins only.
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/identity.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import {
  createAdminUser,
  createSignedInUser,
  signIn,
  type TestSession,
} from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { carriersByCoverageLine } from './carriers.service.ts';

const CARRIERS = '/api/modular/admin/carrier';

/** A Bern insurer; CH23 0079 0016 2523 3479 0 has valid check digits and a bank (not a QR) IID. */
const BERN = {
  name: 'Berner Taggeld AG',
  payingUnitName: 'Leistungsabteilung',
  streetName: 'Bahnhofplatz',
  buildingNumber: '1',
  postCode: '3011',
  townName: 'Bern',
  country: 'CH',
  iban: 'CH23 0079 0016 2523 3479 0',
  bic: null,
  contactName: 'Petra Muster',
  contactPhone: '+41 31 123 45 67',
  contactEmail: 'leistungen@berner-taggeld.example.ch',
};

describe.each(testBackends())('carriers on %s', (backend) => {
  const ctx = useTestApp(backend);
  let admin: TestSession;
  let hr: TestSession;
  let tenantId = '';

  beforeAll(async () => {
    admin = await signIn(ctx.app, { kind: 'admin', id: (await createAdminUser(ctx.database)).id });
    tenantId = (await createTenant(ctx.database, { name: 'Träger AG' })).id;
    ({ session: hr } = await createSignedInUser(ctx.app, ctx.database, tenantId, 'HR_Admin'));
  });

  const call = (session: TestSession, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });

  async function create(body: object) {
    const response = await call(admin, 'POST', CARRIERS, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  const carrierAudit = (carrierId: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(isNull(auditLog.tenantId), eq(auditLog.entityType, 'carrier'), eq(auditLog.entityId, carrierId)));

  it('creates, lists, reads and updates a carrier; a stale revision answers 409 REVISION_CONFLICT', async () => {
    const created = await create(BERN);
    expect(created).toMatchObject({
      ...BERN,
      iban: 'CH2300790016252334790',
      revision: 1,
      assignmentCount: 0,
      carrierId: expect.any(String),
    });
    const { carrierId } = created;

    const listed = await call(admin, 'GET', CARRIERS);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items.map((item: { carrierId: string }) => item.carrierId)).toContain(carrierId);

    const read = await call(admin, 'GET', `${CARRIERS}/${carrierId}`);
    expect([read.statusCode, read.json()]).toEqual([200, created]);

    const updated = await call(admin, 'PUT', `${CARRIERS}/${carrierId}`, {
      ...BERN,
      townName: 'Bern Bahnhof',
      bic: 'bekb chbb xxx',
      revision: 1,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ townName: 'Bern Bahnhof', bic: 'BEKBCHBBXXX', revision: 2 });

    const stale = await call(admin, 'PUT', `${CARRIERS}/${carrierId}`, { ...BERN, townName: 'Thun', revision: 1 });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'REVISION_CONFLICT', currentRevision: 2 });
    expect((await call(admin, 'GET', `${CARRIERS}/${carrierId}`)).json().townName).toBe('Bern Bahnhof');

    // The same data again writes nothing: the revision stays and no audit entry is added.
    const same = await call(admin, 'PUT', `${CARRIERS}/${carrierId}`, {
      ...BERN,
      townName: 'Bern Bahnhof',
      bic: 'BEKBCHBBXXX',
      revision: 2,
    });
    expect([same.statusCode, same.json().revision]).toEqual([200, 2]);

    const entries = await carrierAudit(carrierId);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['carrier.create', 'carrier.update']);
    expect(entries.find((entry) => entry.action === 'carrier.update')).toMatchObject({
      actorType: 'admin',
      before: { townName: 'Bern', bic: null },
      after: { townName: 'Bern Bahnhof', bic: 'BEKBCHBBXXX' },
    });
  });

  it('answers 404 CARRIER_NOT_FOUND for an unknown carrier and 409 CARRIER_NAME_TAKEN for a second name', async () => {
    const unknown = '00000000-0000-4000-8000-0000000000c1';
    const read = await call(admin, 'GET', `${CARRIERS}/${unknown}`);
    expect([read.statusCode, read.json().code]).toEqual([404, 'CARRIER_NOT_FOUND']);
    const update = await call(admin, 'PUT', `${CARRIERS}/${unknown}`, BERN);
    expect([update.statusCode, update.json().code]).toEqual([404, 'CARRIER_NOT_FOUND']);

    await create({ ...BERN, name: 'Zweit Versicherung AG' });
    const twice = await call(admin, 'POST', CARRIERS, { ...BERN, name: 'ZWEIT versicherung ag' });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'CARRIER_NAME_TAKEN']);
    const other = await create({ ...BERN, name: 'Dritt Versicherung AG' });
    const renamed = await call(admin, 'PUT', `${CARRIERS}/${other.carrierId}`, {
      ...BERN,
      name: 'Zweit Versicherung AG',
    });
    expect([renamed.statusCode, renamed.json().code]).toEqual([409, 'CARRIER_NAME_TAKEN']);
  });

  const refused = async (body: object) => {
    const response = await call(admin, 'POST', CARRIERS, body);
    expect(response.statusCode, response.body).toBe(400);
    return (response.json().errors as { path: string; message: string }[]).map((error) => [error.path, error.message]);
  };

  it('refuses a QR-IBAN, an invalid or foreign IBAN and a malformed BIC, each at its field', async () => {
    expect(await refused({ ...BERN, name: 'QR AG', iban: 'CH44 3199 9123 0008 8901 2' })).toEqual([
      ['iban', "A QR-IBAN cannot be the carrier's account: enter the account's ordinary IBAN"],
    ]);
    expect(await refused({ ...BERN, name: 'Prüfziffer AG', iban: 'CH24 0079 0016 2523 3479 0' })).toEqual([
      ['iban', 'Invalid IBAN checksum'],
    ]);
    expect(await refused({ ...BERN, name: 'Format AG', iban: 'not an iban' })).toEqual([
      ['iban', 'Must be an IBAN (e.g. CH93 0076 2011 6238 5295 7)'],
    ]);
    expect(await refused({ ...BERN, name: 'Ausland AG', iban: 'DE89 3704 0044 0532 0130 00' })).toEqual([
      ['iban', 'A domestic account needs a Swiss or Liechtenstein IBAN (CH or LI)'],
    ]);
    expect(await refused({ ...BERN, name: 'BIC AG', bic: 'BEKB' })).toEqual([
      ['bic', 'Must be a BIC of 8 or 11 characters (e.g. UBSWCHZH80A)'],
    ]);
  });

  it('refuses characters outside the SPS set, texts over the pain.001 lengths and a CH postcode of 5 digits', async () => {
    const sps =
      'Must contain only characters allowed in Swiss payments (Latin letters, also with accents, digits and common ' +
      'punctuation; no emoji, Greek or Cyrillic letters)';
    expect(await refused({ ...BERN, name: 'Omega Ω AG' })).toEqual([['name', sps]]);
    expect(await refused({ ...BERN, name: 'Emoji AG', payingUnitName: 'Leistungen 💶' })).toEqual([
      ['payingUnitName', sps],
    ]);
    expect(await refused({ ...BERN, name: 'Kyrill AG', townName: 'Берн', contactName: 'Ωmega' })).toEqual([
      ['townName', sps],
      ['contactName', sps],
    ]);
    expect(await refused({ ...BERN, name: 'Lang AG', streetName: 'S'.repeat(71), townName: 'T'.repeat(36) })).toEqual([
      ['streetName', 'At most 70 characters'],
      ['townName', 'At most 35 characters'],
    ]);
    expect(await refused({ ...BERN, name: 'Nummer AG', buildingNumber: '1'.repeat(17) })).toEqual([
      ['buildingNumber', 'At most 16 characters'],
    ]);
    expect(await refused({ ...BERN, name: 'PLZ AG', postCode: '30111' })).toEqual([
      ['postCode', 'Must be a Swiss postcode (4 digits)'],
    ]);
    // Accented Latin letters are in the set; a foreign postcode may have 5 digits.
    const accented = await create({
      ...BERN,
      name: 'Assurance Générale Śląsk SA',
      townName: 'München',
      postCode: '80331',
      country: 'DE',
      buildingNumber: null,
    });
    expect(accented).toMatchObject({ name: 'Assurance Générale Śląsk SA', buildingNumber: null });
  });

  it('assigns a carrier to each coverage line of a tenant; an unknown carrier answers 400 UNKNOWN_CARRIER', async () => {
    const carriers = `/api/modular/admin/tenant/${tenantId}/carriers`;
    const initial = await call(admin, 'GET', carriers);
    expect([initial.statusCode, initial.json()]).toEqual([200, { tenantId, KTG: null, UVG: null, UVGZ: null }]);

    const ktg = await create({ ...BERN, name: 'KTG Träger AG' });
    const uvg = await create({ ...BERN, name: 'UVG Träger AG' });
    const assigned = await call(admin, 'PUT', carriers, {
      KTG: ktg.carrierId,
      UVG: uvg.carrierId,
      UVGZ: uvg.carrierId,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toEqual({ tenantId, KTG: ktg.carrierId, UVG: uvg.carrierId, UVGZ: uvg.carrierId });
    expect((await call(admin, 'GET', carriers)).json()).toEqual(assigned.json());
    expect((await call(admin, 'GET', `${CARRIERS}/${uvg.carrierId}`)).json().assignmentCount).toBe(2);

    const unknown = '00000000-0000-4000-8000-0000000000c2';
    const refusedAssignment = await call(admin, 'PUT', carriers, { KTG: ktg.carrierId, UVG: unknown, UVGZ: null });
    expect(refusedAssignment.statusCode, refusedAssignment.body).toBe(400);
    expect(refusedAssignment.json()).toMatchObject({
      code: 'UNKNOWN_CARRIER',
      coverageLine: 'UVG',
      carrierId: unknown,
    });
    expect((await call(admin, 'GET', carriers)).json()).toEqual(assigned.json());

    const removed = await call(admin, 'PUT', carriers, { KTG: ktg.carrierId, UVG: uvg.carrierId, UVGZ: null });
    expect(removed.json()).toEqual({ tenantId, KTG: ktg.carrierId, UVG: uvg.carrierId, UVGZ: null });

    // The payouts service's lookup, in the tenant's transaction.
    const found = await ctx.database.withTenant(tenantId, (tx) => carriersByCoverageLine(tx, tenantId));
    expect(found.get('KTG')).toMatchObject({ id: ktg.carrierId, name: 'KTG Träger AG', iban: 'CH2300790016252334790' });
    expect(found.get('UVG')).toMatchObject({ id: uvg.carrierId });
    expect(found.has('UVGZ')).toBe(false);

    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.action, 'tenant-carriers.replace')));
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual(
      expect.arrayContaining([
        [
          { KTG: null, UVG: null, UVGZ: null },
          { KTG: ktg.carrierId, UVG: uvg.carrierId, UVGZ: uvg.carrierId },
        ],
        [{ UVGZ: uvg.carrierId }, { UVGZ: null }],
      ]),
    );
    expect(entries).toHaveLength(2);
  });

  it('refuses every carrier route to a tenant user (403)', async () => {
    const requests: [method: 'GET' | 'POST' | 'PUT', url: string, body?: object][] = [
      ['GET', CARRIERS],
      ['POST', CARRIERS, BERN],
      ['GET', `${CARRIERS}/00000000-0000-4000-8000-0000000000c3`],
      ['PUT', `${CARRIERS}/00000000-0000-4000-8000-0000000000c3`, BERN],
      ['GET', `/api/modular/admin/tenant/${tenantId}/carriers`],
      ['PUT', `/api/modular/admin/tenant/${tenantId}/carriers`, { KTG: null, UVG: null, UVGZ: null }],
    ];
    for (const [method, url, body] of requests) {
      const response = await call(hr, method, url, body);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
    }
  });
});
