// Analytics (issue 32; spec section 7 `/api/analytics`: POST /absence-duration, POST /absence-rate,
// GET /absence-rate/{employeeId}, POST /absence-rate/export, GET and PATCH /analytics-view), plus the people behind
// a figure (issue 32 point 3). Decisions 0059 (figures) and 0061 (API).

import { z } from 'zod';
import {
  absenceDurationResult,
  absenceRateExportBody,
  absenceRatePeople,
  absenceRatePeopleBody,
  absenceRateResult,
  analyticsQuery,
  analyticsViews,
  employeeRate,
  employeeRateParams,
  employeeRateQuery,
  patchAnalyticsViewsBody,
} from '../analytics.ts';
import { API_PREFIX, type Endpoint, permission } from '../endpoint.ts';

const viewAnalytics = permission('analytics.view');

export const analyticsEndpoints = {
  analyticsAbsenceRate: {
    method: 'POST',
    access: viewAnalytics,
    path: `${API_PREFIX.analytics}/absence-rate`,
    summary:
      'The absence rate (C19: absence hours / target hours × 100) by month, quarter or year, by subunit, processing ' +
      'group or employment type, with the previous period and the same period a year earlier',
    tags: ['analytics'],
    body: analyticsQuery,
    response: absenceRateResult,
  },
  analyticsAbsenceRatePeople: {
    method: 'POST',
    access: viewAnalytics,
    path: `${API_PREFIX.analytics}/absence-rate/people`,
    summary: 'The people behind one absence-rate figure: their target and absence hours',
    tags: ['analytics'],
    body: absenceRatePeopleBody,
    response: absenceRatePeople,
  },
  analyticsAbsenceRateExport: {
    method: 'POST',
    access: viewAnalytics,
    path: `${API_PREFIX.analytics}/absence-rate/export`,
    summary: 'The absence rate with its target and absence hours as XLSX or CSV, in the user’s language',
    tags: ['analytics'],
    body: absenceRateExportBody,
    binary: true,
    response: z.string().meta({ description: 'The file (binary)', format: 'binary' }),
  },
  analyticsEmployeeRate: {
    method: 'GET',
    access: viewAnalytics,
    path: `${API_PREFIX.analytics}/absence-rate/:employeeId`,
    summary: 'One person’s absence rate by period, and the absence days behind it',
    tags: ['analytics'],
    params: employeeRateParams,
    querystring: employeeRateQuery,
    response: employeeRate,
  },
  analyticsAbsenceDuration: {
    method: 'POST',
    access: viewAnalytics,
    path: `${API_PREFIX.analytics}/absence-duration`,
    summary:
      'Absence periods by duration (C18: 1-3, 4-10, 11-30, 31-90, 91-270, 271+ days): periods, days and share of ' +
      'absence hours per bucket',
    tags: ['analytics'],
    body: analyticsQuery,
    response: absenceDurationResult,
  },
  analyticsViewGet: {
    method: 'GET',
    access: viewAnalytics,
    path: `${API_PREFIX.analytics}/analytics-view`,
    summary: 'The user’s saved analytics views',
    tags: ['analytics'],
    response: analyticsViews,
  },
  analyticsViewPatch: {
    method: 'PATCH',
    access: permission('analytics.edit'),
    path: `${API_PREFIX.analytics}/analytics-view`,
    summary: 'Save the user’s analytics views (the whole list; the revision read must still be current)',
    tags: ['analytics'],
    body: patchAnalyticsViewsBody,
    response: analyticsViews,
  },
} as const satisfies Record<string, Endpoint>;
