// A configuration path (insuranceConfiguration.coverageConfigurations.0.coverages.maxCoverage) in code style that
// wraps after its dots rather than inside a name. The server's "(root)" (a first version) reads as words.
import { Code } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

export const ROOT_PATH = '(root)';

export function ConfigurationPath({ path }: { path: string }) {
  const { t } = useTranslation();
  if (path === '' || path === ROOT_PATH) return <Code fz="xs">{t('admin.save.rootPath')}</Code>;
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
