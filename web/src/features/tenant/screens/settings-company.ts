// Public entry for app/screens/settings-company-screen.tsx (features/<feature>/screens/: one module per route screen or layout, imported by
// app/ only; other features import this feature's index.ts). Not in index.ts: the company settings (with the organisation
// tree, which names superiors through the employees feature) load with their page only, and the employees feature,
// which imports the tenant index, would otherwise import itself through it.
export { CompanySettings } from '../components/company-settings.tsx';
