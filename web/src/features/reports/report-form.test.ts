import { describe, expect, it } from 'vitest';
import { REPORT_KIND_DEFINITIONS } from '../../../../src/domain/reports/kinds/index.ts';
import { REPORT_KINDS } from '../../../../src/domain/reports/report-types.ts';
import {
  fieldOfIssuePath,
  initialReportForm,
  initialScheduleForm,
  KIND_FILTERS,
  type ReportForm,
  recentMonths,
  toReportDefinition,
  toScheduleBody,
} from './report-form.ts';

const TODAY = '2026-11-29';
const form = (changes: Partial<ReportForm> = {}): ReportForm => ({
  ...initialReportForm(TODAY, 'fr'),
  kind: 'pension-fund-exemption',
  ...changes,
});

describe('report form', () => {
  it('shows for each kind exactly the filters the kind applies', () => {
    for (const kind of REPORT_KINDS) {
      expect([...KIND_FILTERS[kind]].sort(), kind).toEqual([...REPORT_KIND_DEFINITIONS[kind].filters].sort());
    }
  });

  it('starts with the last 12 months, the user language and XLSX', () => {
    const initial = initialReportForm(TODAY, 'fr');
    expect(initial).toMatchObject({ kind: null, from: '2025-11-30', to: TODAY, month: '2026-11', language: 'fr' });
    expect(initial.format).toBe('XLSX');
  });

  it('converts a time range with the kind’s filters; the others are sent as "any"', () => {
    const result = toReportDefinition(
      form({
        format: 'PDF',
        salaryContinuation: 'outside',
        risk: 'long-term', // not applied by kind 4
        reportType: 'wage-cut', // not applied by kind 4
        riskCounterThreshold: 30.7,
        companySubunitIds: ['ZH'],
      }),
    );
    expect(result).toEqual({
      ok: true,
      definition: {
        kind: 'pension-fund-exemption',
        period: { kind: 'time-range', from: '2025-11-30', to: TODAY },
        filters: { risk: 'any', salaryContinuation: 'outside', accountingMonthLock: 'any', reportType: 'any' },
        riskCounterThreshold: 30,
        companySubunitIds: ['ZH'],
        processingGroupIds: [],
        language: 'fr',
        format: 'PDF',
      },
    });
  });

  it('converts an accounting month', () => {
    const result = toReportDefinition(
      form({ kind: 'bookings', periodKind: 'accounting-period', month: '2026-03', accountingMonthLock: 'locked' }),
    );
    expect(result.ok && result.definition.period).toEqual({ kind: 'accounting-period', accountingMonthId: '2026-03' });
    expect(result.ok && result.definition.filters.accountingMonthLock).toBe('locked');
  });

  it('names the fields to fill before sending', () => {
    expect(toReportDefinition(form({ kind: null, from: null }))).toEqual({
      ok: false,
      errors: { kind: 'reports.errors.kindRequired', from: 'reports.errors.dateRequired' },
    });
    expect(toReportDefinition(form({ from: '2026-05-01', to: '2026-04-30' }))).toEqual({
      ok: false,
      errors: { to: 'reports.errors.endBeforeStart' },
    });
    // 2024-01-01 → 2026-01-01 is 731 days: one too many.
    expect(toReportDefinition(form({ from: '2024-01-01', to: '2026-01-01' }))).toEqual({
      ok: false,
      errors: { to: 'reports.errors.rangeTooLong' },
    });
    expect(toReportDefinition(form({ from: '2024-01-01', to: '2025-12-31' })).ok).toBe(true);
    expect(toReportDefinition(form({ periodKind: 'accounting-period', month: null }))).toEqual({
      ok: false,
      errors: { month: 'reports.errors.monthRequired' },
    });
  });

  it('puts a server issue under its field', () => {
    expect(fieldOfIssuePath('reportDefinition.period.to')).toBe('to');
    expect(fieldOfIssuePath('reportDefinition.period.accountingMonthId')).toBe('month');
    expect(fieldOfIssuePath('reportDefinition.period')).toBe('from');
    expect(fieldOfIssuePath('reportDefinition.filters.risk')).toBe('risk');
    expect(fieldOfIssuePath('reportDefinition.riskCounterThreshold')).toBe('riskCounterThreshold');
    expect(fieldOfIssuePath('definition.kind')).toBe('kind');
    expect(fieldOfIssuePath('recipients.1')).toBe('recipients');
    expect(fieldOfIssuePath('')).toBeNull();
  });

  it('lists this month and the 23 before', () => {
    const months = recentMonths(TODAY);
    expect(months).toHaveLength(24);
    expect(months.slice(0, 2)).toEqual(['2026-11', '2026-10']);
    expect(months[11]).toBe('2025-12');
    expect(months[23]).toBe('2024-12');
  });
});

describe('schedule form', () => {
  it('converts to the body, trimming recipients and leaving the kind’s other filters at "any"', () => {
    const result = toScheduleBody({
      ...initialScheduleForm('de'),
      name: ' Monatlich Taggeld ',
      kind: 'departures',
      risk: 'short-term',
      riskCounterThreshold: 5,
      recipients: [' lohn@alpenblick.example.ch '],
    });
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'Monatlich Taggeld',
        definition: {
          kind: 'departures',
          filters: { risk: 'any', salaryContinuation: 'any', accountingMonthLock: 'any', reportType: 'any' },
          riskCounterThreshold: 5,
          companySubunitIds: [],
          processingGroupIds: [],
          language: 'de',
          format: 'XLSX',
        },
        period: 'previous-month',
        workingDayOfMonth: 3,
        recipients: ['lohn@alpenblick.example.ch'],
        isActive: true,
      },
    });
  });

  it('names the fields to fill', () => {
    expect(toScheduleBody(initialScheduleForm('de'))).toEqual({
      ok: false,
      errors: {
        name: 'reports.errors.nameRequired',
        kind: 'reports.errors.kindRequired',
        recipients: 'reports.errors.recipientsRequired',
      },
    });
    const base = { ...initialScheduleForm('de'), name: 'x', kind: 'bookings' as const };
    expect(toScheduleBody({ ...base, recipients: ['nope'] })).toMatchObject({
      errors: { recipients: 'reports.errors.recipientInvalid' },
    });
    expect(toScheduleBody({ ...base, recipients: ['a@b.ch', 'A@b.ch'] })).toMatchObject({
      errors: { recipients: 'reports.errors.recipientTwice' },
    });
    expect(toScheduleBody({ ...base, recipients: ['a@b.ch'], workingDayOfMonth: 21 })).toMatchObject({
      errors: { workingDayOfMonth: 'reports.errors.workingDay' },
    });
  });

  it('reads a saved schedule back into the form', () => {
    const form = initialScheduleForm('de', {
      scheduleId: '00000000-0000-4000-8000-000000000001',
      name: 'Taggeld',
      definition: {
        kind: 'daily-allowance-or-wage-cut',
        filters: { risk: 'any', salaryContinuation: 'within', accountingMonthLock: 'any', reportType: 'any' },
        riskCounterThreshold: 0,
        companySubunitIds: [],
        processingGroupIds: ['PG1'],
        language: 'it',
        format: 'PDF',
      },
      period: 'previous-accounting-month',
      workingDayOfMonth: 5,
      recipients: ['a@b.ch'],
      isActive: false,
      nextRunOn: null,
      lastRunAt: null,
      createdBy: { userId: null, name: 'Anna Meier' },
      revision: 2,
    });
    expect(form).toMatchObject({
      kind: 'daily-allowance-or-wage-cut',
      salaryContinuation: 'within',
      processingGroupIds: ['PG1'],
      language: 'it',
      format: 'PDF',
      period: 'previous-accounting-month',
      workingDayOfMonth: 5,
      isActive: false,
    });
  });
});
