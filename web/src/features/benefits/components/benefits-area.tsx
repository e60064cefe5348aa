// The benefits area (/benefits; decision 0068, guarded by the area `benefits`, permission benefits.view): for the
// months chosen (the twelve up to the current one unless the URL names others), what the insurers owe from the claims
// and what their payouts carry — per month or per subunit with the total — then the cases with their figures (list
// kit) and a case's months in a drawer. The export takes the same months, filters and search.
import { Button, Group, Menu, Select, Stack } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { buildUrl } from '../../../lib/api-client.ts';
import { routes } from '../../../lib/api-routes.ts';
import { isoDateInZurich } from '../../../lib/dates.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { type BenefitsSearch, benefitsSearch, exportQueryString, monthMinus, rangeOf } from '../benefits-search.ts';
import { BenefitsCases } from './benefits-cases.tsx';
import { BenefitsTotals } from './benefits-totals.tsx';
import { CaseDrawer } from './case-drawer.tsx';

export type BenefitsAreaProps = {
  search: BenefitsSearch;
  onSearchChange: (next: BenefitsSearch, options?: { replace?: boolean }) => void;
};

/** The months to choose from: three years back from the current month, newest first. */
function monthOptions(currentMonth: string, format: (month: string) => string) {
  return Array.from({ length: 36 }, (_, index) => {
    const month = monthMinus(currentMonth, index);
    return { value: month, label: format(month) };
  });
}

export function BenefitsArea({ search, onSearchChange }: BenefitsAreaProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const [currentMonth] = useState(() => isoDateInZurich(new Date()).slice(0, 7));
  const range = rangeOf(search, currentMonth);
  const months = useMemo(() => monthOptions(currentMonth, format.month), [currentMonth, format.month]);
  const setParams = (changes: Partial<BenefitsSearch>) =>
    onSearchChange(benefitsSearch.update(search, { ...changes, page: undefined }), { replace: false });
  const exportHref = (fileFormat: 'XLSX' | 'CSV') =>
    `${buildUrl(routes.benefitsExport.path)}?${exportQueryString(search, currentMonth, fileFormat, i18n.language)}`;

  const actions = (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('benefits.range.from')}
        data={months}
        value={range.from}
        onChange={(value) => value && setParams({ from: value, to: value > range.to ? value : range.to })}
        allowDeselect={false}
        w={{ base: '100%', xs: 170 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="benefits-from"
      />
      <Select
        label={t('benefits.range.to')}
        data={months}
        value={range.to}
        onChange={(value) => value && setParams({ to: value, from: value < range.from ? value : range.from })}
        allowDeselect={false}
        w={{ base: '100%', xs: 170 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="benefits-to"
      />
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconDownload aria-hidden size={16} />}
            rightSection={<IconChevronDown aria-hidden size={14} />}
            data-testid="benefits-export"
          >
            {t('benefits.export.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component="a" href={exportHref('XLSX')} download data-testid="benefits-export-xlsx">
            {t('benefits.export.xlsx')}
          </Menu.Item>
          <Menu.Item component="a" href={exportHref('CSV')} download data-testid="benefits-export-csv">
            {t('benefits.export.csv')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );

  return (
    <Stack gap="lg" maw={1400} data-testid="benefits">
      <PageHeader title={t('nav.areas.benefits')} description={t('benefits.intro')} actions={actions} />
      <BenefitsTotals search={search} onSearchChange={onSearchChange} currentMonth={currentMonth} />
      <BenefitsCases search={search} onSearchChange={onSearchChange} currentMonth={currentMonth} />
      <CaseDrawer
        caseId={search.case ?? null}
        onClose={() => onSearchChange(benefitsSearch.update(search, { case: undefined }), { replace: false })}
      />
    </Stack>
  );
}
