// The organisation as a real tree (Mantine Tree: nested, expandable, keyboard-navigable): each unit with its
// description in the UI language, short code and id, its superior, and for company subunits the billing address,
// UID and IBAN. Superiors are named when the viewer may see every employee (one cached call per superior, asked
// for by the superior's line only, so an answer re-renders that line and not the whole tree); otherwise, and while
// loading, the employee id is shown.
import {
  Badge,
  Button,
  Group,
  getTreeExpandedState,
  Stack,
  Text,
  Tree,
  type TreeNodeData,
  UnstyledButton,
  useTree,
} from '@mantine/core';
import { IconBuildingBank, IconChevronRight, IconSitemap, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OrganizationUnit, subunitsResult } from '../../../../../src/contracts/index.ts';
import { formatIban } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../lib/use-formatters.ts';
import { employeeMinimalQueryOptions } from '../../employees/api/get-employee-minimal.ts';
import { buildOrganizationTree, countUnits, type OrganizationTreeNode, unitDescription } from '../organization-tree.ts';
import classes from './organization-tree-view.module.css';

type Subunit = import('zod').infer<typeof subunitsResult>['items'][number];

function toTreeData(nodes: readonly OrganizationTreeNode[]): TreeNodeData[] {
  return nodes.map((node) => ({
    value: node.unit.organizationId,
    label: node.unit.organizationId,
    children: node.children.length > 0 ? toTreeData(node.children) : undefined,
  }));
}

/** A unit's superior: "First Last (id)" when the viewer may resolve the name and it has arrived, else the id. */
function SuperiorName({ unitId, employeeId, resolve }: { unitId: string; employeeId: string; resolve: boolean }) {
  const { data } = useQuery({
    ...employeeMinimalQueryOptions(employeeId),
    enabled: resolve,
    retry: false,
    staleTime: 5 * 60_000,
  });
  return (
    <Text span size="xs" c="dark.5" data-testid={`org-unit-superior-${unitId}`}>
      {data ? `${data.firstName} ${data.lastName} (${employeeId})` : employeeId}
    </Text>
  );
}

function SubunitDetails({ subunit }: { subunit: Subunit }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap" className={classes.subunitDetails} data-testid={`subunit-${subunit.companySubunitId}`}>
      <IconBuildingBank aria-hidden size={14} stroke={1.75} className={classes.detailIcon} />
      <Text size="xs" c="dimmed">
        {t('common.labelColon', { label: t('tenant.organisation.billingAddress') })}{' '}
        <Text span size="xs" c="dark.5">
          {[subunit.addressLine1, subunit.addressLine2, `${subunit.postalCode} ${subunit.city}`]
            .filter(Boolean)
            .join(', ')}
          {subunit.country !== 'CH' ? ` (${subunit.country})` : ''}
        </Text>
      </Text>
      {subunit.uid && (
        <Text size="xs" c="dimmed">
          {t('common.labelColon', { label: t('tenant.organisation.uid') })}{' '}
          <Text span size="xs" ff="monospace" c="dark.5">
            {subunit.uid}
          </Text>
        </Text>
      )}
      {subunit.iban && (
        <Text size="xs" c="dimmed">
          {t('common.labelColon', { label: t('tenant.organisation.iban') })}{' '}
          <Text span size="xs" ff="monospace" c="dark.5" data-testid={`subunit-iban-${subunit.companySubunitId}`}>
            {formatIban(subunit.iban)}
          </Text>
        </Text>
      )}
    </Group>
  );
}

export type OrganizationTreeViewProps = {
  units: readonly OrganizationUnit[];
  subunits: readonly Subunit[];
  /** Whether superiors may be looked up by name (employee.view for the whole tenant). */
  canResolveSuperiors: boolean;
};

export function OrganizationTreeView({ units, subunits, canResolveSuperiors }: OrganizationTreeViewProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const nodes = useMemo(() => buildOrganizationTree(units), [units]);
  const data = useMemo(() => toTreeData(nodes), [nodes]);
  const tree = useTree({ initialExpandedState: getTreeExpandedState(data, '*') });
  const unitsById = useMemo(() => new Map(units.map((unit) => [unit.organizationId, unit])), [units]);
  const subunitsByUnit = useMemo(
    () =>
      new Map(
        subunits.map((subunit) => [subunit.organization?.organizationId ?? subunit.companySubunitId, subunit] as const),
      ),
    [subunits],
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" data-testid="organization-count">
          {t('tenant.organisation.count', { count: countUnits(nodes), subunits: subunits.length })}
        </Text>
        <Group gap="xs">
          <Button size="compact-sm" variant="subtle" onClick={() => tree.expandAllNodes()}>
            {t('tenant.organisation.expandAll')}
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={() => tree.collapseAllNodes()}>
            {t('tenant.organisation.collapseAll')}
          </Button>
        </Group>
      </Group>
      <Tree
        data={data}
        tree={tree}
        levelOffset={28}
        withLines
        aria-label={t('tenant.organisation.treeLabel')}
        data-testid="organization-tree"
        classNames={{ node: classes.node }}
        renderNode={({ node, expanded, hasChildren, elementProps }) => {
          const unit = unitsById.get(node.value);
          if (!unit) return null;
          const subunit = subunitsByUnit.get(unit.organizationId);
          const superiorId = unit.superior?.employeeId;
          return (
            <div {...elementProps} data-testid={`org-unit-${unit.organizationId}`}>
              <div className={classes.row}>
                <div className={classes.toggle}>
                  {hasChildren ? (
                    <UnstyledButton
                      component="span"
                      aria-hidden
                      tabIndex={-1}
                      className={classes.chevron}
                      data-expanded={expanded || undefined}
                    >
                      <IconChevronRight size={16} stroke={2} />
                    </UnstyledButton>
                  ) : (
                    <IconSitemap aria-hidden size={14} stroke={1.5} className={classes.leafIcon} />
                  )}
                </div>
                <Stack gap={2} className={classes.content}>
                  <Group gap={8} wrap="wrap">
                    <Text fw={600} size="sm" data-testid={`org-unit-name-${unit.organizationId}`}>
                      {unitDescription(unit, language)}
                    </Text>
                    {unit.descriptionShort && (
                      <Badge size="sm" variant="light" color="brand" tt="none" miw="max-content">
                        {unit.descriptionShort}
                      </Badge>
                    )}
                    {/* The code only when it adds something to the short name (never "AB AB"). */}
                    {unit.organizationId !== unit.descriptionShort && (
                      <Text size="xs" c="dimmed" ff="monospace">
                        {unit.organizationId}
                      </Text>
                    )}
                    {subunit && (
                      <Badge size="sm" variant="outline" color="teal.9" tt="none" miw="max-content">
                        {t('tenant.organisation.subunitBadge')}
                      </Badge>
                    )}
                  </Group>
                  <Group gap={6} wrap="nowrap">
                    <IconUser aria-hidden size={14} stroke={1.75} className={classes.detailIcon} />
                    <Text size="xs" c="dimmed">
                      {t('common.labelColon', { label: t('tenant.organisation.superior') })}{' '}
                      {superiorId ? (
                        <SuperiorName
                          unitId={unit.organizationId}
                          employeeId={superiorId}
                          resolve={canResolveSuperiors}
                        />
                      ) : (
                        t('tenant.organisation.noSuperior')
                      )}
                    </Text>
                  </Group>
                  {subunit && <SubunitDetails subunit={subunit} />}
                </Stack>
              </div>
            </div>
          );
        }}
      />
    </Stack>
  );
}
