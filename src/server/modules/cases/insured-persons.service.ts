// Insured persons (issue 13, decision 0026): the tenant's insured persons the caller may see a case of, with the
// display names, the engine's employee counters and a summary of those cases. Visibility is the case list's
// (caseScopes/visibleCases): a superior sees the team's persons.
import { type SQL, sql } from 'drizzle-orm';
import type { CaseItem } from '../../../contracts/cases.ts';
import type {
  InsuredPersonItem,
  InsuredPersonSortField,
  InsuredPersonsQuery,
} from '../../../contracts/insured-persons.ts';
import type { Database } from '../../../db/client.ts';
import { rowsOf } from '../../../db/client.ts';
import { textArray } from '../../../db/sql-arrays.ts';
import { escapeLike } from '../../../db/sql-like.ts';
import { chf } from '../../../domain/money.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { caseScopes, visibleCases } from './cases.service.ts';

const SORT_KEYS: Record<InsuredPersonSortField, string> = {
  LAST_NAME: 'e.last_name',
  PERSONNEL_NUMBER: 'e.personnel_number',
  LATEST_CASE: 's.latest_case_from',
};

type PersonRow = {
  id: string;
  employee_id: string;
  personnel_number: string | null;
  first_name: string | null;
  last_name: string | null;
  company_subunit_id: string | null;
  processing_group_id: string | null;
  case_count: number | string;
  open_case_count: number | string;
  total_amount: string;
  latest_case_from: string | null;
  employee_counters: CaseItem['employeeCounters'];
};

function toItem(row: PersonRow): InsuredPersonItem {
  return {
    insuredPersonId: row.id,
    employeeId: row.employee_id,
    personnelNumber: row.personnel_number,
    firstName: row.first_name,
    lastName: row.last_name,
    companySubunitId: row.company_subunit_id,
    processingGroupId: row.processing_group_id,
    caseCount: Number(row.case_count),
    openCaseCount: Number(row.open_case_count),
    totalAmount: chf(row.total_amount),
    latestCaseFrom: row.latest_case_from,
    employeeCounters: row.employee_counters,
  };
}

const OPEN_CASE = sql`c.status not in ('CLOSED', 'DENIED')`;

/**
 * The case filters as a having clause of the per-person summary: the person has a visible case of the claim types
 * and status asked for; with hasOpenCase, such a case that is open (true) or none that is open (false).
 */
function caseFilter(query: InsuredPersonsQuery): SQL {
  const matching: SQL[] = [sql`true`];
  if (query.claimTypes?.length) matching.push(sql`c.claim_type = any(${textArray(query.claimTypes)})`);
  if (query.caseStatus) matching.push(sql`c.status = ${query.caseStatus}`);
  const matches = sql.join(matching, sql` and `);
  const having: SQL[] = [sql`bool_or(${matches})`];
  if (query.hasOpenCase === true) having.push(sql`bool_or(${matches} and ${OPEN_CASE})`);
  if (query.hasOpenCase === false) having.push(sql`not bool_or(${matches} and ${OPEN_CASE})`);
  return sql`having ${sql.join(having, sql` and `)}`;
}

export async function listInsuredPersons(database: Database, ctx: RequestContext, query: InsuredPersonsQuery) {
  const tenantId = requireTenantId(ctx);
  return inTenant(database, ctx, async (tx) => {
    const visible = visibleCases(await caseScopes(tx, ctx));
    // One summary row per person with a visible case; the person and the display record joined to it. The case
    // filters keep the persons with a visible case that matches them (having), the sums stay over all visible cases.
    const from = sql`(select c.insured_person_id, count(*) as case_count,
        count(*) filter (where c.status not in ('CLOSED', 'DENIED')) as open_case_count,
        coalesce(sum(c.total_amount), 0)::text as total_amount, max(c.absent_from)::text as latest_case_from
        from cases c where c.tenant_id = ${tenantId} and ${visible} group by c.insured_person_id
        ${caseFilter(query)}) s
      join insured_persons p on p.tenant_id = ${tenantId} and p.id = s.insured_person_id
      left join employee_list e on e.tenant_id = p.tenant_id and e.employee_id = p.employee_id`;
    const conditions: SQL[] = [sql`true`];
    if (query.search) {
      conditions.push(sql`e.search_text like ${`%${escapeLike(query.search.toLowerCase())}%`}`);
    }
    if (query.companySubunitIds?.length) {
      conditions.push(sql`e.company_subunit_id = any(${textArray(query.companySubunitIds)})`);
    }
    if (query.processingGroupIds?.length) {
      conditions.push(sql`e.processing_group_id = any(${textArray(query.processingGroupIds)})`);
    }
    const where = sql.join(conditions, sql` and `);
    const direction = sql.raw(query.sortOrder === 'DESC' ? 'desc' : 'asc');
    const key = sql.raw(SORT_KEYS[query.sortBy]);
    const then = query.sortBy === 'LAST_NAME' ? sql`, e.first_name ${direction} nulls last` : sql``;
    const rows = await rowsOf<PersonRow>(
      tx,
      sql`select p.id, p.employee_id, e.personnel_number, e.first_name, e.last_name, e.company_subunit_id,
          e.processing_group_id, s.case_count, s.open_case_count, s.total_amount, s.latest_case_from,
          p.employee_counters
        from ${from} where ${where}
        order by ${key} ${direction} nulls last${then}, p.employee_id asc, p.id asc
        limit ${query.take} offset ${query.skip}`,
    );
    const [count] = await rowsOf<{ total: number | string }>(
      tx,
      sql`select count(*) as total from ${from} where ${where}`,
    );
    return { items: rows.map(toItem), totalCount: Number(count?.total ?? 0) };
  });
}
