// Public surface of the platform administration feature (other code imports only from here).
export { type AccountingChecksSearch, parseAccountingChecksSearch } from './accounting-checks.ts';
export { type AdminIssuesSearch, parseAdminIssuesSearch } from './admin-issues-search.ts';
export { adminKeys } from './api/admin-keys.ts';
export { adminTenantQueryOptions, useAdminTenant } from './api/get-admin-tenant.ts';
export { adminTenantsQueryOptions, useAdminTenants } from './api/get-admin-tenants.ts';
export { AccountingChecksArea } from './components/accounting-checks-area.tsx';
export { AdminIssuesArea } from './components/admin-issues-area.tsx';
export { CarriersPanel } from './components/carriers-panel.tsx';
export { CaseInputsEditor } from './components/case-inputs-editor.tsx';
export { PayoutsArea } from './components/payouts-area.tsx';
export { TenantAccountingPanel } from './components/tenant-accounting-panel.tsx';
export { TenantCarriersPanel } from './components/tenant-carriers-panel.tsx';
export { TenantCasesPanel } from './components/tenant-cases-panel.tsx';
export { TenantConfigurationEditor } from './components/tenant-configuration-editor.tsx';
export { TenantFailedEventsPanel } from './components/tenant-failed-events-panel.tsx';
export { TenantsPanel } from './components/tenants-panel.tsx';
export { type PayoutsSearch, parsePayoutsSearch } from './payouts-search.ts';
