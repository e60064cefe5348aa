// Insured persons (issue 13, decision 0026): the endpoint table of this area (composed in ../endpoints.ts). The
// person's cases stay in ./cases.ts (GET /insured-person/:insuredPersonId/case, spec section 7).
import { API_PREFIX, type Endpoint, permission } from '../endpoint.ts';
import { insuredPersonsPage, insuredPersonsQuery } from '../insured-persons.ts';

export const insuredPersonsEndpoints = {
  insuredPersonsList: {
    method: 'GET',
    // The area's key, or any key that shows cases: the list shows a person when the caller may see one of their
    // cases (SICK: insurance.ktg.view or employee.caseManagement.cases.view, ACCIDENT: insurance.uvg.view), so a
    // superior sees the team's persons and the area's key alone shows nobody (decision 0026).
    access: permission('insurance.insuredPersons.view', {
      anyOf: ['insurance.ktg.view', 'insurance.uvg.view', 'employee.caseManagement.cases.view'],
    }),
    path: `${API_PREFIX.modular}/insured-person`,
    summary:
      'Insured persons with at least one case the caller may see: names, employee counters, case count, open ' +
      'cases (not CLOSED or DENIED), total amount and latest case start of those cases; search, sort, paging',
    tags: ['cases'],
    querystring: insuredPersonsQuery,
    response: insuredPersonsPage,
  },
} as const satisfies Record<string, Endpoint>;
