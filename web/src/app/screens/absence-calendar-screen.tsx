// Team month calendar (employee.absences.view): who of the people the user may see is absent on which day of a
// month; month, filters and page in the URL. A superior sees the team (the server scopes the rows).
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  type CalendarSearch,
  parseCalendarSearch,
  TeamCalendar,
  updateCalendarSearch,
} from '../../features/absences/index.ts';
import { usePermission } from '../../features/auth/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** The calendar's state (the month defaults to the current one). */
const readCalendarSearch = (raw: Record<string, unknown>) => parseCalendarSearch(raw);

export function AbsenceCalendarScreen() {
  const { t } = useTranslation();
  const search = useParsedSearch(useSearch({ from: '/app/absence-calendar' }), readCalendarSearch);
  const navigate = useNavigate();
  const canOpenEmployees = usePermission('employee.view');
  usePageTitle(t('nav.areas.absenceCalendar'));

  const onChange = useCallback(
    (changes: Partial<Record<keyof CalendarSearch, unknown>>, options: { replace?: boolean } = {}) =>
      void navigate({
        to: '/absence-calendar',
        search: (previous) => updateCalendarSearch(previous, changes),
        replace: options.replace ?? false,
      }),
    [navigate],
  );

  return <TeamCalendar search={search} onChange={onChange} canOpenEmployees={canOpenEmployees} />;
}
