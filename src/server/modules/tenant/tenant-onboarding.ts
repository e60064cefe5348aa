// A platform admin creates a tenant (issue 28 section 2: onboarding was impossible without a database script;
// docs/decisions/0044-probe-defects-and-onboarding.md). The admin gives what they know of the new customer — name,
// correspondence language, address, KTG policy number — and the server completes it from a template to a
// configuration that passes every rule of the spec (at least one wage type mapping, export mime type, predefined
// export, export account mapping and coverage configuration): version 1, which the admin then edits in the tenant's
// configuration screen like any other version. The template is here; the service is tenant.service.ts createTenant.
import type { CreateTenantBody, TenantConfigurationInput } from '../../../contracts/tenant.ts';

type Language = CreateTenantBody['defaultCorrespondenceLanguage'];

/** The template's words in the tenant's language (they become names in its configuration, files and screens). */
const TEMPLATE_WORDS: Record<Language, { monthly: string; bookings: string; sickPay: string }> = {
  DE: { monthly: 'Monatslohn', bookings: 'Buchungen', sickPay: 'Krankentaggeld' },
  FR: { monthly: 'Salaire mensuel', bookings: 'Écritures', sickPay: 'Indemnités journalières maladie' },
  IT: { monthly: 'Salario mensile', bookings: 'Registrazioni', sickPay: 'Indennità giornaliera di malattia' },
  EN: { monthly: 'Monthly salary', bookings: 'Bookings', sickPay: 'Sick pay' },
};

/**
 * The template: monthly salaries (processing group MONTHLY, wage type 1000 as the base salary), bookings exported as
 * CSV, sick pay booked from account 5790 to 5000 (the Swiss SME chart: social insurance benefits against wages), a
 * SIMPLE KTG coverage of wage type 1000 under the given policy from 1 January of `year` with the convention's defaults
 * (80 %, 30 waiting days, divisor 365: C14). Everything but the admin's answers is a starting point to edit.
 */
export function tenantConfigurationTemplate(body: CreateTenantBody, year: number): TenantConfigurationInput {
  const words = TEMPLATE_WORDS[body.defaultCorrespondenceLanguage];
  return {
    name: body.name,
    defaultCorrespondenceLanguage: body.defaultCorrespondenceLanguage,
    processingGroups: [{ processingGroupId: 'MONTHLY', name: words.monthly }],
    companySubunits: [],
    wageTypeMappings: [
      {
        appliesTo: { companySubunitId: null, processingGroupId: null },
        wageTypeId: '1000',
        description: words.monthly,
        grapeWageType: 'BASE_SALARY',
        factor: 1,
      },
    ],
    insuranceConfiguration: {
      insuredProducts: ['KTG'],
      exportMimeTypes: ['text/csv'],
      predefinedExports: [{ key: 'bookings', name: words.bookings, reportKind: 'bookings' }],
      exportAccountMappings: [
        {
          appliesTo: {},
          accountIn: '5000',
          accountOut: '5790',
          accountOutDescription: words.sickPay,
          absenceType: 'SICK',
        },
      ],
      coverageConfigurations: [
        {
          kind: 'SIMPLE',
          insuredPeriod: { from: `${year}-01-01` },
          policies: [{ type: 'KTG', defaultPolicyNumber: body.ktgPolicyNumber }],
          eligibleWageTypes: ['1000'],
          coverages: {},
        },
      ],
      billingAddress: body.billingAddress,
    },
  };
}

/** The year in Switzerland now (the template's coverage starts on 1 January of it). */
export function swissYear(now = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric' }).format(now));
}

/** The name as the uniqueness rule compares it: trimmed, inner blanks as one, lower case. */
export function normalisedName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}
