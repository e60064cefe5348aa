import { describe, expect, it } from 'vitest';
import { deadlinesLinkSearch, deadlinesSearch, parseDeadlinesSearch, toDeadlinesQuery } from './deadlines-search.ts';

const CASE_ID = '0b6e3c1e-5c3a-4f0e-9d7a-1f2e3d4c5b6a';

describe('the deadlines list in the URL', () => {
  it('keeps valid values, drops invalid ones and the defaults (OPEN, due date ascending, page 1)', () => {
    expect(
      parseDeadlinesSearch({
        kinds: 'IV_REGISTRATION, INSURER_REPORT,NOPE',
        status: 'DONE',
        due: 'week',
        employee: 'E-7',
        case: CASE_ID,
        search: '  Brunner ',
        sortBy: 'DUE_DATE',
        sortOrder: 'DESC',
        page: '2',
        lang: 'fr',
      }),
    ).toEqual({
      // The contract's order, unknown kinds dropped.
      kinds: 'INSURER_REPORT,IV_REGISTRATION',
      status: 'DONE',
      due: 'week',
      employee: 'E-7',
      case: CASE_ID,
      search: 'Brunner',
      sortOrder: 'DESC',
      page: 2,
    });
    expect(
      parseDeadlinesSearch({ status: 'OPEN', due: 'tomorrow', case: 'not-a-uuid', kinds: 'NOPE', page: 1 }),
    ).toEqual({});
    expect(
      parseDeadlinesSearch({
        kinds:
          'INSURER_REPORT,CONTINUED_PAY_END,IV_EARLY_DETECTION,IV_REGISTRATION,PENSION_FUND_REPORT,BENEFITS_EXPIRY_NOTICE,BENEFITS_EXHAUSTED',
      }),
    ).toEqual({});
  });

  it('reads a range of dates the right way round; a preset wins over dates', () => {
    expect(parseDeadlinesSearch({ from: '2026-12-31', to: '2026-12-01' })).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(parseDeadlinesSearch({ due: 'overdue', from: '2026-12-01', to: '2026-13-01' })).toEqual({ due: 'overdue' });
    expect(parseDeadlinesSearch({ from: '01.12.2026' })).toEqual({});
  });

  it('asks the API for the due range of each preset on 29.11.2026', () => {
    const today = '2026-11-29';
    expect(toDeadlinesQuery({}, today)).toEqual({ status: 'OPEN', sortOrder: 'asc', skip: 0, take: 25 });
    // Overdue: due before today, i.e. up to 28.11.
    expect(toDeadlinesQuery({ due: 'overdue' }, today)).toMatchObject({ to: '2026-11-28' });
    expect(toDeadlinesQuery({ due: 'overdue' }, today).from).toBeUndefined();
    // This week: today to today + 7 = 06.12 (the work list's "due this week").
    expect(toDeadlinesQuery({ due: 'week' }, today)).toMatchObject({ from: '2026-11-29', to: '2026-12-06' });
    // Next 30 days: 29.11 + 30 = 29.12.
    expect(toDeadlinesQuery({ due: 'next30' }, today)).toMatchObject({ from: '2026-11-29', to: '2026-12-29' });
    expect(
      toDeadlinesQuery(
        {
          kinds: 'IV_REGISTRATION',
          status: 'DONE',
          from: '2026-12-01',
          employee: 'E-7',
          case: CASE_ID,
          search: 'Keller',
          sortOrder: 'DESC',
          page: 3,
        },
        today,
      ),
    ).toEqual({
      status: 'DONE',
      kinds: 'IV_REGISTRATION',
      from: '2026-12-01',
      employeeId: 'E-7',
      ktgCaseId: CASE_ID,
      search: 'Keller',
      sortOrder: 'desc',
      // Page 3 → skip 2 × 25 = 50.
      skip: 50,
      take: 25,
    });
  });

  it('goes back to page 1 when a filter changes, keeping the other params', () => {
    expect(deadlinesSearch.withFilter({ page: 4, lang: 'de', due: 'week' }, { status: 'DONE' })).toEqual({
      lang: 'de',
      due: 'week',
      status: 'DONE',
    });
    expect(deadlinesSearch.toggleSort({ lang: 'de' }, 'DUE_DATE')).toEqual({ lang: 'de', sortOrder: 'DESC' });
  });

  it('links the panel to the list filtered by the case, else by the employee', () => {
    expect(deadlinesLinkSearch({ employeeId: 'E-7', caseId: CASE_ID })).toEqual({ case: CASE_ID });
    expect(deadlinesLinkSearch({ employeeId: 'E-7' })).toEqual({ employee: 'E-7' });
  });
});
