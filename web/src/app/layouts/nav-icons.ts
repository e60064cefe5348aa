// The navigation's icon per area. Only areas that are built (`isAvailable` in src/contracts/areas.ts) appear in
// the navigation, so only they have an icon here: every icon is in every page's first load (issue 10), and an
// area that lands adds its icon with its route (nav-sections.test.ts fails for a built area without one).
import {
  type Icon,
  IconAlertTriangle,
  IconBandage,
  IconBriefcase,
  IconBuilding,
  IconCalendarMonth,
  IconCalendarOff,
  IconCircleCheck,
  IconCoins,
  IconDatabase,
  IconHistory,
  IconHome,
  IconKey,
  IconPlugConnected,
  IconStethoscope,
  IconUser,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';

export const AREA_ICONS: Readonly<Record<string, Icon>> = {
  home: IconHome,
  employeeOverview: IconUsers,
  absences: IconCalendarOff,
  absenceCalendar: IconCalendarMonth,
  cases: IconBriefcase,
  ktgCases: IconStethoscope,
  uvgCases: IconBandage,
  insuredPersons: IconUserShield,
  issues: IconAlertTriangle,
  dataConnect: IconPlugConnected,
  dataHub: IconDatabase,
  settingsPersonal: IconUser,
  settingsCompany: IconBuilding,
  settingsUsers: IconUsers,
  settingsApiTokens: IconKey,
  auditLog: IconHistory,
  dailyAllowances: IconCoins,
  claims: IconCircleCheck,
};
