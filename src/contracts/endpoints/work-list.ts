// The home page's work list (issue 28 section 1): the endpoint table of this area (composed in ../endpoints.ts).
// Decision: docs/decisions/0039-home-work-list.md.
import { API_PREFIX, type Endpoint } from '../endpoint.ts';
import { adminWorkList, workList } from '../work-list.ts';

export const workListEndpoints = {
  workList: {
    method: 'GET',
    // Every tenant user has a home page; each part of the answer follows the role's permissions (null where the
    // role may not see it) and a superior's scope.
    access: { kind: 'user' },
    path: `${API_PREFIX.modular}/work-list`,
    summary:
      "The signed-in user's open work, counted: data issues by severity, the month to submit, claims to schedule, " +
      'failed uploads and cases that need a decision; each part null when the role may not see it, a superior ' +
      'counts the team',
    tags: ['work-list'],
    response: workList,
  },
  adminWorkList: {
    method: 'GET',
    access: { kind: 'admin' },
    path: `${API_PREFIX.admin}/work-list`,
    summary:
      "A platform admin's open work across tenants: payout releases waiting for a second admin (another admin's to " +
      'approve, and the own ones waiting) and submitted months not yet locked',
    tags: ['admin', 'work-list'],
    response: adminWorkList,
  },
} as const satisfies Record<string, Endpoint>;
