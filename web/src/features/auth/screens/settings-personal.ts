// Public entry for app/screens/settings-personal-screen.tsx (features/<feature>/screens/: one module per route screen or layout, imported by
// app/ only; other features import this feature's index.ts). Not in index.ts: the start pages import the index, the profile
// form loads with the personal settings only (issue 10, first load).
export { ProfileForm } from '../components/profile-form.tsx';
