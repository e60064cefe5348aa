// Public entry for app/screens/home-screen.tsx (features/<feature>/screens/: one module per route screen or layout, imported by
// app/ only; other features import this feature's index.ts). Not in index.ts: the login page imports the index for the
// environment badge and must not load the status card (issue 10, first load).
export { SystemStatusCard } from '../components/system-status-card.tsx';
