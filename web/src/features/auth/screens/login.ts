// Public entry for app/screens/login-screen.tsx (features/<feature>/screens/: one module per route screen or layout, imported by
// app/ only; other features import this feature's index.ts). Not in index.ts: the shell and the router import the index at
// start, and the sign-in panel loads with the login page only (issue 10, first load).
export { LoginPanel } from '../components/login-panel.tsx';
