// Configuration problems by path, messages in the UI language where the contract's message is known.
import { List, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translator.ts';
import { translateConfigurationMessage } from '../../tenant/index.ts';
import type { ConfigurationProblem } from '../configuration-draft.ts';
import { ConfigurationPath } from './configuration-path.tsx';

export function ProblemsList({ problems, testId }: { problems: readonly ConfigurationProblem[]; testId?: string }) {
  const { t } = useTranslation();
  return (
    <List spacing={6} size="sm" data-testid={testId}>
      {problems.map((problem, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same path can carry the same message twice.
        <List.Item key={`${problem.path}-${index}`} data-testid="configuration-problem">
          <ConfigurationPath path={problem.path} labelled />{' '}
          <Text span size="sm">
            {translateConfigurationMessage(problem.message, t)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
