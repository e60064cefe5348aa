// Public entry for app/screens/settings-notifications-screen.tsx (notification settings).
export { NotificationSettingsPanel } from '../components/notification-settings-panel.tsx';
