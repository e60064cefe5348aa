// Who pays and who is paid (issue 15; C13; decision 0031): the carrier's paying unit (sender, contact), the payee's
// address and account (the employer subunit's billing address, or the person's bank account and address after the
// leaving date), and the problems that stop a payment to them (no carrier, no account, an invalid IBAN, a QR-IBAN,
// a CH/LI postcode that is not 4 digits, an address without a street).
import type { EmployeeData } from '../../../contracts/employees.ts';
import type { TenantConfiguration } from '../../../contracts/tenant.ts';
import type { PayeeRef } from '../../../domain/payouts/types.ts';
import { streetOfAddressLines } from '../../../domain/structured-address.ts';
import { type IbanValidation, isSwissPostcode, validateIban } from '../../../domain/swiss-identifiers.ts';
import type { CarrierRow } from '../carriers/index.ts';
import { statementLanguageOf } from './payout-statement.ts';

export type PartyAddress = {
  name: string;
  streetName: string | null;
  buildingNumber: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  postalCode: string;
  city: string;
  country: string;
};

export type PayoutProblem = {
  code: 'NO_CARRIER' | 'NO_ACCOUNT' | 'INVALID_IBAN' | 'QR_IBAN' | 'INVALID_POSTCODE' | 'ADDRESS_NOT_STRUCTURED';
  party: 'sender' | 'billing' | null;
  message: string;
};

/** The payout's frozen parties (payouts.statement): the spec's sender, contact, billing details, names, IBAN. */
export type PayoutStatementData = {
  sender: (PartyAddress & { iban: string; bic: string | null }) | null;
  contact: { name: string; phone: string | null; email: string | null } | null;
  carrier: { carrierId: string; name: string } | null;
  billingDetails: PartyAddress | null;
  iban: string | null;
  personNames: { firstName: string | null; lastName: string | null; personnelNumber: string | null };
  caseIdentifier: string;
  language: 'DE' | 'FR' | 'IT' | 'EN';
};

/**
 * The street and building number of an address: the structured fields when the data has them, else read from the
 * address lines (src/domain/structured-address.ts, decision 0032); null when neither line is a street.
 */
export function streetOf(address: {
  streetName?: string | null;
  buildingNumber?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
}): { streetName: string; buildingNumber: string | null } | null {
  if (address.streetName?.trim()) {
    return { streetName: address.streetName.trim(), buildingNumber: address.buildingNumber?.trim() || null };
  }
  const line = streetOfAddressLines(address.addressLine1, address.addressLine2);
  return line.kind === 'STREET' ? { streetName: line.streetName, buildingNumber: line.buildingNumber } : null;
}

function withStreet(address: Omit<PartyAddress, 'streetName' | 'buildingNumber'> & Partial<PartyAddress>) {
  const street = streetOf(address);
  return {
    ...address,
    streetName: street?.streetName ?? null,
    buildingNumber: street?.buildingNumber ?? null,
  };
}

type BillingSource = {
  addressLine1: string;
  addressLine2: string | null;
  postalCode: string;
  city: string;
  country: string;
  iban: string | null;
  streetName?: string | null;
  buildingNumber?: string | null;
  name?: string | null;
};

/** The employer's billing account of a subunit (its own billing fields), else the tenant's billing address. */
function employerBilling(configuration: TenantConfiguration | null, companySubunitId: string | null) {
  if (!configuration) return null;
  const subunit = configuration.companySubunits.find((unit) => unit.companySubunitId === companySubunitId);
  const source: BillingSource = subunit ?? configuration.insuranceConfiguration.billingAddress;
  const name = subunit?.name ? `${configuration.name}, ${subunit.name}` : configuration.name;
  return { source, name };
}

/**
 * What stops a payment to an account (C13): an invalid IBAN, a QR-IBAN, a CH/LI postcode that is not 4 digits, an
 * address without a street. The payout run checks its payee and sender with it; the insurance subunits' screen shows
 * the same problems before a run (decision 0066), the address's also while the IBAN is missing (null).
 */
export function accountProblems(
  iban: string | null,
  address: { country: string; postalCode: string; streetName: string | null },
  checkIban: (iban: string) => IbanValidation = validateIban,
): Omit<PayoutProblem, 'party'>[] {
  const problems: Omit<PayoutProblem, 'party'>[] = [];
  // No IBAN: the caller says so in its own words (NO_ACCOUNT); the address is still checked.
  const checked = iban === null ? null : checkIban(iban);
  if (checked && !checked.ok) {
    problems.push({ code: 'INVALID_IBAN', message: `${iban} is not a valid IBAN (${checked.reason})` });
  } else if (checked?.isQrIban) {
    problems.push({ code: 'QR_IBAN', message: `${iban} is a QR-IBAN; a payout needs the account’s ordinary IBAN` });
  }
  if ((address.country === 'CH' || address.country === 'LI') && !isSwissPostcode(address.postalCode)) {
    problems.push({ code: 'INVALID_POSTCODE', message: `${address.postalCode} is not a Swiss postcode (4 digits)` });
  }
  if (!address.streetName) {
    problems.push({
      code: 'ADDRESS_NOT_STRUCTURED',
      message: 'The address has no street: payment files need street, postcode and town as separate fields',
    });
  }
  return problems;
}

/**
 * validateIban remembering its answers: a month's drafts check the same few employer and carrier IBANs thousands of
 * times (one checker per regeneration, so nothing outlives it).
 */
export function ibanChecker(): (iban: string) => IbanValidation {
  const checked = new Map<string, IbanValidation>();
  return (iban) => {
    let result = checked.get(iban);
    if (!result) {
      result = validateIban(iban);
      checked.set(iban, result);
    }
    return result;
  };
}

/** The IBAN in its electronic form when it is valid, else as given. */
const ibanOrAsGiven = (checked: IbanValidation, iban: string) => (checked.ok ? checked.iban : iban);

export function partiesOf(input: {
  payee: PayeeRef;
  carrier: CarrierRow | null;
  configuration: TenantConfiguration | null;
  employee: EmployeeData | undefined;
  caseIdentifier: string;
  checkIban?: (iban: string) => IbanValidation;
}): { statement: PayoutStatementData; problems: PayoutProblem[] } {
  const { payee, carrier, configuration, employee } = input;
  const checkIban = input.checkIban ?? validateIban;
  const problems: PayoutProblem[] = [];
  const sender = carrier
    ? {
        ...withStreet({
          name: carrier.payingUnitName ? `${carrier.name}, ${carrier.payingUnitName}` : carrier.name,
          streetName: carrier.streetName,
          buildingNumber: carrier.buildingNumber,
          addressLine1: null,
          addressLine2: null,
          postalCode: carrier.postCode,
          city: carrier.townName,
          country: carrier.country,
        }),
        iban: carrier.iban,
        bic: carrier.bic,
      }
    : null;
  if (!carrier) {
    problems.push({
      code: 'NO_CARRIER',
      party: 'sender',
      message: 'No carrier pays this coverage line of the company: assign one on the tenant’s carriers panel',
    });
  }
  let billingDetails: PartyAddress | null = null;
  let iban: string | null = null;
  if (payee.kind === 'EMPLOYER') {
    const billing = employerBilling(configuration, payee.companySubunitId);
    if (billing) {
      billingDetails = withStreet({
        name: billing.name,
        streetName: billing.source.streetName ?? null,
        buildingNumber: billing.source.buildingNumber ?? null,
        addressLine1: billing.source.addressLine1,
        addressLine2: billing.source.addressLine2,
        postalCode: billing.source.postalCode,
        city: billing.source.city,
        country: billing.source.country,
      });
      iban = billing.source.iban;
    }
    if (!iban) {
      problems.push({
        code: 'NO_ACCOUNT',
        party: 'billing',
        message: 'The company’s billing address has no IBAN: add it to the billing address or the subunit',
      });
    }
  } else {
    const account = employee?.bankAccount ?? null;
    const address = employee?.address ?? null;
    if (account) {
      const street = address ? streetOf(address) : null;
      billingDetails = {
        name: account.holderName,
        streetName: street?.streetName ?? null,
        buildingNumber: street?.buildingNumber ?? null,
        addressLine1: address?.addressLine1 ?? null,
        addressLine2: address?.addressLine2 ?? null,
        postalCode: account.holderPostcode,
        city: account.holderCity,
        country: account.type === 'INTERNATIONAL' ? account.holderCountry : 'CH',
      };
      iban = account.iban;
    } else {
      problems.push({
        code: 'NO_ACCOUNT',
        party: 'billing',
        message: 'The insured person has no bank account: days after the leaving date are paid to the person (C13)',
      });
    }
  }
  for (const [party, account] of [
    ['sender', sender ? { iban: sender.iban, address: sender } : null],
    ['billing', iban && billingDetails ? { iban, address: billingDetails } : null],
  ] as const) {
    if (!account) continue;
    for (const problem of accountProblems(account.iban, account.address, checkIban))
      problems.push({ ...problem, party });
  }
  // The person's correspondence language, else the tenant's (decision 0043): the statement is about the person's
  // incapacity, and their power of attorney speaks their language too.
  const language = statementLanguageOf(employee?.correspondenceLanguage, configuration?.defaultCorrespondenceLanguage);
  return {
    statement: {
      sender,
      contact: carrier ? { name: carrier.contactName, phone: carrier.contactPhone, email: carrier.contactEmail } : null,
      carrier: carrier ? { carrierId: carrier.id, name: carrier.name } : null,
      billingDetails,
      iban: iban ? ibanOrAsGiven(checkIban(iban), iban) : null,
      personNames: {
        firstName: employee?.firstName ?? null,
        lastName: employee?.lastName ?? null,
        personnelNumber: employee?.personnelNumber ?? null,
      },
      caseIdentifier: input.caseIdentifier,
      language,
    },
    problems,
  };
}
