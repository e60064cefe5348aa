// Configuration paths in words. For the admin editor: the labels the editor shows ('Coverage 1 › Short-term
// coverage' for insuranceConfiguration.coverageConfigurations.0.coverages.shorttermCoverage), so that a problem names
// the field the user sees, not the raw path (unknown paths: null). For changes (audit log, version history): every
// path named by its section and field (configurationChangeLabel). Pure: the caller passes `t`.
import type { TFunction } from '../../lib/translator.ts';

const COVERAGE_PATH = /^insuranceConfiguration\.coverageConfigurations\.(\d+)(?:\.(.+))?$/;

/** Fields of a coverage configuration (path below the coverage) -> translation key of their editor label. */
const COVERAGE_FIELD_KEYS: Readonly<Record<string, string>> = {
  'coverages.shorttermDuration': 'tenant.coverage.numbers.shorttermDuration',
  'coverages.shorttermCoverage': 'tenant.coverage.numbers.shorttermCoverage',
  'coverages.lfzDuration': 'tenant.coverage.numbers.lfzDuration',
  'coverages.lfzCoverage': 'tenant.coverage.numbers.lfzCoverage',
  'coverages.maxDuration': 'tenant.coverage.numbers.maxDuration',
  'coverages.maxCoverage': 'tenant.coverage.numbers.maxCoverage',
  minIncapacityOfWork: 'tenant.coverage.minIncapacityOfWork',
  'calculations.start': 'admin.editor.calculationStart',
  'calculations.coverage': 'admin.editor.calculationCoverage',
  calculations: 'tenant.coverage.calculations',
  dailyRateDivisor: 'tenant.coverage.dailyRateDivisor',
  maxInsuredSalary: 'tenant.coverage.maxInsuredSalary',
  continuationOfPaymentScale: 'tenant.coverage.continuationOfPaymentScale',
  relapseWindowMonths: 'tenant.coverage.relapseWindowMonths',
  uvgzCoverage: 'tenant.coverage.uvgzCoverage',
  'uvgzCoverage.defaultPolicyNumber': 'tenant.coverage.uvgzPolicyNumber',
  'uvgzCoverage.coverage': 'tenant.coverage.uvgzCoverageRate',
  'uvgzCoverage.maxInsuredSalary': 'tenant.coverage.uvgzMaxInsuredSalary',
  waitingPeriodScope: 'tenant.coverage.waitingPeriodScope',
  benefitDurationModel: 'tenant.coverage.benefitDurationModel',
  maxDurationCounts: 'tenant.coverage.maxDurationCounts',
  'appliesTo.companySubunitId': 'admin.editor.subunit',
  'appliesTo.processingGroupId': 'admin.editor.processingGroup',
  appliesTo: 'tenant.coverage.appliesTo',
  'insuredPeriod.from': 'admin.editor.insuredFrom',
  'insuredPeriod.till': 'admin.editor.insuredTill',
  'insuredPeriod.eligibleAbsenceTypes': 'tenant.coverage.eligibleAbsenceTypes',
  insuredPeriod: 'tenant.coverage.insuredPeriod',
  policies: 'tenant.coverage.policies',
  eligibleWageTypes: 'admin.editor.eligibleWageTypes',
};

/** The label of a coverage field below a coverage ('coverages.maxDuration'), or null when it has none. */
export function coverageFieldLabel(field: string, t: TFunction): string | null {
  const exact = COVERAGE_FIELD_KEYS[field];
  if (exact) return t(exact);
  // A list entry (policies.0.type, eligibleWageTypes.2): the list's label.
  const list = field.split('.')[0] ?? '';
  return COVERAGE_FIELD_KEYS[list] && /\.\d+(\.|$)/.test(field) ? t(COVERAGE_FIELD_KEYS[list]) : null;
}

/** The address fields of the admin's address editor -> translation key of their label. */
const ADDRESS_FIELD_KEYS: Readonly<Record<string, string>> = {
  addressLine1: 'address.addressLine1',
  streetName: 'address.streetName',
  buildingNumber: 'address.buildingNumber',
  addressLine2: 'address.addressLine2',
  postalCode: 'address.postCode',
  city: 'address.city',
  country: 'address.country',
};
const ADDRESS_PATH = /^(?:insuranceConfiguration\.billingAddress|companySubunits\.(\d+))\.([A-Za-z0-9]+)$/;

/** 'Company subunit 2 › Street' for a field of the address editor; null for any other path. */
function addressPathLabel(path: string, t: TFunction): string | null {
  const match = ADDRESS_PATH.exec(path);
  const key = match ? ADDRESS_FIELD_KEYS[match[2] ?? ''] : undefined;
  if (!match || !key) return null;
  const owner =
    match[1] === undefined
      ? t('tenant.insurance.billingAddress')
      : t('tenant.paths.companySubunit', { number: Number(match[1]) + 1 });
  return `${owner} › ${t(key)}`;
}

/**
 * A field the editors show in words ('Coverage 1 › Short-term coverage', 'Billing address › Street'); null for a
 * path without a known label.
 */
export function configurationPathLabel(path: string, t: TFunction): string | null {
  const address = addressPathLabel(path, t);
  if (address) return address;
  const match = COVERAGE_PATH.exec(path);
  if (!match) return null;
  const coverage = t('tenant.coverage.title', { number: Number(match[1]) + 1 });
  if (match[2] === undefined) return coverage;
  const field = coverageFieldLabel(match[2], t);
  return field ? `${coverage} › ${field}` : null;
}

/**
 * A node of the configuration document for labelling: `key` names the field (null: no label of its own, e.g. the
 * `coverages` group whose fields are labelled), `item` names one entry of a list with its number
 * ('Processing group 2'), `fields` the named fields below. A list without `item` is labelled as the list.
 */
type PathNode = { key: string | null; item?: string; fields?: Readonly<Record<string, PathNode>> };

const leaf = (key: string): PathNode => ({ key });

const APPLIES_TO: PathNode = {
  key: 'tenant.coverage.appliesTo',
  fields: { companySubunitId: leaf('admin.editor.subunit'), processingGroupId: leaf('admin.editor.processingGroup') },
};

const ADDRESS_FIELDS = (address: string): Record<string, PathNode> =>
  Object.fromEntries(
    ['addressLine1', 'addressLine2', 'streetName', 'buildingNumber', 'postalCode', 'city', 'country'].map((field) => [
      field,
      leaf(address),
    ]),
  );

/** The coverage fields of COVERAGE_FIELD_KEYS as nodes ('coverages.maxDuration' below a transparent `coverages`). */
function coverageFields(): Record<string, PathNode> {
  const fields: Record<string, { key: string | null; fields: Record<string, PathNode> }> = {};
  for (const [path, key] of Object.entries(COVERAGE_FIELD_KEYS)) {
    const [head = '', child] = path.split('.');
    fields[head] ??= { key: null, fields: {} };
    if (child === undefined) fields[head].key = key;
    else fields[head].fields[child] = leaf(key);
  }
  return fields;
}

const CONFIGURATION: PathNode = {
  key: null,
  fields: {
    name: leaf('tenant.summary.name'),
    defaultCorrespondenceLanguage: leaf('tenant.summary.correspondenceLanguage'),
    grapeConnectDataUploadType: leaf('tenant.summary.dataUpload'),
    processingGroups: {
      key: 'tenant.processingGroups.title',
      item: 'tenant.paths.processingGroup',
      fields: {
        processingGroupId: leaf('tenant.processingGroups.id'),
        name: leaf('tenant.processingGroups.name'),
        salaryRhythm: leaf('tenant.processingGroups.salaryRhythm'),
      },
    },
    companySubunits: {
      key: 'tenant.paths.companySubunits',
      item: 'tenant.paths.companySubunit',
      fields: {
        companySubunitId: leaf('tenant.processingGroups.id'),
        name: leaf('tenant.processingGroups.name'),
        uid: leaf('tenant.organisation.uid'),
        iban: leaf('tenant.organisation.iban'),
        ...ADDRESS_FIELDS('tenant.organisation.billingAddress'),
      },
    },
    fileUploadConfiguration: { key: 'tenant.paths.fileUpload', fields: { appliesTo: APPLIES_TO } },
    wageTypeMappings: {
      key: 'tenant.wageTypes.title',
      item: 'tenant.paths.wageTypeMapping',
      fields: {
        wageTypeId: leaf('tenant.wageTypes.wageTypeId'),
        description: leaf('tenant.wageTypes.descriptionColumn'),
        grapeWageType: leaf('tenant.wageTypes.grapeWageType'),
        factor: leaf('tenant.wageTypes.factor'),
        appliesTo: APPLIES_TO,
        internalComments: leaf('tenant.wageTypes.internalComments'),
      },
    },
    insuranceConfiguration: {
      key: 'tenant.insurance.title',
      fields: {
        contractGeneration: leaf('tenant.insurance.contractGeneration'),
        insuredProducts: leaf('tenant.insurance.insuredProducts'),
        shouldFillWeekendGaps: leaf('tenant.insurance.weekendGaps'),
        billingAddress: {
          key: 'tenant.insurance.billingAddress',
          fields: { uid: leaf('tenant.organisation.uid'), iban: leaf('tenant.organisation.iban') },
        },
        issueTypeConfiguration: {
          key: 'tenant.insurance.issuesTitle',
          fields: { absenceGapMaxDays: leaf('tenant.insurance.absenceGapMaxDays') },
        },
        reportsConfiguration: leaf('tenant.paths.reports'),
        exportMimeTypes: leaf('tenant.paths.exportFormats'),
        predefinedExports: leaf('tenant.paths.predefinedExports'),
        exportAccountMappings: { key: 'tenant.paths.exportAccountMappings', fields: { appliesTo: APPLIES_TO } },
        coverageConfigurations: {
          key: 'tenant.coverage.sectionTitle',
          item: 'tenant.coverage.title',
          fields: coverageFields(),
        },
      },
    },
    careConfiguration: {
      key: 'tenant.paths.care',
      fields: {
        caseManagementConfiguration: leaf('tenant.paths.caseManagement'),
        careStageConfiguration: leaf('tenant.paths.careStages'),
      },
    },
  },
};

/**
 * A changed configuration path in words for people ('Versicherung › Deckung 1 › Kurzfristige Deckung' for
 * insuranceConfiguration.coverageConfigurations.0.coverages.shorttermCoverage; 'Verarbeitungsgruppe 2 › Name' for
 * processingGroups.1.name). A path below a field without a label of its own is named by that field (the change
 * is inside it); the server's '(root)' is the whole configuration; a path the app does not know at all stays as
 * it is. The raw paths remain in the entry's JSON.
 */
export function configurationChangeLabel(path: string, t: TFunction): string {
  if (path === '' || path === '(root)') return t('admin.save.rootPath');
  const labels: string[] = [];
  let node: PathNode | undefined = CONFIGURATION;
  let list: PathNode | null = null; // the list whose entry the next numeric segment picks
  for (const segment of path.split('.')) {
    if (/^\d+$/.test(segment)) {
      if (list?.item) labels[labels.length - 1] = t(list.item, { number: Number(segment) + 1 });
      list = null;
      continue;
    }
    node = node?.fields?.[segment];
    if (!node) break;
    if (node.key) labels.push(t(node.key));
    list = node;
  }
  return labels.length > 0 ? labels.join(' › ') : path;
}

/** The labels of changed paths, each once and in order (several paths may lie below one labelled field). */
export function configurationChangeLabels(paths: readonly string[], t: TFunction): string[] {
  return [...new Set(paths.map((path) => configurationChangeLabel(path, t)))];
}

/** Every translation key the labels use (a test checks that each language has them). */
export function allConfigurationPathKeys(): string[] {
  const keys = new Set<string>([
    'admin.save.rootPath',
    ...Object.values(COVERAGE_FIELD_KEYS),
    ...Object.values(ADDRESS_FIELD_KEYS),
  ]);
  const walk = (node: PathNode) => {
    if (node.key) keys.add(node.key);
    if (node.item) keys.add(node.item);
    for (const child of Object.values(node.fields ?? {})) walk(child);
  };
  walk(CONFIGURATION);
  return [...keys].sort();
}
