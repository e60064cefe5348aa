// Public entry for app/screens/tasks-screen.tsx and care-tasks-screen.tsx: the task lists (one module per route
// screen, imported by app/ only).
export { CareTasksArea } from '../components/care-tasks-area.tsx';
