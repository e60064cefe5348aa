// POST /admin/case-migration/{tenantId} (spec sections 7 "Admin" and 9): migrates the tenant's takeover cases into
// computed cases. Each stored TAKEOVER_CASE input is matched with the platform's own case of the same employee and
// claim type — the case the engine computes from the absences recorded here *without* the takeover inputs — and
// listed as exact_match, close_match, create_takeover, create_closed_takeover or errors. The takeover counters
// already apply on every derivation (decision 0019); the migration derives the employees again, records each
// outcome in its input (`migration`, written only when it changed: the call is idempotent) and audits the run.
// ?dryRun=true classifies without writing. Rules: docs/decisions/0024-takeover-and-case-migration.md.
import { sql } from 'drizzle-orm';
import {
  CASE_MIGRATION_OUTCOMES,
  type CaseMigrationError,
  type CaseMigrationItem,
  type CaseMigrationOutcome,
  type CaseMigrationResult,
  TAKEOVER_ENDED_STATUSES,
} from '../../../contracts/takeover.ts';
import type { AppTransaction, Database } from '../../../db/client.ts';
import { rowsOf } from '../../../db/client.ts';
import { fromEpochDay, toEpochDay } from '../../../domain/dates.ts';
import type { StoredCaseInput } from '../../../domain/derivation/case-inputs.ts';
import type { CaseStatus, SickPayCase } from '../../../domain/sick-pay/types.ts';
import { actorOf, recordAudit } from '../../audit/audit.ts';
import type { RequestContext } from '../../request-context.ts';
import { computeStoredEmployee, deriveEmployeeState, loadCaseInputs, lockDerivation } from '../derivation/index.ts';
import { canonical, counterContradictions, employeeExists, type TakeoverCaseData } from './takeover.service.ts';

/** close_match: the platform's case starts at most this many days from the takeover's anchor (decision 0024). */
export const CLOSE_MATCH_DAYS = 7;

const nextDay = (date: string) => fromEpochDay(toEpochDay(date) + 1);
const addDays = (date: string, count: number) => fromEpochDay(toEpochDay(date) + count);
const daysBetween = (from: string, to: string) => toEpochDay(to) - toEpochDay(from);

type Carrier = { id: string; engine_key: string; status: CaseStatus };

type Classified =
  | { outcome: CaseMigrationOutcome; item: CaseMigrationItem }
  | { outcome: 'errors'; error: CaseMigrationError };

const TAKEOVER_INPUT_KINDS = new Set(['TAKEOVER_CASE', 'TAKEOVER_EMPLOYEE_COUNTER']);

/**
 * The outcome of one takeover case against the platform's own cases of its claim type (those not yet taken by an
 * earlier takeover case of the employee):
 * - exact_match: an own case starts on the takeover's start date, or on the day after its counter date (the
 *   platform's days continue where the old system's counters end);
 * - close_match: an own case overlaps the takeover's days (start to the last known incapacity day, widened by
 *   CLOSE_MATCH_DAYS) and starts at most CLOSE_MATCH_DAYS from that anchor — linked, with the difference;
 * - errors: such an own case starts further from the anchor (the systems disagree about the case's start);
 * - create_closed_takeover: no own case, and the old system says the case ended (status CLOSED/DENIED or a last
 *   incapacity day on or before the counter date);
 * - create_takeover: no own case, the case is still open.
 */
function classify(
  input: StoredCaseInput<'TAKEOVER_CASE'>,
  own: SickPayCase[],
  taken: Set<string>,
  carrier: Carrier | undefined,
): Classified {
  const data = input.data as TakeoverCaseData;
  const base = {
    takeoverCaseId: input.id,
    employeeId: input.employeeId,
    claimType: data.claimType,
    caseNumber: data.caseNumber,
    startDate: data.startDate,
    counterDate: data.counterDate,
    caseId: carrier?.id ?? null,
    caseStatus: carrier?.status ?? null,
  };
  const error = (code: string, reason: string): Classified => ({
    outcome: 'errors',
    error: { takeoverCaseId: input.id, employeeId: input.employeeId, code, reason },
  });
  const problems = counterContradictions(data);
  if (problems.length > 0) return error('INVALID_TAKEOVER_RECORD', `Contradictory counters: ${problems.join('; ')}`);
  if (!carrier) {
    return error(
      'TAKEOVER_CASE_NOT_DERIVED',
      'No case carries the takeover: the tenant has no coverage configuration or the employee no record on the ' +
        `counter date ${data.counterDate}`,
    );
  }
  const candidates = own.filter((one) => one.claimType === data.claimType && !taken.has(one.caseId));
  const continuation = nextDay(data.counterDate);
  const matched = (one: SickPayCase) => ({ absentFrom: one.absentFrom, absentTo: one.absentTo });
  const exact = candidates.find((one) => one.absentFrom === data.startDate || one.absentFrom === continuation);
  if (exact) {
    taken.add(exact.caseId);
    return {
      outcome: 'exact_match',
      item: {
        ...base,
        matchedCase: matched(exact),
        differenceDays: 0,
        reason:
          exact.absentFrom === data.startDate
            ? `The platform's case starts on the takeover's start ${data.startDate}: the takeover counters continue it`
            : `The platform's case starts on ${continuation}, the day after the counter date: the takeover counters continue it`,
      },
    };
  }
  const last =
    data.lastIncapacityDate !== null && data.lastIncapacityDate > data.counterDate
      ? data.lastIncapacityDate
      : data.counterDate;
  const windowFrom = addDays(data.startDate, -CLOSE_MATCH_DAYS);
  const windowTo = addDays(last, CLOSE_MATCH_DAYS);
  const overlapping = candidates.find((one) => one.absentFrom <= windowTo && one.absentTo >= windowFrom);
  if (overlapping) {
    const anchor = overlapping.absentFrom <= data.counterDate ? data.startDate : continuation;
    const difference = daysBetween(anchor, overlapping.absentFrom);
    if (Math.abs(difference) > CLOSE_MATCH_DAYS) {
      return error(
        'TAKEOVER_START_MISMATCH',
        `The platform's case from ${overlapping.absentFrom} to ${overlapping.absentTo} overlaps the takeover case but ` +
          `starts ${Math.abs(difference)} days ${difference < 0 ? 'before' : 'after'} ${anchor}`,
      );
    }
    taken.add(overlapping.caseId);
    return {
      outcome: 'close_match',
      item: {
        ...base,
        matchedCase: matched(overlapping),
        differenceDays: difference,
        reason:
          `The platform's case starts on ${overlapping.absentFrom}, ${Math.abs(difference)} days ` +
          `${difference < 0 ? 'before' : 'after'} ${anchor}: linked, the takeover counters continue it ` +
          `(days up to ${data.counterDate} stay the old system's)`,
      },
    };
  }
  const record = data.record;
  const ended =
    TAKEOVER_ENDED_STATUSES.includes(record?.status ?? '') ||
    (data.lastIncapacityDate !== null && data.lastIncapacityDate <= data.counterDate);
  if (ended) {
    return {
      outcome: 'create_closed_takeover',
      item: {
        ...base,
        matchedCase: null,
        differenceDays: null,
        reason:
          `No case of the platform matches; the old system's case ended (status ${record?.status ?? 'unknown'}, ` +
          `last incapacity day ${data.lastIncapacityDate ?? data.counterDate}): kept as a closed takeover case`,
      },
    };
  }
  return {
    outcome: 'create_takeover',
    item: {
      ...base,
      matchedCase: null,
      differenceDays: null,
      reason: 'No case of the platform matches: kept as an open takeover case, continued by later absences',
    },
  };
}

/** What a migration writes into a takeover case input: its outcome (compared canonically: idempotent). */
function migrationOf(classified: Classified) {
  if (classified.outcome === 'errors')
    return { outcome: 'errors', code: classified.error.code, reason: classified.error.reason };
  const { item } = classified;
  return {
    outcome: classified.outcome,
    caseId: item.caseId,
    matchedCase: item.matchedCase,
    differenceDays: item.differenceDays,
  };
}

async function migrateEmployee(
  tx: AppTransaction,
  tenantId: string,
  employeeId: string,
  dryRun: boolean,
  who: string,
): Promise<{ results: Classified[]; wrote: boolean }> {
  const stored = (await loadCaseInputs(tx, [employeeId])).get(employeeId) ?? [];
  const takeovers = stored
    .filter((input): input is StoredCaseInput<'TAKEOVER_CASE'> => input.kind === 'TAKEOVER_CASE')
    .sort((a, b) => {
      const left = a.data as TakeoverCaseData;
      const right = b.data as TakeoverCaseData;
      return left.startDate < right.startDate ? -1 : left.startDate > right.startDate ? 1 : a.id < b.id ? -1 : 1;
    });
  let results: Classified[];
  if (!(await employeeExists(tx, tenantId, employeeId))) {
    results = takeovers.map((input) => ({
      outcome: 'errors',
      error: {
        takeoverCaseId: input.id,
        employeeId,
        code: 'EMPLOYEE_NOT_FOUND',
        reason: 'The employee has no record in the tenant',
      },
    }));
  } else {
    if (!dryRun) await deriveEmployeeState(tx, tenantId, [employeeId]);
    const carriers = await rowsOf<Carrier>(
      tx,
      sql`select id, engine_key, status from cases
          where tenant_id = ${tenantId} and employee_id = ${employeeId} and is_takeover`,
    );
    const own = await computeStoredEmployee(tx, tenantId, employeeId, {
      inputs: (inputs) => inputs.filter((input) => !TAKEOVER_INPUT_KINDS.has(input.kind)),
    });
    const ownCases = [...(own?.result.cases ?? [])].sort((a, b) => (a.absentFrom < b.absentFrom ? -1 : 1));
    const taken = new Set<string>();
    results = takeovers.map((input) =>
      classify(
        input,
        ownCases,
        taken,
        carriers.find((carrier) => carrier.engine_key === input.id),
      ),
    );
  }
  let wrote = false;
  if (!dryRun) {
    for (const [index, input] of takeovers.entries()) {
      const classified = results[index] as Classified;
      const migration = migrationOf(classified);
      const current = (input.data as { migration?: unknown }).migration;
      if (current !== undefined && canonical(current) === canonical(migration)) continue;
      await tx.execute(
        sql`update case_inputs set data = ${JSON.stringify({ ...(input.data as object), migration })}::jsonb,
              version = version + 1, updated_at = now(), updated_by = ${who}
            where tenant_id = ${tenantId} and id = ${input.id}`,
      );
      wrote = true;
    }
  }
  return { results, wrote };
}

/**
 * Migrates the tenant's takeover cases (see the file's head). The employees with takeover cases are locked in one
 * sorted batch (parallel migrations run one after the other and answer alike); a dry run takes no lock and writes
 * nothing. Audited `case-migration.run` on the tenant with the outcome of each takeover case when an outcome changed (a
 * repeated run writes nothing; the admin request itself is audited as every admin route naming a tenant).
 */
export async function migrateTakeoverCases(
  database: Database,
  ctx: RequestContext,
  tenantId: string,
  options: { dryRun: boolean },
): Promise<CaseMigrationResult> {
  const actor = actorOf(ctx);
  const who = `${actor.actorType}:${actor.actorId ?? ''}`;
  return database.withTenant(tenantId, async (tx) => {
    const employees = (
      await rowsOf<{ employee_id: string }>(
        tx,
        sql`select distinct employee_id from case_inputs where tenant_id = ${tenantId} and kind = 'TAKEOVER_CASE'
            order by employee_id`,
      )
    ).map((row) => row.employee_id);
    if (!options.dryRun) await lockDerivation(tx, tenantId, employees);
    const result: CaseMigrationResult = {
      dryRun: options.dryRun,
      exact_match: [],
      create_takeover: [],
      create_closed_takeover: [],
      close_match: [],
      errors: [],
    };
    let wrote = false;
    for (const employeeId of employees) {
      const migrated = await migrateEmployee(tx, tenantId, employeeId, options.dryRun, who);
      wrote ||= migrated.wrote;
      for (const classified of migrated.results) {
        if (classified.outcome === 'errors') result.errors.push(classified.error);
        else result[classified.outcome].push(classified.item);
      }
    }
    if (wrote) {
      await recordAudit(tx, ctx, {
        tenantId,
        action: 'case-migration.run',
        entityType: 'tenant',
        entityId: tenantId,
        after: {
          ...Object.fromEntries(
            CASE_MIGRATION_OUTCOMES.map((outcome) => [
              outcome,
              result[outcome].map((item) => ({ takeoverCaseId: item.takeoverCaseId, caseId: item.caseId })),
            ]),
          ),
          errors: result.errors.map((error) => ({ takeoverCaseId: error.takeoverCaseId, code: error.code })),
        },
      });
    }
    return result;
  });
}
