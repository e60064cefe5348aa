// An employee's care stages over time, newest first: entered on, left on (or still), and what it changed to.
import { Stack, Text, Timeline } from '@mantine/core';
import type { z } from 'zod';
import type { employeeCareStage } from '../../../../../src/contracts/care-stages.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { LevelBadge, levelColor } from './level-badge.tsx';

type Stage = z.infer<typeof employeeCareStage>;

export function CareStageHistory({ history }: { history: readonly Stage[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (history.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="health-history-empty">
        {t('care.health.historyEmpty')}
      </Text>
    );
  }
  const changed = (stage: Stage) => {
    if (stage.leftCareStageAt === null) return t('care.health.stillThere');
    if (stage.changedCareStageTo === null || stage.changedCareStageTo === 0) {
      return t('care.health.leftOn', { date: format.date(stage.leftCareStageAt) });
    }
    return t('care.health.changedOn', {
      date: format.date(stage.leftCareStageAt),
      level: t('care.level.named', { level: stage.changedCareStageTo }),
      number: stage.changedCareStageTo,
    });
  };
  return (
    <Timeline bulletSize={14} lineWidth={2} active={history.length} data-testid="health-history">
      {history.map((stage) => (
        <Timeline.Item
          key={stage.careStageId}
          color={levelColor(stage.level)}
          title={
            <Text size="sm" fw={600} span>
              {t('care.health.enteredOn', { date: format.date(stage.enteredCareStageAt) })}
            </Text>
          }
        >
          <Stack gap={4} mt={4}>
            <LevelBadge level={stage.level} size="sm" />
            <Text size="sm">{stage.reason}</Text>
            <Text size="xs" c="dimmed">
              {changed(stage)}
            </Text>
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
