// One valid request per route: the request the API fuzz suite derives its invalid inputs from, and the base of the
// valid-ish ones. Every route needs an entry (the type requires it); the entries live per area in targets/<area>.ts.
import type { EndpointName } from '../../contracts/endpoints.ts';
import type { FuzzWorld } from './fixtures.ts';
import { absenceTargets } from './targets/absences.ts';
import { accountingAndPayoutTargets } from './targets/accounting-and-payouts.ts';
import { analyticsTargets } from './targets/analytics.ts';
import { benefitsTargets } from './targets/benefits.ts';
import { careStagesTargets } from './targets/care-stages.ts';
import { careTasksTargets } from './targets/care-tasks.ts';
import { caseManagementTargets } from './targets/case-management.ts';
import { caseTargets } from './targets/cases.ts';
import { deadlinesTargets } from './targets/deadlines.ts';
import { employeeAndTenantTargets } from './targets/employees-and-tenants.ts';
import { identityTargets } from './targets/identity.ts';
import { insuranceSubunitsTargets } from './targets/insurance-subunits.ts';
import { kavTargets } from './targets/kav.ts';
import { medicalCertificatesTargets } from './targets/medical-certificates.ts';
import { notificationsTargets } from './targets/notifications.ts';
import { policiesTargets } from './targets/policies.ts';
import { reportsTargets } from './targets/reports.ts';
import type { ValidRequest } from './targets/support.ts';
import { supportRequestsTargets } from './targets/support-requests.ts';
import { uploadTargets } from './targets/uploads.ts';
import { workListTargets } from './targets/work-list.ts';

/** The valid request of every route. A route without an entry does not compile (and the suite names it). */
export const FUZZ_TARGETS: Record<EndpointName, (world: FuzzWorld) => ValidRequest> = {
  ...identityTargets,
  ...uploadTargets,
  ...absenceTargets,
  ...caseTargets,
  ...employeeAndTenantTargets,
  ...accountingAndPayoutTargets,
  ...workListTargets,
  ...careStagesTargets,
  ...careTasksTargets,
  ...notificationsTargets,
  ...caseManagementTargets,
  ...medicalCertificatesTargets,
  ...deadlinesTargets,
  ...reportsTargets,
  ...analyticsTargets,
  ...policiesTargets,
  ...benefitsTargets,
  ...kavTargets,
  ...insuranceSubunitsTargets,
  ...supportRequestsTargets,
};
