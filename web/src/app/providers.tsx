// Application-wide providers: Mantine (theme with translated names of its icon buttons), Mantine dates (locale follows
// the UI language), TanStack Query.
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { DAYJS_LOCALES } from '../lib/i18n.ts';
import { useTranslation } from '../lib/translator.ts';
import { useCurrentLanguage } from '../lib/use-formatters.ts';
import { createQueryClient } from './query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

export function Providers({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const language = useCurrentLanguage();
  const { t } = useTranslation();
  // Icon-only buttons Mantine renders itself (modal and alert close buttons, clear buttons of date fields and
  // selects) get a translated accessible name here, so no screen has to remember it.
  const localizedTheme = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          CloseButton: { defaultProps: { 'aria-label': t('common.close') } },
          InputClearButton: { defaultProps: { 'aria-label': t('common.clear') } },
        },
      }),
    [t],
  );
  return (
    <MantineProvider theme={localizedTheme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {/* Swiss weeks start on Monday; Saturday and Sunday are weekend days. */}
      <DatesProvider settings={{ locale: DAYJS_LOCALES[language], firstDayOfWeek: 1, weekendDays: [0, 6] }}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
