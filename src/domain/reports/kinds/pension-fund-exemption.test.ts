// Kind 4, pension-fund-exemption: the exemption starts pensionFundReportingPeriod days after the first day of
// incapacity, one row per run at the same degree overlapping the period; the filters that apply and the four languages.
import { describe, expect, it } from 'vitest';
import {
  caseDays,
  codeCells,
  reportCase,
  reportContext,
  reportDefinition,
  reportPerson,
} from '../../../testing/factories/report-kinds.factory.ts';
import { REPORT_LANGUAGES } from '../report-types.ts';
import { exemptionSpells, type PensionFundExemptionFacts, pensionFundExemption } from './pension-fund-exemption.ts';

const anna = reportPerson({ employeeId: 'E-1', firstName: 'Anna', lastName: 'Zeller', personnelNumber: '100' });
const annaRecord = {
  ...anna,
  validFrom: '2020-01-01',
  validTo: '2026-04-19',
  oasiNumber: '756.1234.5678.97',
  dateOfBirth: '1980-05-17',
};
// From 20.04.2026 Anna works for the Bern subunit (a new record): the row starting that day shows it.
const annaInBern = {
  ...annaRecord,
  validFrom: '2026-04-20',
  validTo: null,
  companySubunitId: 'BE',
  subunitName: 'Bern',
};
const beat = reportPerson({ employeeId: 'E-2', firstName: 'Beat', lastName: 'Ammann', personnelNumber: '200' });
const beatRecord = { ...beat, validFrom: '2020-01-01', validTo: null, oasiNumber: null, dateOfBirth: null };

/**
 * Anna, sick from 05.01.2026: 100 % to 31.03., 50 % 01.04.-19.04., 75 % 20.04.-30.06.; LFZ (Bern scale, year 7 of
 * service: 2 months) used up on 05.03., wage cut from 06.03.; 60 benefit days used.
 * Exemption start: 05.01. + 90 days = 05.04.2026 (26 days to 31.01., 28 to 28.02. = 54, 31 to 31.03. = 85, + 5).
 * The PENSION_FUND_REPORT deadline (D5) falls due the same day and was done on 07.04.2026.
 *
 * Beat, sick 15.02.-31.05.2026 at 100 %: exemption from 15.02. + 90 = 16.05.2026 (13 days to 28.02., 31 to 31.03.
 * = 44, 30 to 30.04. = 74, + 16): after April, so no row in April; a row in May.
 * Beat's earlier case 01.01.-31.03.2025 ends on day 90: its exemption would start on 01.04.2025, after its end.
 */
const facts: PensionFundExemptionFacts = {
  pensionFundReportingPeriod: 90,
  cases: [
    {
      employeeId: 'E-1',
      report: { dueDate: '2026-04-05', doneOn: '2026-04-07' },
      reportCase: reportCase({
        caseId: 'case-a',
        caseNumber: 3,
        absentFrom: '2026-01-05',
        absentTo: '2026-06-30',
        benefitDaysUsed: 60,
        days: [
          ...caseDays('2026-01-05', '2026-03-05', { isWithinContinuationOfPayment: true }),
          ...caseDays('2026-03-06', '2026-03-31'),
          ...caseDays('2026-04-01', '2026-04-19', { incapacityOfWork: 50 }),
          ...caseDays('2026-04-20', '2026-06-30', { incapacityOfWork: 75 }),
        ],
      }),
    },
    {
      employeeId: 'E-2',
      report: null,
      reportCase: reportCase({
        caseId: 'case-b',
        caseNumber: 1,
        absentFrom: '2026-02-15',
        absentTo: '2026-05-31',
        benefitDaysUsed: 20,
        days: caseDays('2026-02-15', '2026-05-31', { isWithinContinuationOfPayment: true }),
      }),
    },
    {
      employeeId: 'E-2',
      report: null,
      reportCase: reportCase({
        caseId: 'case-c',
        caseNumber: 0,
        absentFrom: '2025-01-01',
        absentTo: '2025-03-31',
        days: caseDays('2025-01-01', '2025-03-31'),
      }),
    },
  ],
  records: { 'E-1': [annaRecord, annaInBern], 'E-2': [beatRecord] },
};

const build = (overrides: Parameters<typeof reportDefinition>[1] = {}) =>
  pensionFundExemption.build(facts, reportContext(reportDefinition('pension-fund-exemption', overrides)));
const rowsOf = (overrides: Parameters<typeof reportDefinition>[1] = {}) =>
  build(overrides).rows.map((row) => `${row[0]} ${row[8]}–${row[9]} ${row[10]} % ${row[4]}`);

describe('pension-fund-exemption', () => {
  it('starts the exemption 90 days after the first day and splits it at each change of degree', () => {
    const table = build();
    expect(table.rows).toEqual([
      // 05.04.-19.04. at 50 % (the exemption's start; 50 % since 01.04.), as of the record valid on 05.04.
      [
        '100',
        'Zeller, Anna',
        '756.1234.5678.97',
        '1980-05-17',
        'Zürich',
        3,
        'Krankheit',
        '2026-01-05',
        '2026-04-05',
        '2026-04-19',
        50,
        '2026-04-05',
        true,
        '2026-04-07',
      ],
      // 20.04.-30.06. at 75 % (runs past the period: the row shows the run's real end), as of the Bern record.
      [
        '100',
        'Zeller, Anna',
        '756.1234.5678.97',
        '1980-05-17',
        'Bern',
        3,
        'Krankheit',
        '2026-01-05',
        '2026-04-20',
        '2026-06-30',
        75,
        '2026-04-05',
        true,
        '2026-04-07',
      ],
    ]);
    expect(table.title).toBe('Beitragsbefreiung Pensionskasse');
  });

  it('lists an exemption starting later in its own period, with the report still open', () => {
    // May: Beat's exemption from 16.05. (to 31.05.); Anna's 75 % run goes on.
    expect(rowsOf({ period: { kind: 'accounting-period', accountingMonthId: '2026-05' } })).toEqual([
      '200 2026-05-16–2026-05-31 100 % Zürich',
      '100 2026-04-20–2026-06-30 75 % Bern',
    ]);
    const beatRow = build({ period: { kind: 'accounting-period', accountingMonthId: '2026-05' } }).rows[0];
    expect(beatRow?.slice(11)).toEqual([null, false, null]);
  });

  it('applies riskCounterThreshold, salaryContinuation at the period end and the subunits', () => {
    // Anna used 60 benefit days: a threshold of 61 drops her.
    expect(rowsOf({ riskCounterThreshold: 61 })).toEqual([]);
    expect(rowsOf({ riskCounterThreshold: 60 })).toHaveLength(2);
    // On 30.04. Anna is in wage cut (since 06.03.): "outside" keeps her, "within" drops her.
    expect(rowsOf({ filters: { salaryContinuation: 'within' } })).toEqual([]);
    expect(rowsOf({ filters: { salaryContinuation: 'outside' } })).toHaveLength(2);
    // The subunit as of each row's first day: ZH on 05.04., BE from 20.04.
    expect(rowsOf({ companySubunitIds: ['BE'] })).toEqual(['100 2026-04-20–2026-06-30 75 % Bern']);
    expect(rowsOf({ companySubunitIds: ['ZH'] })).toEqual(['100 2026-04-05–2026-04-19 50 % Zürich']);
  });

  it('a shorter reporting period starts the exemption earlier', () => {
    // 60 days: Anna 05.01. + 60 = 06.03. (26 to 31.01., 28 to 28.02. = 54, + 6): in April her runs are 50 % from
    // 01.04. and 75 % from 20.04.; Beat 15.02. + 60 = 16.04. (13 to 28.02., 31 to 31.03. = 44, + 16), Ammann first.
    const table = pensionFundExemption.build(
      { ...facts, pensionFundReportingPeriod: 60 },
      reportContext(reportDefinition('pension-fund-exemption')),
    );
    expect(table.rows.map((row) => `${row[8]} ${row[10]}`)).toEqual([
      '2026-04-16 100',
      '2026-04-01 50',
      '2026-04-20 75',
    ]);
  });

  it.each(REPORT_LANGUAGES)('speaks %s: headings, words, no codes', (language) => {
    const table = build({ language });
    expect(table.columns).toHaveLength(14);
    expect(new Set(table.columns.map((column) => column.label)).size).toBe(14);
    expect(table.sheetName.length).toBeLessThanOrEqual(31);
    expect(codeCells(table.rows)).toEqual([]);
    expect(table.facts.map(([label]) => label)).toHaveLength(6);
  });
});

describe('pension-fund-exemption: the waiting period is uninterrupted incapacity (decision 0060)', () => {
  // Carla's KTG case links her spells (a relapse continues the case, C15): 12 days each quarter of 2025
  // (06.01.–17.01., 07.04.–18.04., 07.07.–18.07., 06.10.–17.10.), then from 05.01.2026 a long sickness: 100 % to
  // 05.04., fit on 06.04. (a day without incapacity), 100 % again 07.04.–30.06.2026.
  // - The 2025 spells (12 days each, 48 in all) never reach 90 days: no exemption, although 05.04.2025 lies 90 days
  //   after the case's first day.
  // - 05.01.–05.04.2026 is 91 days (27 + 28 + 31 + 5): the exemption starts on 05.01. + 90 = 05.04., its last day.
  // - 07.04.–30.06. is a new spell of 85 days (24 + 31 + 30): it does not reach 90 days, no exemption.
  const carla = reportPerson({ employeeId: 'E-3', firstName: 'Carla', lastName: 'Frei', personnelNumber: '300' });
  const carlaRecord = { ...carla, validFrom: '2020-01-01', validTo: null, oasiNumber: null, dateOfBirth: null };
  const linked: PensionFundExemptionFacts = {
    pensionFundReportingPeriod: 90,
    cases: [
      {
        employeeId: 'E-3',
        report: null,
        reportCase: reportCase({
          caseId: 'case-linked',
          caseNumber: 5,
          absentFrom: '2025-01-06',
          absentTo: '2026-06-30',
          benefitDaysUsed: 200,
          days: [
            ...caseDays('2025-01-06', '2025-01-17'),
            ...caseDays('2025-04-07', '2025-04-18'),
            ...caseDays('2025-07-07', '2025-07-18'),
            ...caseDays('2025-10-06', '2025-10-17'),
            ...caseDays('2026-01-05', '2026-04-05'),
            ...caseDays('2026-04-06', '2026-04-06', { incapacityOfWork: 0 }),
            ...caseDays('2026-04-07', '2026-06-30'),
          ],
        }),
      },
    ],
    records: { 'E-3': [carlaRecord] },
  };
  const rows = (from: string, to: string) =>
    pensionFundExemption
      .build(
        linked,
        reportContext(reportDefinition('pension-fund-exemption', { period: { kind: 'time-range', from, to } })),
      )
      .rows.map((row) => `${row[7]} ${row[8]}–${row[9]} ${row[10]} %`);

  it('lists only the spell that outlasts the waiting period, with the spell as "incapacity since"', () => {
    expect(rows('2025-01-01', '2025-12-31')).toEqual([]);
    expect(rows('2026-01-01', '2026-12-31')).toEqual(['2026-01-05 2026-04-05–2026-04-05 100 %']);
  });

  it('finds the spells: consecutive days above 0 %, those longer than the waiting period', () => {
    const spells = exemptionSpells(linked.cases[0]?.reportCase ?? { days: [] }, 90);
    expect(spells).toEqual([{ from: '2026-01-05', to: '2026-04-05', exemptionFrom: '2026-04-05' }]);
    // A waiting period of 84 days: the last spell (85 days) reaches it too, on 07.04. + 84 = 30.06.
    expect(
      exemptionSpells(linked.cases[0]?.reportCase ?? { days: [] }, 84).map((spell) => spell.exemptionFrom),
    ).toEqual(['2026-03-30', '2026-06-30']);
  });
});
