// Application-wide providers: Mantine (theme), Mantine dates (locale follows the UI language), TanStack Query.
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DAYJS_LOCALES } from '../lib/i18n.ts';
import { useCurrentLanguage } from '../lib/use-formatters.ts';
import { createQueryClient } from './query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const language = useCurrentLanguage();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {/* Swiss weeks start on Monday; Saturday and Sunday are weekend days. */}
      <DatesProvider settings={{ locale: DAYJS_LOCALES[language], firstDayOfWeek: 1, weekendDays: [0, 6] }}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
