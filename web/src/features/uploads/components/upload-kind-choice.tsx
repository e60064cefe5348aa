// What to upload: employee data or absences, as a segmented control (radio buttons underneath, so arrow keys move
// the choice and a screen reader names the group by its visible label).
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../lib/translator.ts';
import type { UploadKind } from '../upload-display.ts';

const ORDER: readonly UploadKind[] = ['absence', 'employee'];

export function UploadKindChoice({ value, onChange }: { value: UploadKind; onChange: (kind: UploadKind) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id={labelId}>
        {t('uploads.kind.label')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value}
        onChange={(next) => onChange(next as UploadKind)}
        data={ORDER.map((kind) => ({ value: kind, label: t(`uploads.kind.${kind}`) }))}
        fullWidth
        maw={520}
        data-testid="upload-kind"
      />
    </Stack>
  );
}
