// The absences area (issue 12): the period table with its days, forms and colour marks.

export { type CalendarSearch, parseCalendarSearch, updateCalendarSearch } from './calendar-search.ts';
export { AbsencesArea, type AbsencesAreaProps } from './components/absences-area.tsx';
export { EmployeeAbsencesCard, type EmployeeAbsencesCardProps } from './components/employee-absences-card.tsx';
export { TeamCalendar, type TeamCalendarProps } from './components/team-calendar.tsx';
export { type AbsencesSearch, parseAbsencesSearch } from './periods-search.ts';
