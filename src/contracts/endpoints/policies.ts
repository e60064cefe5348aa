// Policies (issue 33 scope 1; decision 0065): the endpoint table of this area (composed in ../endpoints.ts).
import { API_PREFIX, type Endpoint, permission } from '../endpoint.ts';
import {
  policiesOverview,
  policiesOverviewQuery,
  policyGapsPage,
  policyGapsQuery,
  policyInsuredPage,
  policyInsuredQuery,
} from '../policies.ts';

const POLICIES = `${API_PREFIX.modular}/policies`;
const TAGS = ['policies'];

export const policiesEndpoints = {
  policiesOverview: {
    method: 'GET',
    access: permission('policies.view'),
    path: POLICIES,
    summary:
      "The tenant's KTG, KAV, FTA, UVG and UVGZ policies on a day: the coverage behind each (waiting period, " +
      'coverage %, duration, who pays), how many employees are insured under each, and the gaps counted by kind',
    tags: TAGS,
    querystring: policiesOverviewQuery,
    response: policiesOverview,
  },
  policyInsured: {
    method: 'GET',
    access: permission('policies.view'),
    path: `${POLICIES}/insured`,
    summary:
      'The employees insured under one policy on a day (the own number or the configuration default), with ' +
      'search and paging. 400 POLICY_NOT_FOUND when neither the configuration nor a record knows the policy',
    tags: TAGS,
    querystring: policyInsuredQuery,
    response: policyInsuredPage,
  },
  policyGaps: {
    method: 'GET',
    access: permission('policies.view'),
    path: `${POLICIES}/gaps`,
    summary:
      'The gaps on a day: employees without a policy, with a policy number the configuration does not know ' +
      '(POLICY_NOT_FOUND), under a policy of another subunit or processing group, or of a period not in force',
    tags: TAGS,
    querystring: policyGapsQuery,
    response: policyGapsPage,
  },
} as const satisfies Record<string, Endpoint>;
