// Absence periods (spec section 7, Absences): the endpoint table of this area (composed in ../endpoints.ts).
import {
  absencePeriodsColorBody,
  absencePeriodsColorResult,
  absencePeriodsPage,
  absencePeriodsQuery,
} from '../absence-periods.ts';
import { API_PREFIX, type Endpoint, permission } from '../endpoint.ts';

export const absencePeriodsEndpoints = {
  absencePeriodsList: {
    method: 'GET',
    access: permission('employee.absences.view'),
    path: `${API_PREFIX.modular}/absence-periods`,
    summary:
      'Absence periods (derived from the daily absences) with names and days; filters, sort and paging up to 200; ' +
      'include=issues adds the open issues touching each period (needs insurance.issues.view); ' +
      'paginateByEmployee=true pages by employee',
    tags: ['absences'],
    querystring: absencePeriodsQuery,
    response: absencePeriodsPage,
  },
  absencePeriodsColor: {
    method: 'PATCH',
    access: permission('employee.absences.edit'),
    path: `${API_PREFIX.modular}/absence-periods/color`,
    summary:
      'Set or remove the colour mark of periods. An empty list answers NO_ABSENCE_PERIODS_PROVIDED; unknown ids ' +
      'answer INVALID_PARAMETERS with periodIds; all or nothing',
    tags: ['absences'],
    body: absencePeriodsColorBody,
    response: absencePeriodsColorResult,
  },
} as const satisfies Record<string, Endpoint>;
