// KAV (issue 33 scope 3; decision 0069): the endpoint table of this area (composed in ../endpoints.ts).
import { API_PREFIX, type Endpoint, permission } from '../endpoint.ts';
import {
  kavAbsencesPage,
  kavAbsencesQuery,
  kavCompletenessPage,
  kavCompletenessQuery,
  kavOverview,
  kavOverviewQuery,
} from '../kav.ts';

const KAV = `${API_PREFIX.modular}/kav`;
const TAGS = ['kav'];

export const kavEndpoints = {
  kavOverview: {
    method: 'GET',
    access: permission('kav.view'),
    path: KAV,
    summary:
      'KAV for payroll: whether the tenant has KAV (and, if not, why), the KAV policies with their short-term ' +
      'cover, the employees insured under KAV and the records incomplete for KAV, and the last 12 accounting ' +
      'months with their KAV (short-term) and KTG (long-term) claim days and amounts and their accounting state',
    tags: TAGS,
    querystring: kavOverviewQuery,
    response: kavOverview,
  },
  kavCompleteness: {
    method: 'GET',
    access: permission('kav.view'),
    path: `${KAV}/completeness`,
    summary:
      'The employees whose current record lacks a field KAV requires (spec section 5: dates of employment, ' +
      'working frequency, standard hours, salary basis, wage types, policies, percentage, hours), with the ' +
      'missing fields; search, filter by field, sort and paging. Empty with hasKav false without KAV',
    tags: TAGS,
    querystring: kavCompletenessQuery,
    response: kavCompletenessPage,
  },
  kavAbsences: {
    method: 'GET',
    access: permission('kav.view'),
    path: `${KAV}/absences`,
    summary:
      'The sickness days of a month of employees insured under KAV, with their basis (hours or percentage) and ' +
      'the claim day each produced (policy, incapacity, amount). Empty with hasKav false without KAV',
    tags: TAGS,
    querystring: kavAbsencesQuery,
    response: kavAbsencesPage,
  },
} as const satisfies Record<string, Endpoint>;
