// Public entry for app/layouts/app-layout.tsx (features/<feature>/screens/: one module per route screen or layout, imported by
// app/ only; other features import this feature's index.ts). Not in index.ts: the login page imports the index and must not
// load the user menu (issue 10, first load).
export { UserMenu } from '../components/user-menu.tsx';
