// The API's endpoints: method, path and schemas in one place. The server registers its routes from these
// entries and the web's typed client calls them by name, so the two cannot drift apart. One table per area in
// ./endpoints/, composed here.
import type { Endpoint } from './endpoint.ts';
import { absenceCalendarEndpoints } from './endpoints/absence-calendar.ts';
import { absencePeriodsEndpoints } from './endpoints/absence-periods.ts';
import { absencesEndpoints } from './endpoints/absences.ts';
import { accountingEndpoints } from './endpoints/accounting.ts';
import { adminEndpoints } from './endpoints/admin.ts';
import { adminEventsEndpoints } from './endpoints/admin-events.ts';
import { analyticsEndpoints } from './endpoints/analytics.ts';
import { apiTokensEndpoints } from './endpoints/api-tokens.ts';
import { auditLogEndpoints } from './endpoints/audit-log.ts';
import { authEndpoints } from './endpoints/auth.ts';
import { benefitsEndpoints } from './endpoints/benefits.ts';
import { calendarFeedsEndpoints } from './endpoints/calendar-feeds.ts';
import { careStagesEndpoints } from './endpoints/care-stages.ts';
import { careTasksEndpoints } from './endpoints/care-tasks.ts';
import { carriersEndpoints } from './endpoints/carriers.ts';
import { caseDetailEndpoints } from './endpoints/case-detail.ts';
import { caseInputsEndpoints } from './endpoints/case-inputs.ts';
import { caseLinksEndpoints } from './endpoints/case-links.ts';
import { caseManagementEndpoints } from './endpoints/case-management.ts';
import { casesEndpoints } from './endpoints/cases.ts';
import { deadlinesEndpoints } from './endpoints/deadlines.ts';
import { documentsEndpoints } from './endpoints/documents.ts';
import { employeesEndpoints } from './endpoints/employees.ts';
import { insuranceSubunitsEndpoints } from './endpoints/insurance-subunits.ts';
import { insuredPersonsEndpoints } from './endpoints/insured-persons.ts';
import { issuesEndpoints } from './endpoints/issues.ts';
import { kavEndpoints } from './endpoints/kav.ts';
import { medicalCertificatesEndpoints } from './endpoints/medical-certificates.ts';
import { notificationsEndpoints } from './endpoints/notifications.ts';
import { paymentOverviewEndpoints } from './endpoints/payment-overview.ts';
import { payoutsEndpoints } from './endpoints/payouts.ts';
import { policiesEndpoints } from './endpoints/policies.ts';
import { reportsEndpoints } from './endpoints/reports.ts';
import { supportEndpoints } from './endpoints/support.ts';
import { systemEndpoints } from './endpoints/system.ts';
import { takeoverEndpoints } from './endpoints/takeover.ts';
import { tenantEndpoints } from './endpoints/tenant.ts';
import { uploadsEndpoints } from './endpoints/uploads.ts';
import { usersEndpoints } from './endpoints/users.ts';
import { workListEndpoints } from './endpoints/work-list.ts';

export type { Access, Endpoint, HttpMethod } from './endpoint.ts';
export { API_PREFIX } from './endpoint.ts';

export const endpoints = {
  ...systemEndpoints,
  ...authEndpoints,
  ...usersEndpoints,
  ...apiTokensEndpoints,
  ...auditLogEndpoints,
  ...documentsEndpoints,
  ...uploadsEndpoints,
  ...absencesEndpoints,
  ...calendarFeedsEndpoints,
  ...employeesEndpoints,
  ...tenantEndpoints,
  ...adminEndpoints,
  ...adminEventsEndpoints,
  ...absencePeriodsEndpoints,
  ...absenceCalendarEndpoints,
  ...issuesEndpoints,
  ...casesEndpoints,
  ...insuredPersonsEndpoints,
  ...caseLinksEndpoints,
  ...caseInputsEndpoints,
  ...caseDetailEndpoints,
  ...takeoverEndpoints,
  ...accountingEndpoints,
  ...payoutsEndpoints,
  ...paymentOverviewEndpoints,
  ...policiesEndpoints,
  ...benefitsEndpoints,
  ...kavEndpoints,
  ...insuranceSubunitsEndpoints,
  ...supportEndpoints,
  ...carriersEndpoints,
  ...workListEndpoints,
  ...careStagesEndpoints,
  ...careTasksEndpoints,
  ...notificationsEndpoints,
  ...caseManagementEndpoints,
  ...medicalCertificatesEndpoints,
  ...deadlinesEndpoints,
  ...reportsEndpoints,
  ...analyticsEndpoints,
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
