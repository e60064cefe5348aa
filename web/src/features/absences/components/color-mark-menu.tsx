// A period's colour mark (a team's own flag: "checked", "waiting for a certificate"…): a swatch button that opens
// the five colours and "no mark". The names say the colour; what it means is the team's convention.
import { ActionIcon, Button, Menu } from '@mantine/core';
import { useTranslation } from '../../../lib/translator.ts';
import { ABSENCE_PERIOD_COLOR_MARKS, type ColorMark } from '../periods-search.ts';
import { ColorSwatch } from './absence-badges.tsx';

export function ColorMarkMenu({
  mark,
  disabled,
  onChange,
  variant = 'icon',
  testId,
}: {
  mark: ColorMark | null;
  disabled: boolean;
  onChange: (mark: ColorMark | null) => void;
  /** A swatch icon (per period) or a labelled button (the bulk bar). */
  variant?: 'icon' | 'button';
  testId?: string;
}) {
  const { t } = useTranslation();
  const label = mark
    ? t('absences.colorMarks.current', { color: t(`absences.colorMarks.names.${mark}`) })
    : t('absences.colorMarks.none');
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        {variant === 'icon' ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={label}
            title={label}
            disabled={disabled}
            data-testid={testId}
          >
            <ColorSwatch mark={mark} />
          </ActionIcon>
        ) : (
          <Button
            variant="default"
            size="xs"
            disabled={disabled}
            leftSection={<ColorSwatch mark={mark} size={12} />}
            data-testid={testId}
          >
            {t('absences.colorMarks.set')}
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('absences.colorMarks.title')}</Menu.Label>
        {ABSENCE_PERIOD_COLOR_MARKS.map((color) => (
          <Menu.Item
            key={color}
            leftSection={<ColorSwatch mark={color} />}
            onClick={() => onChange(color)}
            data-testid={`color-mark-${color}`}
          >
            {t(`absences.colorMarks.names.${color}`)}
          </Menu.Item>
        ))}
        <Menu.Item
          leftSection={<ColorSwatch mark={null} />}
          onClick={() => onChange(null)}
          data-testid="color-mark-none"
        >
          {t('absences.colorMarks.remove')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
