// Personal data never reaches a log line (docs/security.md): real failing writes that carry an IBAN, an AHV number,
// a date of birth and a salary as query parameters go through the real app, its error handler and its logger into
// an in-memory stream; the captured output must not contain those values in any spacing, yet still say what
// failed (SQLSTATE, SQL text, constraint) and for which request.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoggerOptions } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/client.ts';
import { employeeRecords } from '../db/schema/employees.ts';
import { createTenant } from '../testing/factories/tenant.factory.ts';
import { testConfig } from '../testing/test-config.ts';
import { createTestDatabase, type TestDatabase, testBackends } from '../testing/test-databases.ts';
import { buildApp, loggerOptions } from './app.ts';
import { AppError } from './app-error.ts';
import { createLogger, serializeError, withoutQueryValues } from './logging.ts';
import { startJobQueue } from './platform/job-queue.ts';

const IBAN = 'CH93 0076 2011 6238 5295 7';
const AHV = '756.9217.0769.85';
const DATE_OF_BIRTH = '1984-02-29';
const SALARY = '123456.75';

/** Letters and digits only, upper case: finds a value whatever spacing, dots or JSON escaping it was logged with. */
const normalized = (text: string) => text.replace(/[^0-9a-z]/gi, '').toUpperCase();

function expectNoPersonalData(output: string) {
  const flat = normalized(output);
  expect(flat).not.toContain(normalized(IBAN));
  expect(flat).not.toContain(normalized(AHV));
  expect(output).not.toContain(DATE_OF_BIRTH);
  expect(output).not.toContain(SALARY);
}

/** A record of an employee whose id is the AHV number, with the bank account and salary in its data. */
function personalRecord(tenantId: string, overrides: Record<string, unknown> = {}) {
  return {
    tenantId,
    employeeId: AHV,
    validFrom: '2020-01-01',
    personnelNumber: AHV,
    firstName: IBAN,
    lastName: 'Muster',
    data: { socialSecurityNumber: AHV, iban: IBAN, dateOfBirth: DATE_OF_BIRTH, monthlySalary: SALARY },
    ...overrides,
  };
}

// lastName is NOT NULL: the insert fails with 23502 after the parameters were sent.
const insertWithoutLastName = (db: Queryable, tenantId: string) =>
  db.insert(employeeRecords).values(personalRecord(tenantId, { lastName: null }) as never);

// biome-ignore lint/suspicious/noExplicitAny: log lines are free-form JSON; the assertions check their shape.
type LogEntry = Record<string, any>;

function collector() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    text: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as LogEntry),
  };
}

describe.each(testBackends())('personal data in logs on %s', (backend) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let tenantId: string;
  const log = collector();

  async function probeRoutes(instance: FastifyInstance) {
    // Through the tenant's transaction (app_user, RLS), as services write.
    instance.post('/api/modular/probe/tenant-write', async (request) => {
      await request.server.database.withTenant(tenantId, (tx) => insertWithoutLastName(tx, tenantId));
      return { ok: true };
    });
    // On the owner connection PostgreSQL also reports the row itself: DETAIL "Failing row contains (…)".
    instance.post('/api/modular/probe/owner-write', async (request) => {
      await insertWithoutLastName(request.server.database.db, tenantId);
      return { ok: true };
    });
    // An overlapping record of the same employee: DETAIL "Key (tenant_id, employee_id, …)=(…, 756.…, …)".
    instance.post('/api/modular/probe/owner-overlap', async (request) => {
      const { db } = request.server.database;
      await db.insert(employeeRecords).values(personalRecord(tenantId));
      await db.insert(employeeRecords).values(personalRecord(tenantId));
      return { ok: true };
    });
    // A service that wraps the database error in an AppError (the error handler's 'application error' path).
    instance.post('/api/modular/probe/app-error', async (request) => {
      try {
        await request.server.database.withTenant(tenantId, (tx) => insertWithoutLastName(tx, tenantId));
      } catch (error) {
        throw new AppError('INTERNAL_SERVER_ERROR', 'Saving the employee failed', { employeeId: AHV }, 500, {
          cause: error,
        });
      }
      return { ok: true };
    });
    instance.get('/api/modular/probe/search', async () => ({ ok: true }));
  }

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    tenantId = (await createTenant(database)).id;
    const config = testConfig({ logLevel: 'info' });
    app = await buildApp({
      config,
      database,
      logger: { ...(loggerOptions(config) as LoggerOptions), stream: log.stream } as never,
      extraPlugins: [probeRoutes],
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  async function failingCall(path: string) {
    const requestId = `probe-${randomUUID()}`;
    const response = await app.inject({ method: 'POST', url: path, headers: { 'x-request-id': requestId } });
    const errorLines = log.entries().filter((entry) => entry.reqId === requestId && entry.level >= 40 && entry.err);
    return { response, requestId, errorLines };
  }

  it('a failed write in a tenant transaction answers 500 and logs the SQLSTATE and the SQL, not the parameters', async () => {
    const { response, requestId, errorLines } = await failingCall('/api/modular/probe/tenant-write');
    expect(response.statusCode).toBe(500);
    expectNoPersonalData(log.text());
    expect(response.json()).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', requestId });
    expectNoPersonalData(response.body);
    expect(errorLines).toHaveLength(1);
    const [line] = errorLines;
    expect(line?.msg).toBe('unhandled error');
    expect(line?.err).toMatchObject({
      type: 'DrizzleQueryError',
      sqlState: '23502',
      query: expect.stringContaining('insert into "employee_records"'),
      cause: { code: '23502', table: 'employee_records', column: 'last_name' },
    });
    expect(line?.err.stack).toMatch(/^DrizzleQueryError: Failed query: insert into "employee_records"/);
    expect(line?.err.stack).toContain('\n    at ');
  });

  it('drops the row PostgreSQL reports in DETAIL (owner connection)', async () => {
    const { response, errorLines } = await failingCall('/api/modular/probe/owner-write');
    expect(response.statusCode).toBe(500);
    expectNoPersonalData(log.text());
    expect(errorLines[0]?.err).toMatchObject({ sqlState: '23502', cause: { column: 'last_name' } });
    expect(JSON.stringify(errorLines)).not.toMatch(/detail|Failing row|params"/i);
  });

  it('drops the key values of a constraint violation and keeps the constraint', async () => {
    const { response, errorLines } = await failingCall('/api/modular/probe/owner-overlap');
    // 500 until the error handler maps conflicts to 409; either way the log line must stay clean.
    expect([409, 500]).toContain(response.statusCode);
    expectNoPersonalData(log.text());
    expect(errorLines[0]?.err).toMatchObject({
      sqlState: '23P01',
      cause: { constraint: 'employee_records_no_overlap', table: 'employee_records' },
    });
  });

  it('an AppError with a database cause (error handler "application error") logs the cause chain safely', async () => {
    const { response, errorLines } = await failingCall('/api/modular/probe/app-error');
    expect(response.statusCode).toBe(500);
    expectNoPersonalData(log.text());
    expect(errorLines[0]?.msg).toBe('application error');
    expect(errorLines[0]?.err).toMatchObject({
      type: 'AppError',
      code: 'INTERNAL_SERVER_ERROR',
      sqlState: '23502',
      cause: { type: 'DrizzleQueryError', cause: { code: '23502' } },
    });
    expect(errorLines[0]?.err).not.toHaveProperty('details');
  });

  it('logs the query parameter names of a request, not their values', async () => {
    const requestId = `probe-${randomUUID()}`;
    const response = await app.inject({
      url: `/api/modular/probe/search?search=${encodeURIComponent(AHV)}&page=2`,
      headers: { 'x-request-id': requestId },
    });
    expect(response.statusCode).toBe(200);
    const incoming = log.entries().find((entry) => entry.reqId === requestId && entry.msg === 'incoming request');
    expect(incoming?.req.url).toBe('/api/modular/probe/search?search=[redacted]&page=[redacted]');
    expectNoPersonalData(log.text());
  });
});

describe.each(testBackends())('the logger of processes without Fastify (worker) on %s', (backend) => {
  let database: TestDatabase;
  let tenantId: string;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    tenantId = (await createTenant(database)).id;
  });
  afterAll(async () => {
    await database?.drop();
  });

  async function failure(run: () => Promise<unknown>): Promise<Error> {
    try {
      await run();
    } catch (error) {
      return error as Error;
    }
    throw new Error('expected the query to fail');
  }

  it('never writes parameters, whichever way an error is logged', async () => {
    const error = await failure(() => database.withTenant(tenantId, (tx) => insertWithoutLastName(tx, tenantId)));
    // The raw error does carry them: this is what must not reach the log.
    expect(normalized(error.message)).toContain(normalized(AHV));
    // On the owner connection the driver's error also holds the row in `detail`.
    const ownerError = await failure(() => insertWithoutLastName(database.db, tenantId));
    expect(normalized(String((ownerError.cause as { detail?: unknown }).detail))).toContain(normalized(IBAN));
    const log = collector();
    const logger = createLogger('info', 'worker', log.stream);
    logger.error(error);
    logger.error({ err: error }, error.message);
    logger.error({ error }, 'domain event failed');
    logger.warn(`query failed: ${error.message}`);
    logger.error({ err: ownerError }, 'owner write failed');
    const entries = log.entries();
    expect(entries).toHaveLength(5);
    expect(entries[0]).toMatchObject({ name: 'worker', err: { sqlState: '23502' } });
    expect(entries[0]?.msg).toMatch(/^Failed query: insert into "employee_records"/);
    expect(entries[1]?.msg).toBe(entries[0]?.msg);
    expect(entries[2]?.error).toMatchObject({ sqlState: '23502' });
    expectNoPersonalData(log.text());
  });

  it('a failed job is logged and stored by pg-boss without the values', async () => {
    const log = collector();
    const jobs = await startJobQueue(database, { log: createLogger('info', 'worker', log.stream) });
    try {
      const queue = 'probe-failing-job';
      await jobs.boss.createQueue(queue, { retryLimit: 0 });
      await jobs.work(queue, { pollingIntervalSeconds: 0.5 }, () =>
        database.withTenant(tenantId, (tx) => insertWithoutLastName(tx, tenantId)),
      );
      const jobId = await jobs.boss.send(queue, {});
      if (!jobId) throw new Error('job not sent');
      await expect
        .poll(async () => (await jobs.boss.getJobById(queue, jobId))?.state, { timeout: 15_000, interval: 200 })
        .toBe('failed');
      const stored = JSON.stringify((await jobs.boss.getJobById(queue, jobId))?.output);
      expect(stored).toContain('Failed query: insert into');
      expect(stored).toContain('23502');
      expectNoPersonalData(stored);
      expect(log.entries()).toEqual([
        expect.objectContaining({ msg: 'job failed', queue, err: expect.objectContaining({ sqlState: '23502' }) }),
      ]);
      expectNoPersonalData(log.text());
    } finally {
      await jobs.stop();
    }
  });

  it('hides the value PostgreSQL quotes in a data exception (class 22) but keeps the identifiers of others', async () => {
    const error = await failure(() => database.db.execute(sql`select ${AHV}::uuid`));
    const serialized = serializeError(error);
    expect(serialized.sqlState).toBe('22P02');
    expect(serialized.cause?.message).toBe('invalid input syntax for type uuid: "[redacted]"');
    expectNoPersonalData(JSON.stringify(serialized));

    const missing = await failure(() => database.db.execute(sql`select * from no_such_table where x = ${AHV}`));
    expect(serializeError(missing).cause?.message).toBe('relation "no_such_table" does not exist');
  });

  it('keeps parameter names of a logged URL', () => {
    expect(withoutQueryValues('/api/x')).toBe('/api/x');
    expect(withoutQueryValues('/api/x?search=M%C3%BCller&flag')).toBe('/api/x?search=[redacted]&flag=[redacted]');
    // A person's identifiers in the path (a caller put one where an id goes) are left out too; ids stay.
    expect(withoutQueryValues('/api/modular/employee/756.1234.5678.97')).toBe('/api/modular/employee/[redacted]');
    expect(withoutQueryValues('/api/modular/employee/7561234567897/minimal?x=1')).toBe(
      '/api/modular/employee/[redacted]/minimal?x=[redacted]',
    );
    expect(withoutQueryValues('/api/modular/employee/CH9300762011623852957')).toBe('/api/modular/employee/[redacted]');
    expect(withoutQueryValues('/api/modular/employee/CH93%200076%202011%206238%205295%207')).toBe(
      '/api/modular/employee/[redacted]',
    );
    expect(withoutQueryValues('/api/modular/employee/anna.meier%40alpenblick.example.ch')).toBe(
      '/api/modular/employee/[redacted]',
    );
    expect(withoutQueryValues('/api/modular/employee/E-1111')).toBe('/api/modular/employee/E-1111');
    expect(withoutQueryValues('/api/modular/case/8c6f4a52-2d1e-4f5b-9a37-1b2c3d4e5f60')).toBe(
      '/api/modular/case/8c6f4a52-2d1e-4f5b-9a37-1b2c3d4e5f60',
    );
    expect(withoutQueryValues('/api/modular/accounting-month/2026-11')).toBe('/api/modular/accounting-month/2026-11');
  });
});
