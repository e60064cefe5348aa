// Public surface of the calendar feeds feature (other code imports only from here).
export { calendarFeedsKeys } from './api/calendar-feeds-keys.ts';
export { CalendarFeedsSection, type CalendarFeedsSectionProps } from './components/calendar-feeds-section.tsx';
export { feedContentText } from './feed-display.ts';
