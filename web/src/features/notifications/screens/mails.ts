// Public entry for app/screens/settings-notifications-screen.tsx (my e-mails) and admin-mails-screen.tsx.
export { MailsPanel } from '../components/mails-panel.tsx';
