// The API fuzz suite's valid request of each route of one area (composed into FUZZ_TARGETS in ../targets.ts): absences,
// absence periods, the absence calendar and calendar feeds.
import type { FuzzTargets } from './support.ts';

export const absenceTargets = {
  calendarFeedCreate: () => ({ body: { name: 'Team Logistik', absenceTypes: ['SICK'], showAbsenceTypes: false } }),
  calendarFeedsList: () => ({}),
  calendarFeedRevoke: (world) => ({ params: { feedId: world.calendarFeedId } }),
  calendarFeedContent: (world) => ({ params: { feedToken: world.calendarFeedToken } }),
  absenceCreate: () => ({
    body: {
      employeeId: 'FZ-2',
      startDate: '2026-05-04',
      endDate: '2026-05-08',
      type: 'ACCIDENT',
      accidentType: 'NON_OCCUPATIONAL',
      hours: '4.5',
      comment: 'Velounfall',
    },
  }),
  absencesUpdate: (world) => ({
    body: {
      items: [
        {
          absenceIds: [world.absenceIds[0], world.absenceIds[1]],
          changes: { percentage: '50' },
          individualAbsenceEdits: [{ absenceId: world.absenceIds[2], changes: { comment: 'Halbtags' } }],
        },
      ],
    },
  }),
  absencesDelete: (world) => ({ query: { ids: world.absenceIds.slice(2).join(',') } }),
  absencesList: () => ({ query: { employeeId: 'FZ-1', from: '2026-01-01', to: '2026-12-31', skip: '0', take: '200' } }),
  absenceCalendar: () => ({
    query: {
      month: '2026-03',
      search: 'Muster',
      companySubunitId: 'ZH',
      processingGroupId: 'MONTHLY',
      absenceType: 'SICK',
      onlyAbsent: 'true',
      skip: '0',
      take: '500',
    },
  }),
  absencePeriodsList: () => ({
    query: {
      search: 'Muster',
      sortField: 'LAST_NAME',
      sortOrder: 'ASC',
      from: '2026-01-01',
      to: '2026-12-31',
      employeeId: 'FZ-1',
      absenceType: 'SICK',
      accountingGroup: 'MONTHLY',
      accountingMonth: '2026-02',
      include: 'issues',
      issueType: 'ABSENCE_DUPLICATED',
      hasIssues: 'true',
      paginateByEmployee: 'false',
      skip: '0',
      take: '200',
    },
  }),
  absencePeriodsColor: (world) => ({ body: { periodIds: [world.absencePeriodId], color: 'DARK_RED' } }),
} satisfies FuzzTargets;
