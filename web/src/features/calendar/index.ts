// Public surface of the calendar feature (other code imports only from here).

export { calendarKeys } from './api/calendar-keys.ts';
export { accountingMonthsQueryOptions, useAccountingMonths } from './api/get-accounting-months.ts';
export { CurrentAccountingMonthCard } from './components/current-accounting-month-card.tsx';
export { accountingMonthOf } from './current-month.ts';
