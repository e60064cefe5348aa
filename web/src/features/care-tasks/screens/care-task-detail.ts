// Public entry for app/screens/care-task-detail-screen.tsx.
export { CareTaskDetail } from '../components/care-task-detail.tsx';
