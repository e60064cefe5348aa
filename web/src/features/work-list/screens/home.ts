// Public entry for app/screens/home-screen.tsx (features/<feature>/screens/: one module per route screen, imported by
// app/ only).
export { WorkListSection } from '../components/work-list-section.tsx';
