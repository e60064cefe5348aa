// A configuration path (insuranceConfiguration.coverageConfigurations.0.coverages.maxCoverage) in words, and in code
// style that wraps after its dots rather than inside a name. The server's "(root)" (a first version) reads as words.
import { Code, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from '../../../lib/translator.ts';
import { configurationChangeLabel, configurationPathLabel } from '../../tenant/index.ts';

export const ROOT_PATH = '(root)';

/**
 * `labelled`: a field the editor shows is named by its label (problems); otherwise (changed paths: save outcome,
 * history) the setting in words with its path below.
 */
export function ConfigurationPath({ path, labelled = false }: { path: string; labelled?: boolean }) {
  const { t } = useTranslation();
  if (path === '' || path === ROOT_PATH) return <Code fz="xs">{t('admin.save.rootPath')}</Code>;
  // A field the editor shows: its label ('Coverage 1 › Short-term coverage'), the raw path only as a tooltip.
  const label = labelled ? configurationPathLabel(path, t) : null;
  if (label) {
    return (
      <Text span size="sm" fw={600} title={path} data-path={path}>
        {t('common.labelColon', { label })}
      </Text>
    );
  }
  const segments = path.split('.');
  // A changed path (save outcome, history): the setting in words, the path below it for finding it in the JSON.
  const changeLabel = configurationChangeLabel(path, t);
  const code = (
    <Code fz="xs" data-path={path}>
      {segments.map((segment, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one path, in order.
        <Fragment key={index}>
          {segment}
          {index < segments.length - 1 && (
            <>
              .<wbr />
            </>
          )}
        </Fragment>
      ))}
    </Code>
  );
  if (changeLabel === path) return code;
  return (
    <Stack gap={0} align="flex-start">
      <Text span size="sm">
        {changeLabel}
      </Text>
      {code}
    </Stack>
  );
}
