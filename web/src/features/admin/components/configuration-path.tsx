// A configuration path (insuranceConfiguration.coverageConfigurations.0.coverages.maxCoverage) in code style that
// wraps after its dots rather than inside a name. The server's "(root)" (a first version) reads as words.
import { Code, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { configurationPathLabel } from '../../tenant/index.ts';

export const ROOT_PATH = '(root)';

/** `labelled`: a field the editor shows is named by its label (problems); changed paths stay paths (history). */
export function ConfigurationPath({ path, labelled = false }: { path: string; labelled?: boolean }) {
  const { t } = useTranslation();
  if (path === '' || path === ROOT_PATH) return <Code fz="xs">{t('admin.save.rootPath')}</Code>;
  // A field the editor shows: its label ('Coverage 1 › Short-term coverage'), the raw path only as a tooltip.
  const label = labelled ? configurationPathLabel(path, t) : null;
  if (label) {
    return (
      <Text span size="sm" fw={600} title={path} data-path={path}>
        {label}:
      </Text>
    );
  }
  const segments = path.split('.');
  return (
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
}
