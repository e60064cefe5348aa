// The bar over the absences list while periods are selected: how many, one change of type or percentage for all,
// a colour mark for all, and clearing the selection.
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translator.ts';
import type { ColorMark } from '../periods-search.ts';
import { EditAction } from './absence-badges.tsx';
import type { BulkMode } from './bulk-change-modal.tsx';
import { ColorMarkMenu } from './color-mark-menu.tsx';

export function AbsencesBulkBar({
  count,
  blocked,
  colorDisabled,
  onBulk,
  onColor,
  onClear,
}: {
  count: number;
  blocked: boolean;
  colorDisabled: boolean;
  onBulk: (mode: BulkMode) => void;
  onColor: (color: ColorMark | null) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group
      gap="sm"
      px="md"
      py="xs"
      wrap="wrap"
      bg="blue.0"
      data-testid="absences-bulk-bar"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Text size="sm" fw={600}>
        {count === 1 ? t('absences.bulk.selectedOne') : t('absences.bulk.selectedOther', { number: count })}
      </Text>
      <EditAction
        blocked={blocked}
        size="xs"
        variant="default"
        onClick={() => onBulk('type')}
        data-testid="absences-bulk-type"
      >
        {t('absences.bulk.changeType')}
      </EditAction>
      <EditAction
        blocked={blocked}
        size="xs"
        variant="default"
        onClick={() => onBulk('percentage')}
        data-testid="absences-bulk-percentage"
      >
        {t('absences.bulk.changePercentage')}
      </EditAction>
      <ColorMarkMenu
        variant="button"
        mark={null}
        disabled={colorDisabled}
        onChange={onColor}
        testId="absences-bulk-color"
      />
      <Button size="xs" variant="subtle" color="gray" onClick={onClear}>
        {t('absences.bulk.clear')}
      </Button>
    </Group>
  );
}
