// Support (issue 33 scope 6; decision 0067): the endpoint table of this area (composed in ../endpoints.ts): the tenant
// users' requests and the platform operators' inbox.
import { API_PREFIX, type Endpoint, permission } from '../endpoint.ts';
import {
  adminSupportRequestDetail,
  adminSupportRequestsPage,
  adminSupportRequestsQuery,
  supportMessageCreate,
  supportRequestClose,
  supportRequestCreate,
  supportRequestDetail,
  supportRequestParams,
  supportRequestsPage,
  supportRequestsQuery,
} from '../support.ts';

const REQUESTS = `${API_PREFIX.modular}/support/requests`;
const ADMIN_REQUESTS = `${API_PREFIX.admin}/support/requests`;
const TAGS = ['support'];

export const supportEndpoints = {
  supportRequestsList: {
    method: 'GET',
    access: permission('support.view'),
    path: REQUESTS,
    summary:
      "The tenant's support requests, the latest message first, with the care configuration's key contact and the " +
      'number of requests waiting for the operators',
    tags: TAGS,
    querystring: supportRequestsQuery,
    response: supportRequestsPage,
  },
  supportRequestCreate: {
    method: 'POST',
    access: permission('support.edit'),
    path: REQUESTS,
    summary:
      "A support request with the screen's context (area, path, ids); health-related ids only with consent " +
      '(includesHealthData), else they are dropped',
    tags: TAGS,
    body: supportRequestCreate,
    response: supportRequestDetail,
    status: 201,
  },
  supportRequestGet: {
    method: 'GET',
    access: permission('support.view'),
    path: `${REQUESTS}/:requestId`,
    summary: 'One request with its context and messages. 404 SUPPORT_REQUEST_NOT_FOUND',
    tags: TAGS,
    params: supportRequestParams,
    response: supportRequestDetail,
  },
  supportMessageCreate: {
    method: 'POST',
    access: permission('support.edit'),
    path: `${REQUESTS}/:requestId/messages`,
    summary: 'A message of the user: the request is open (again) for the operators. 409 REVISION_CONFLICT',
    tags: TAGS,
    params: supportRequestParams,
    body: supportMessageCreate,
    response: supportRequestDetail,
  },
  supportRequestClose: {
    method: 'POST',
    access: permission('support.edit'),
    path: `${REQUESTS}/:requestId/close`,
    summary: 'The user closes the request (a later message opens it again). 409 REVISION_CONFLICT',
    tags: TAGS,
    params: supportRequestParams,
    body: supportRequestClose,
    response: supportRequestDetail,
  },
  adminSupportRequestsList: {
    method: 'GET',
    access: { kind: 'admin' },
    path: ADMIN_REQUESTS,
    summary:
      "The operators' inbox: every tenant's support requests (filters: status, tenant), waiting ones first, with " +
      'the counts by status',
    tags: ['admin'],
    querystring: adminSupportRequestsQuery,
    response: adminSupportRequestsPage,
  },
  adminSupportRequestGet: {
    method: 'GET',
    access: { kind: 'admin' },
    path: `${ADMIN_REQUESTS}/:requestId`,
    summary: 'One request of any tenant with its context and messages. 404 SUPPORT_REQUEST_NOT_FOUND',
    tags: ['admin'],
    params: supportRequestParams,
    response: adminSupportRequestDetail,
  },
  adminSupportMessageCreate: {
    method: 'POST',
    access: { kind: 'admin' },
    path: `${ADMIN_REQUESTS}/:requestId/messages`,
    summary: "An operator's answer: the request is ANSWERED. 409 REVISION_CONFLICT",
    tags: ['admin'],
    params: supportRequestParams,
    body: supportMessageCreate,
    response: adminSupportRequestDetail,
  },
  adminSupportRequestClose: {
    method: 'POST',
    access: { kind: 'admin' },
    path: `${ADMIN_REQUESTS}/:requestId/close`,
    summary: 'An operator closes the request. 409 REVISION_CONFLICT',
    tags: ['admin'],
    params: supportRequestParams,
    body: supportRequestClose,
    response: adminSupportRequestDetail,
  },
} as const satisfies Record<string, Endpoint>;
