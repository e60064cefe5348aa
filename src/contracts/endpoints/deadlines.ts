// Deadlines (issue 30 section 3). Decision 0054; rules in docs/domain/deadlines.md.
import { deadline, deadlineIdParams, deadlinesPage, deadlinesQuery, markDeadlineBody } from '../deadlines.ts';
import { API_PREFIX, type Endpoint, permission } from '../endpoint.ts';

export const deadlinesEndpoints = {
  deadlinesList: {
    method: 'GET',
    access: permission('employee.caseManagement.cases.view', { anyOf: ['insurance.ktg.view'] }),
    path: `${API_PREFIX.modular}/deadlines`,
    summary:
      'Deadlines from the absences and cases (insurer report, end of continued pay, IV early detection and ' +
      'registration, pension fund, expiry and exhaustion of the daily allowances), by due date',
    tags: ['deadlines'],
    querystring: deadlinesQuery,
    response: deadlinesPage,
  },
  deadlineMark: {
    method: 'POST',
    access: permission('employee.caseManagement.cases.edit', { anyOf: ['insurance.ktg.edit'] }),
    path: `${API_PREFIX.modular}/deadline/:deadlineId/done`,
    summary: 'Mark a deadline done (or open again)',
    tags: ['deadlines'],
    params: deadlineIdParams,
    body: markDeadlineBody,
    response: deadline,
  },
} as const satisfies Record<string, Endpoint>;
