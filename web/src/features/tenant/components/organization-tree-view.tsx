// The organisation as a real tree (Mantine Tree: nested, expandable, keyboard-navigable): each unit with its
// description in the UI language, short code and id, its superior, and for company subunits the billing address,
// UID and IBAN. Superiors are named when the viewer may see every employee: one request for all of them
// (GET /employees/minimal); otherwise, and while loading, the employee id is shown.
// Light on purpose (issue 10): the tree opens two levels deep (a collapsed unit renders no children until it is
// opened), and a unit's lines are plain elements styled by the module's classes, not a dozen Mantine components
// each.
import { Badge, Button, Group, Stack, Text, Tree, type TreeNodeData, useTree } from '@mantine/core';
import { IconBuildingBank, IconChevronRight, IconSitemap, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { EmployeeMinimal, OrganizationUnit, subunitsResult } from '../../../../../src/contracts/index.ts';
import { formatIban } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../lib/use-formatters.ts';
import { employeesMinimalQueryOptions } from '../../employees/index.ts';
import { buildOrganizationTree, countUnits, type OrganizationTreeNode, unitDescription } from '../organization-tree.ts';
import classes from './organization-tree-view.module.css';

type Subunit = import('zod').infer<typeof subunitsResult>['items'][number];

/** How many levels start expanded: the company and its regions, so their children show and deeper ones wait. */
const INITIALLY_EXPANDED_LEVELS = 2;

function toTreeData(nodes: readonly OrganizationTreeNode[]): TreeNodeData[] {
  return nodes.map((node) => ({
    value: node.unit.organizationId,
    label: node.unit.organizationId,
    children: node.children.length > 0 ? toTreeData(node.children) : undefined,
  }));
}

/** Every unit with children down to `levels` expanded, the rest collapsed. */
function expandedToLevel(nodes: readonly OrganizationTreeNode[], levels: number): Record<string, boolean> {
  const state: Record<string, boolean> = {};
  const visit = (list: readonly OrganizationTreeNode[]) => {
    for (const node of list) {
      if (node.children.length === 0) continue;
      state[node.unit.organizationId] = node.level <= levels;
      visit(node.children);
    }
  };
  visit(nodes);
  return state;
}

function SubunitDetails({ subunit }: { subunit: Subunit }) {
  const { t } = useTranslation();
  return (
    <div className={classes.subunitDetails} data-testid={`subunit-${subunit.companySubunitId}`}>
      <IconBuildingBank aria-hidden size={14} stroke={1.75} className={classes.detailIcon} />
      <span className={classes.detail}>
        {t('common.labelColon', { label: t('tenant.organisation.billingAddress') })}{' '}
        <span className={classes.value}>
          {[subunit.addressLine1, subunit.addressLine2, `${subunit.postalCode} ${subunit.city}`]
            .filter(Boolean)
            .join(', ')}
          {subunit.country !== 'CH' ? ` (${subunit.country})` : ''}
        </span>
      </span>
      {subunit.uid && (
        <span className={classes.detail}>
          {t('common.labelColon', { label: t('tenant.organisation.uid') })}{' '}
          <span className={`${classes.value} ${classes.mono}`}>{subunit.uid}</span>
        </span>
      )}
      {subunit.iban && (
        <span className={classes.detail}>
          {t('common.labelColon', { label: t('tenant.organisation.iban') })}{' '}
          <span className={`${classes.value} ${classes.mono}`} data-testid={`subunit-iban-${subunit.companySubunitId}`}>
            {formatIban(subunit.iban)}
          </span>
        </span>
      )}
    </div>
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
  const tree = useTree({ initialExpandedState: expandedToLevel(nodes, INITIALLY_EXPANDED_LEVELS) });
  const unitsById = useMemo(() => new Map(units.map((unit) => [unit.organizationId, unit])), [units]);
  const subunitsByUnit = useMemo(
    () =>
      new Map(
        subunits.map((subunit) => [subunit.organization?.organizationId ?? subunit.companySubunitId, subunit] as const),
      ),
    [subunits],
  );
  const superiorIds = useMemo(
    () => units.flatMap((unit) => (unit.superior ? [unit.superior.employeeId] : [])),
    [units],
  );
  const superiors = useQuery({
    ...employeesMinimalQueryOptions(superiorIds),
    enabled: canResolveSuperiors && superiorIds.length > 0,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const superiorLabel = (employeeId: string) => {
    const superior: EmployeeMinimal | undefined = superiors.data?.get(employeeId);
    return superior ? `${superior.firstName} ${superior.lastName} (${employeeId})` : employeeId;
  };

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
                    <span aria-hidden className={classes.chevron} data-expanded={expanded || undefined}>
                      <IconChevronRight size={16} stroke={2} />
                    </span>
                  ) : (
                    <IconSitemap aria-hidden size={14} stroke={1.5} className={classes.leafIcon} />
                  )}
                </div>
                <div className={classes.content}>
                  <div className={classes.heading}>
                    <span className={classes.name} data-testid={`org-unit-name-${unit.organizationId}`}>
                      {unitDescription(unit, language)}
                    </span>
                    {unit.descriptionShort && (
                      <Badge size="sm" variant="light" color="brand" tt="none" miw="max-content">
                        {unit.descriptionShort}
                      </Badge>
                    )}
                    {/* The code only when it adds something to the short name (never "AB AB"). */}
                    {unit.organizationId !== unit.descriptionShort && (
                      <span className={`${classes.detail} ${classes.mono}`}>{unit.organizationId}</span>
                    )}
                    {subunit && (
                      <Badge size="sm" variant="outline" color="teal.9" tt="none" miw="max-content">
                        {t('tenant.organisation.subunitBadge')}
                      </Badge>
                    )}
                  </div>
                  <div className={classes.superiorLine}>
                    <IconUser aria-hidden size={14} stroke={1.75} className={classes.detailIcon} />
                    <span className={classes.detail}>
                      {t('common.labelColon', { label: t('tenant.organisation.superior') })}{' '}
                      {superiorId ? (
                        <span className={classes.value} data-testid={`org-unit-superior-${unit.organizationId}`}>
                          {superiorLabel(superiorId)}
                        </span>
                      ) : (
                        t('tenant.organisation.noSuperior')
                      )}
                    </span>
                  </div>
                  {subunit && <SubunitDetails subunit={subunit} />}
                </div>
              </div>
            </div>
          );
        }}
      />
    </Stack>
  );
}
