// Benefits (issue 33 scope 4; decision 0068): one case of the ledger — every month and coverage line with its
// payouts, the IV reduction and a benefit stop's reduction of the month (C16), the case's IV settings and stops.
// The reads it shares with the totals and the list (scope, case head, ledger rows, payouts) are benefits.service.ts's.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { benefitsCase } from '../../../contracts/benefits.ts';
import { benefitStopBody, ivSettingBody } from '../../../contracts/case-inputs.ts';
import { type Database, rowsOf } from '../../../db/client.ts';
import {
  addSums,
  type BenefitPaymentState,
  figuresOf,
  stopReductionOfDay,
} from '../../../domain/benefits/benefit-ledger.ts';
import { chf, chfToRappen } from '../../../domain/money.ts';
import { ivPensionDailyRate } from '../../../domain/sick-pay/daily-allowance.ts';
import { AppError } from '../../app-error.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import { todayInZurich } from '../derivation/index.ts';
import { paymentStateSql } from '../payment-overview/index.ts';
import {
  CASE_HEAD,
  type CaseRow,
  figuresDto,
  headOf,
  ledgerRows,
  type Num,
  n,
  PAYOUTS,
  scopeSql,
  sumsOfLedgerRow,
} from './benefits.service.ts';

/** GET /benefits/cases/{caseId}: every month of one case with its payouts, IV benefits and benefit stops. */
export async function benefitsCaseOf(
  database: Database,
  ctx: RequestContext,
  caseId: string,
): Promise<z.infer<typeof benefitsCase>> {
  const tenantId = requireTenantId(ctx);
  const today = todayInZurich();
  return inTenant(database, ctx, async (tx) => {
    const scope = await scopeSql(tx, ctx, today, sql`c.employee_id`);
    const [head] = await rowsOf<CaseRow>(
      tx,
      sql`select ${CASE_HEAD} from cases c
          left join employee_list l on l.tenant_id = c.tenant_id and l.employee_id = c.employee_id
          where c.tenant_id = ${tenantId} and c.id = ${caseId} and ${scope}`,
    );
    // Unknown, another tenant's, or outside a superior's people: the same 404 (decision 0018's rule).
    if (!head) throw new AppError('CASE_NOT_FOUND', 'Case not found', { caseId });
    const rows = await ledgerRows(tx, tenantId, today, (alias) => sql`${alias}.case_id = ${caseId}`);
    const payouts = await rowsOf<{
      id: string;
      month: string;
      line: string;
      state: BenefitPaymentState;
      payee_kind: string;
      gross_amount: Num;
      offset_applied: Num;
      net_amount: Num;
      execution_date: string | null;
    }>(
      tx,
      sql`select p.id, p.accounting_month_id as month, p.coverage_line as line, ${paymentStateSql(today)} as state,
            p.payee_kind, p.gross_amount, p.offset_applied, p.net_amount,
            case when p.status = 'RELEASED' then r.requested_execution_date::text end as execution_date
          from ${PAYOUTS} where p.tenant_id = ${tenantId} and p.case_id = ${caseId}
          order by p.accounting_month_id, p.payee_kind, p.created_at, p.id`,
    );
    // C16: the days a stop reduced (regular claims; a reversal repeats a day already counted).
    const stopped = await rowsOf<{ month: string; line: string; gross: Num; output: Num }>(
      tx,
      sql`select k.accounting_month_id as month, k.coverage_line as line,
            (k.details ->> 'grossDailyAllowance')::bigint as gross,
            (k.details ->> 'benefitStopOutputPercentage')::numeric as output
          from claims k
          where k.tenant_id = ${tenantId} and k.case_id = ${caseId} and not k.is_correction
            and (k.details ->> 'benefitStopOutputPercentage')::numeric < 100`,
    );
    const inputs = await rowsOf<{ id: string; kind: 'IV_SETTING' | 'BENEFIT_STOP'; data: unknown }>(
      tx,
      sql`select id, kind, data from case_inputs
          where tenant_id = ${tenantId} and case_id = ${caseId} and kind in ('IV_SETTING', 'BENEFIT_STOP')
          order by created_at, id`,
    );

    const months = rows.map((row) => {
      const stopReduction = stopped
        .filter((day) => day.month === row.month && day.line === row.line)
        .reduce((sum, day) => sum + stopReductionOfDay(n(day.gross), n(day.output)), 0);
      return {
        accountingMonthId: row.month,
        coverageLine: row.line,
        ...figuresDto(figuresOf(sumsOfLedgerRow(row))),
        rate: row.rate === null ? null : chf(row.rate),
        stopReduction: chf(stopReduction),
        payouts: payouts
          .filter((payout) => payout.month === row.month && payout.line === row.line)
          .map((payout) => ({
            payoutId: payout.id,
            state: payout.state,
            payeeKind: payout.payee_kind,
            grossAmount: chf(payout.gross_amount ?? 0),
            offsetApplied: chf(payout.offset_applied ?? 0),
            netAmount: chf(payout.net_amount ?? 0),
            executionDate: payout.execution_date,
            statementAvailable: payout.state !== 'IN_PREPARATION',
          })),
      };
    });
    const ivSettings = inputs.flatMap((input) => {
      if (input.kind !== 'IV_SETTING') return [];
      const parsed = ivSettingBody.safeParse(input.data);
      if (!parsed.success) return [];
      const amount = chfToRappen(parsed.data.amount);
      return [
        {
          ivSettingId: input.id,
          type: parsed.data.type,
          amount: chf(amount),
          dailyRate: chf(parsed.data.type === 'IV_PENSION' ? ivPensionDailyRate(amount) : amount),
          startDate: parsed.data.startDate,
          endDate: parsed.data.endDate,
        },
      ];
    });
    const benefitStops = inputs.flatMap((input) => {
      if (input.kind !== 'BENEFIT_STOP') return [];
      const parsed = benefitStopBody.safeParse(input.data);
      if (!parsed.success) return [];
      return [
        {
          benefitStopId: input.id,
          reason: parsed.data.reason,
          entries: [...parsed.data.entries].sort((a, b) => (a.startDate < b.startDate ? -1 : 1)),
        },
      ];
    });
    return {
      ...headOf(head),
      today,
      months,
      ivSettings,
      benefitStops,
      total: figuresDto(figuresOf(addSums(...rows.map(sumsOfLedgerRow)))),
    };
  });
}
