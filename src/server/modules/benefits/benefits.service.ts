// Benefits (issue 33 scope 4; decision 0068): the insurer benefits ledger of the employer. Three grouped reads — the
// claims' monthly totals (case_monthly_totals), the payouts in their decision-0035 states, the IV reductions of the
// claims (the partial index of migration 0046) — added up by src/domain/benefits/benefit-ledger.ts. Every read is
// limited to the request's tenant (row-level security and the explicit tenant id the indexes lead with) and, for a
// superior, to their people.
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  benefitsCaseItem,
  benefitsCasesPage,
  benefitsCasesQuery,
  benefitsTotals,
  benefitsTotalsQuery,
} from '../../../contracts/benefits.ts';
import { benefitStopBody } from '../../../contracts/case-inputs.ts';
import { type Database, type Queryable, rowsOf } from '../../../db/client.ts';
import { textArray, uuidArray } from '../../../db/sql-arrays.ts';
import { escapeLike } from '../../../db/sql-like.ts';
import { currentTenantConfiguration } from '../../../db/tenant-configuration.ts';
import {
  addSums,
  type BenefitFigures,
  type BenefitPaymentState,
  type BenefitSums,
  figuresOf,
  type LedgerLanguage,
  monthMinus,
  payoutSums,
} from '../../../domain/benefits/benefit-ledger.ts';
import { groupBy } from '../../../domain/collections.ts';
import { chf } from '../../../domain/money.ts';
import { employeeScopeOf } from '../../access/superior-scope.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { todayInZurich } from '../derivation/index.ts';
import { paymentStateSql } from '../payment-overview/index.ts';

type Filters = z.infer<typeof benefitsTotalsQuery> & {
  search?: string | undefined;
  language?: LedgerLanguage | undefined;
};

const languageOf = (code: string | null | undefined): LedgerLanguage =>
  code === 'fr' || code === 'it' || code === 'en' ? code : 'de';
type Range = { from: string; to: string };
export type Num = string | number | null;

/** The subunit filter's value for cases without a subunit. */
export const NO_SUBUNIT = 'NONE';

/** The months read: the query's, else the twelve months up to the current one (Switzerland). */
export function rangeOf(query: { from?: string | undefined; to?: string | undefined }, today: string): Range {
  const to = query.to ?? (query.from && query.from > today.slice(0, 7) ? query.from : today.slice(0, 7));
  return { from: query.from ?? monthMinus(to, 11), to };
}

export const n = (value: Num | undefined) => Number(value ?? 0);

/** The figures as the API shows them: CHF strings with two decimals, days as numbers. */
export function figuresDto(figures: BenefitFigures) {
  return {
    entitled: chf(figures.entitled),
    corrections: chf(figures.corrections),
    paid: chf(figures.paid),
    scheduled: chf(figures.scheduled),
    inPreparation: chf(figures.inPreparation),
    released: chf(figures.released),
    outstanding: chf(figures.outstanding),
    notInPayout: chf(figures.notInPayout),
    netReleased: chf(figures.netReleased),
    ivOffset: chf(figures.ivOffset),
    days: figures.days,
    paidDays: figures.paidDays,
  };
}

/** Where a query limits the employees: a superior's people (employeeScopeOf), or nothing for everyone. */
export async function scopeSql(tx: Queryable, ctx: RequestContext, today: string, column: SQL): Promise<SQL> {
  return (await scopeOf(tx, ctx, today, column)).sql;
}

async function scopeOf(tx: Queryable, ctx: RequestContext, today: string, column: SQL) {
  const scope = await employeeScopeOf(tx, ctx, 'benefits.view', today);
  return scope.kind === 'all'
    ? { sql: sql`true`, isAll: true }
    : { sql: sql`${column} = any(${textArray([...scope.employeeIds])})`, isAll: false };
}

function subunitSql(companySubunitId: string | undefined, column: SQL): SQL {
  if (!companySubunitId) return sql`true`;
  return companySubunitId === NO_SUBUNIT ? sql`${column} is null` : sql`${column} = ${companySubunitId}`;
}

/** Each word of the search in the person's search text (names in either order) or as the case number. */
function searchSql(search: string | undefined): SQL {
  const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return sql`true`;
  return sql.join(
    words.map((word) => {
      const like = `%${escapeLike(word)}%`;
      return sql`(coalesce(l.search_text, lower(c.employee_id)) like ${like} or c.case_number::text = ${word})`;
    }),
    sql` and `,
  );
}

/** The three filters every read shares, on a table aliased `alias` with accounting_month_id and coverage_line. */
function monthLineSql(alias: SQL, range: Range, coverageLine: string | undefined): SQL {
  const line = coverageLine ? sql` and ${alias}.coverage_line = ${coverageLine}` : sql``;
  return sql`${alias}.accounting_month_id between ${range.from} and ${range.to}${line}`;
}

export const PAYOUTS = sql`payouts p left join payout_releases r on r.tenant_id = p.tenant_id and r.id = p.release_id`;

type EntitledRow = {
  month: string;
  subunit: string | null;
  entitled: Num;
  corrections: Num;
  days: Num;
  paid_days: Num;
};

/** GET /benefits: per month and per subunit, and the total (benefit-ledger.ts's arithmetic). */
export async function benefitsTotalsOf(
  database: Database,
  ctx: RequestContext,
  query: z.infer<typeof benefitsTotalsQuery>,
): Promise<z.infer<typeof benefitsTotals>> {
  const tenantId = requireTenantId(ctx);
  const today = todayInZurich();
  const range = rangeOf(query, today);
  const { sql: scope, isAll: scopeIsAll } = await inTenant(database, ctx, (tx) =>
    scopeOf(tx, ctx, today, sql`c.employee_id`),
  );
  const subunit = subunitSql(query.companySubunitId, sql`c.company_subunit_id`);
  // Four reads side by side, each its own read-only transaction of the tenant (on PostgreSQL each on its own
  // connection; PGlite runs them one after the other). The claims' and the payouts' sides change apart anyway (the
  // derivation writes the one, a release the other), so a single snapshot would promise nothing more.
  const [[entitled, counted], payouts, iv, names] = await Promise.all([
    inTenant(database, ctx, async (tx) => {
      // The claims' side per month and subunit (one hash aggregate), and apart the distinct cases that pay
      // something (not additive over months; a case in its waiting days adds its days, not a case). Counting the
      // cases per month and subunit with grouping sets sorted every row twice: half the totals' time at 10 000
      // employees.
      const rows = await rowsOf<EntitledRow>(
        tx,
        sql`select m.accounting_month_id as month, c.company_subunit_id as subunit,
              sum(m.amount) as entitled, sum(m.correction_amount) as corrections, sum(m.days) as days,
              sum(m.paid_days) as paid_days
            from case_monthly_totals m
            join cases c on c.tenant_id = m.tenant_id and c.id = m.case_id
            where m.tenant_id = ${tenantId} and ${monthLineSql(sql`m`, range, query.coverageLine)}
              and ${subunit} and ${scope}
            group by 1, 2`,
      );
      const [count] = await rowsOf<{ cases: Num }>(
        tx,
        query.companySubunitId === undefined && scopeIsAll
          ? sql`select count(distinct m.case_id) as cases from case_monthly_totals m
              where m.tenant_id = ${tenantId} and ${monthLineSql(sql`m`, range, query.coverageLine)}
                and m.amount <> 0`
          : sql`select count(distinct m.case_id) as cases from case_monthly_totals m
              join cases c on c.tenant_id = m.tenant_id and c.id = m.case_id
              where m.tenant_id = ${tenantId} and ${monthLineSql(sql`m`, range, query.coverageLine)}
                and m.amount <> 0 and ${subunit} and ${scope}`,
      );
      return [rows, count] as const;
    }),
    // The payouts' side per month, subunit and state: sums only, so the totals add up in code.
    inTenant(database, ctx, (tx) =>
      rowsOf<{ month: string; subunit: string | null; state: BenefitPaymentState; gross: Num; net: Num }>(
        tx,
        sql`select p.accounting_month_id as month, c.company_subunit_id as subunit, ${paymentStateSql(today)} as state,
              sum(p.gross_amount) as gross, sum(p.net_amount) as net
            from ${PAYOUTS}
            join cases c on c.tenant_id = p.tenant_id and c.id = p.case_id
            where p.tenant_id = ${tenantId} and ${monthLineSql(sql`p`, range, query.coverageLine)}
              and ${subunit} and ${scope}
            group by 1, 2, 3`,
      ),
    ),
    inTenant(database, ctx, (tx) =>
      rowsOf<{ month: string; subunit: string | null; iv: Num }>(
        tx,
        sql`select k.accounting_month_id as month, c.company_subunit_id as subunit, sum(k.iv_reduction) as iv
            from claims k
            join cases c on c.tenant_id = k.tenant_id and c.id = k.case_id
            where k.tenant_id = ${tenantId} and k.iv_reduction <> 0
              and ${monthLineSql(sql`k`, range, query.coverageLine)} and ${subunit} and ${scope}
            group by 1, 2`,
      ),
    ),
    inTenant(database, ctx, async (tx) => {
      const { configuration } = await currentTenantConfiguration(tx, tenantId);
      return new Map((configuration?.companySubunits ?? []).map((unit) => [unit.companySubunitId, unit.name]));
    }),
  ]);

  const byMonth = new Map<string, BenefitSums>();
  const bySubunit = new Map<string | null, BenefitSums>();
  let total = addSums();
  const add = (month: string, unit: string | null, part: Partial<BenefitSums>) => {
    byMonth.set(month, addSums(byMonth.get(month) ?? {}, part));
    bySubunit.set(unit, addSums(bySubunit.get(unit) ?? {}, part));
    total = addSums(total, part);
  };
  for (const row of entitled) {
    add(row.month, row.subunit, {
      entitled: n(row.entitled),
      corrections: n(row.corrections),
      days: n(row.days),
      paidDays: n(row.paid_days),
    });
  }
  for (const row of payouts) add(row.month, row.subunit, payoutSums(row.state, n(row.gross), n(row.net)));
  for (const row of iv) add(row.month, row.subunit, { ivOffset: n(row.iv) });

  return {
    from: range.from,
    to: range.to,
    today,
    months: [...byMonth.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([accountingMonthId, sums]) => ({ accountingMonthId, ...figuresDto(figuresOf(sums)) })),
    subunits: [...bySubunit.entries()]
      .map(([companySubunitId, sums]) => ({
        companySubunitId,
        name: companySubunitId === null ? null : (names.get(companySubunitId) ?? null),
        ...figuresDto(figuresOf(sums)),
      }))
      .sort(
        (a, b) =>
          Number(a.companySubunitId === null) - Number(b.companySubunitId === null) ||
          (a.name ?? a.companySubunitId ?? '').localeCompare(b.name ?? b.companySubunitId ?? '', 'de-CH'),
      ),
    total: { ...figuresDto(figuresOf(total)), caseCount: n(counted?.cases) },
  };
}

type LedgerRow = {
  case_id: string;
  month: string;
  line: 'KTG' | 'UVG' | 'UVGZ';
  entitled: Num;
  corrections: Num;
  days: Num;
  paid_days: Num;
  rate: Num;
  paid: Num;
  scheduled: Num;
  in_preparation: Num;
  net_released: Num;
  iv: Num;
  last_execution_date: string | null;
};

/**
 * The ledger per case, accounting month and coverage line: the monthly total beside its payouts (full join: a
 * payout whose month the claims no longer have still shows) and its IV reduction. `where` limits each side by its
 * own alias (m, p, k).
 */
export async function ledgerRows(
  tx: Queryable,
  tenantId: string,
  today: string,
  where: (alias: SQL) => SQL,
): Promise<LedgerRow[]> {
  return rowsOf<LedgerRow>(
    tx,
    sql`with e as (
          select m.case_id, m.accounting_month_id as month, m.coverage_line as line, m.amount, m.correction_amount,
            m.days, m.paid_days, m.rate
          from case_monthly_totals m where m.tenant_id = ${tenantId} and ${where(sql`m`)}
        ), s as (
          select p.case_id, p.accounting_month_id as month, p.coverage_line as line,
            sum(p.gross_amount) filter (where ${paymentStateSql(today)} = 'PAID') as paid,
            sum(p.gross_amount) filter (where ${paymentStateSql(today)} = 'SCHEDULED') as scheduled,
            sum(p.gross_amount) filter (where ${paymentStateSql(today)} = 'IN_PREPARATION') as in_preparation,
            sum(p.net_amount) filter (where p.status = 'RELEASED') as net_released,
            max(r.requested_execution_date) filter (where p.status = 'RELEASED')::text as last_execution_date
          from ${PAYOUTS} where p.tenant_id = ${tenantId} and ${where(sql`p`)}
          group by 1, 2, 3
        ), i as (
          select k.case_id, k.accounting_month_id as month, k.coverage_line as line, sum(k.iv_reduction) as iv
          from claims k where k.tenant_id = ${tenantId} and k.iv_reduction <> 0 and ${where(sql`k`)}
          group by 1, 2, 3
        )
        select coalesce(e.case_id, s.case_id) as case_id, coalesce(e.month, s.month) as month,
          coalesce(e.line, s.line) as line, e.amount as entitled, e.correction_amount as corrections, e.days,
          e.paid_days, e.rate, s.paid, s.scheduled, s.in_preparation, s.net_released, s.last_execution_date, i.iv
        from e full join s on s.case_id = e.case_id and s.month = e.month and s.line = e.line
        left join i on i.case_id = coalesce(e.case_id, s.case_id) and i.month = coalesce(e.month, s.month)
          and i.line = coalesce(e.line, s.line)
        order by 1, 2, 3`,
  );
}

export function sumsOfLedgerRow(row: LedgerRow): BenefitSums {
  return addSums(
    {
      entitled: n(row.entitled),
      corrections: n(row.corrections),
      days: n(row.days),
      paidDays: n(row.paid_days),
      ivOffset: n(row.iv),
      inPreparation: n(row.in_preparation),
      netReleased: n(row.net_released),
    },
    { paid: n(row.paid), scheduled: n(row.scheduled) },
  );
}

type CaseItem = z.infer<typeof benefitsCaseItem>;

export type CaseRow = {
  id: string;
  case_number: number;
  claim_type: 'SICK' | 'ACCIDENT';
  status: string;
  absent_from: string;
  absent_to: string | null;
  employee_id: string;
  personnel_number: string | null;
  first_name: string | null;
  last_name: string | null;
  company_subunit_id: string | null;
};

export const CASE_HEAD = sql`c.id, c.case_number, c.claim_type, c.status, c.absent_from::text as absent_from,
  c.absent_to::text as absent_to, c.employee_id, l.personnel_number, l.first_name, l.last_name, c.company_subunit_id`;

export function headOf(row: CaseRow) {
  return {
    caseId: row.id,
    caseNumber: Number(row.case_number),
    claimType: row.claim_type,
    status: row.status,
    absentFrom: row.absent_from,
    absentTo: row.absent_to,
    employeeId: row.employee_id,
    personnelNumber: row.personnel_number,
    firstName: row.first_name,
    lastName: row.last_name,
    companySubunitId: row.company_subunit_id,
  };
}

function orderOf(query: z.infer<typeof benefitsCasesQuery>): SQL {
  const direction = query.sortOrder === 'DESC' ? sql`desc` : sql`asc`;
  const names = sql`lower(coalesce(l.last_name, '')), lower(coalesce(l.first_name, '')), c.employee_id`;
  switch (query.sortBy) {
    case 'LAST_NAME':
      return sql`lower(coalesce(l.last_name, '')) ${direction}, lower(coalesce(l.first_name, '')) ${direction},
        c.employee_id, c.case_number, c.id`;
    case 'CASE_NUMBER':
      return sql`c.case_number ${direction}, c.id`;
    case 'ENTITLED':
      return sql`k.entitled ${direction}, ${names}, c.case_number, c.id`;
    case 'OUTSTANDING':
      return sql`k.entitled - k.released ${direction}, ${names}, c.case_number, c.id`;
  }
}

/** GET /benefits/cases: the cases with claims or payouts in the months, a page of them with their figures. */
export async function benefitsCasesOf(
  database: Database,
  ctx: RequestContext,
  query: z.infer<typeof benefitsCasesQuery>,
): Promise<z.infer<typeof benefitsCasesPage>> {
  const tenantId = requireTenantId(ctx);
  const today = todayInZurich();
  const range = rangeOf(query, today);
  return inTenant(database, ctx, async (tx) => {
    const scope = await scopeSql(tx, ctx, today, sql`c.employee_id`);
    // The page's cases in the sort order (their sums per case only, one grouped read of both sides: two CTEs joined
    // and unioned misled the planner into a 1.5 s plan at 10 000 employees), then their ledger rows. A case whose
    // months in the range pay nothing (waiting days only) and that no payout carries is not listed.
    const page = await rowsOf<CaseRow & { total_count: Num }>(
      tx,
      sql`with k as (
            select x.case_id, sum(x.entitled) as entitled, sum(x.released) as released from (
              select m.case_id, m.amount as entitled, 0::bigint as released from case_monthly_totals m
              where m.tenant_id = ${tenantId} and ${monthLineSql(sql`m`, range, query.coverageLine)}
                and m.amount <> 0
              union all
              select p.case_id, 0::bigint, case when p.status = 'RELEASED' then p.gross_amount else 0 end
              from payouts p
              where p.tenant_id = ${tenantId} and ${monthLineSql(sql`p`, range, query.coverageLine)}) x
            group by x.case_id
          )
          select ${CASE_HEAD}, count(*) over () as total_count
          from k
          join cases c on c.tenant_id = ${tenantId} and c.id = k.case_id
          left join employee_list l on l.tenant_id = c.tenant_id and l.employee_id = c.employee_id
          where ${subunitSql(query.companySubunitId, sql`c.company_subunit_id`)} and ${scope}
            and ${searchSql(query.search)}
          order by ${orderOf(query)}
          limit ${query.take} offset ${query.skip}`,
    );
    const ids = page.map((row) => row.id);
    const items: CaseItem[] = [];
    if (ids.length > 0) {
      const rows = await ledgerRows(
        tx,
        tenantId,
        today,
        (alias) => sql`${alias}.case_id = any(${uuidArray(ids)}) and ${monthLineSql(alias, range, query.coverageLine)}`,
      );
      const inputs = await rowsOf<{ case_id: string; kind: string }>(
        tx,
        sql`select distinct case_id, kind from case_inputs
            where tenant_id = ${tenantId} and case_id = any(${uuidArray(ids)})
              and kind in ('IV_SETTING', 'BENEFIT_STOP')`,
      );
      const byCase = groupBy(rows, (row) => row.case_id);
      for (const head of page) {
        const own = byCase.get(head.id) ?? [];
        const sums = addSums(...own.map(sumsOfLedgerRow));
        items.push({
          ...headOf(head),
          ...figuresDto(figuresOf(sums)),
          coverageLines: [...new Set(own.map((row) => row.line))],
          hasIvSetting: inputs.some((input) => input.case_id === head.id && input.kind === 'IV_SETTING'),
          hasBenefitStop: inputs.some((input) => input.case_id === head.id && input.kind === 'BENEFIT_STOP'),
        });
      }
    }
    return { items, totalCount: n(page[0]?.total_count), from: range.from, to: range.to, today };
  });
}

/** The cases the export reads (ledger rows of the filtered cases, with their heads and stops), in name order. */
export async function benefitsExportRows(database: Database, ctx: RequestContext, query: Filters) {
  const tenantId = requireTenantId(ctx);
  const today = todayInZurich();
  const range = rangeOf(query, today);
  return inTenant(database, ctx, async (tx) => {
    const scope = await scopeSql(tx, ctx, today, sql`c.employee_id`);
    const heads = await rowsOf<CaseRow>(
      tx,
      sql`select ${CASE_HEAD} from cases c
          left join employee_list l on l.tenant_id = c.tenant_id and l.employee_id = c.employee_id
          where c.tenant_id = ${tenantId}
            and c.id in (
              select m.case_id from case_monthly_totals m
              where m.tenant_id = ${tenantId} and ${monthLineSql(sql`m`, range, query.coverageLine)}
                and m.amount <> 0
              union
              select p.case_id from payouts p
              where p.tenant_id = ${tenantId} and ${monthLineSql(sql`p`, range, query.coverageLine)})
            and ${subunitSql(query.companySubunitId, sql`c.company_subunit_id`)} and ${scope}
            and ${searchSql(query.search)}
          order by lower(coalesce(l.last_name, '')), lower(coalesce(l.first_name, '')), c.employee_id, c.case_number`,
    );
    const ids = heads.map((row) => row.id);
    const rows =
      ids.length === 0
        ? []
        : await ledgerRows(
            tx,
            tenantId,
            today,
            (alias) =>
              sql`${alias}.case_id = any(${uuidArray(ids)}) and ${monthLineSql(alias, range, query.coverageLine)}`,
          );
    const stops =
      ids.length === 0
        ? []
        : await rowsOf<{ case_id: string; data: unknown }>(
            tx,
            sql`select case_id, data from case_inputs where tenant_id = ${tenantId}
                and case_id = any(${uuidArray(ids)}) and kind = 'BENEFIT_STOP' order by created_at, id`,
          );
    const [tenant] = await rowsOf<{ name: string; language: string | null }>(
      tx,
      sql`select name, lower(default_correspondence_language) as language from tenants where id = ${tenantId}`,
    );
    // The file's language when the query names none: the screen's, the user's profile's, the tenant's (as care's).
    const [user] =
      ctx.actor?.kind === 'user'
        ? await rowsOf<{ language: string | null }>(tx, sql`select language from users where id = ${ctx.actor.userId}`)
        : [];
    const rowsByCase = groupBy(rows, (row) => row.case_id);
    const stopsByCase = groupBy(stops, (stop) => stop.case_id);
    return {
      range,
      today,
      company: tenant?.name ?? '',
      language: languageOf(query.language ?? ctx.language ?? user?.language ?? tenant?.language),
      cases: heads.map((head) => ({
        head: headOf(head),
        rows: rowsByCase.get(head.id) ?? [],
        stops: (stopsByCase.get(head.id) ?? []).flatMap((stop) => {
          const parsed = benefitStopBody.safeParse(stop.data);
          return parsed.success ? [parsed.data.entries] : [];
        }),
      })),
    };
  });
}
