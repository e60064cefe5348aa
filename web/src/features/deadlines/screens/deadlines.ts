// Public entry for app/screens/deadlines-screen.tsx: the deadlines list (imported by app/ only).
export { DeadlinesArea } from '../components/deadlines-area.tsx';
