// An independent checker of pain.001.001.09 files as Absenza writes them (issue "payouts, part 3": every file the
// tests produce is checked by code). It shares no code with the builder except the generic IBAN, postcode, date and
// character-set predicates: it parses the XML with its own strict reader, validates every aggregate against the
// SCHEMA table below (element order and cardinality of the ISO 20022 pain.001.001.09 schema, for the types we use;
// the other elements of those sequences are listed so their position is known, and refused as unsupported), then
// applies the Swiss Payment Standards rules (README.md lists the rules and their sources).
import { isDomesticIbanCountry, isSwissPostcode, validateIban } from '../../swiss-identifiers.ts';
import { isBankBusinessDay } from './bank-business-days.ts';
import { isSpsText, isSwiftIdentifierText } from './sps-charset.ts';
import { parseStrictXml, type XmlElement, XmlSyntaxError } from './strict-xml.ts';

const NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';
const UNBOUNDED = Number.POSITIVE_INFINITY;

// --- Simple types (pain.001.001.09 XSD; SPS restrictions noted) ------------------------------------------------

type SimpleType =
  | { kind: 'text'; max: number; identifier?: boolean }
  | { kind: 'pattern'; pattern: RegExp; description: string }
  | { kind: 'code'; values: readonly string[] };

const SIMPLE_TYPES = {
  Max4Text: { kind: 'text', max: 4 },
  Max5Text: { kind: 'text', max: 5 },
  Max16Text: { kind: 'text', max: 16 },
  Max35Text: { kind: 'text', max: 35 },
  Max70Text: { kind: 'text', max: 70 },
  Max140Text: { kind: 'text', max: 140 },
  /** PartyIdentification135/Nm is Max140Text; the SPS allow at most 70 characters for names. */
  SpsName: { kind: 'text', max: 70 },
  /** MsgId, PmtInfId, InstrId, EndToEndId: Max35Text restricted to the SWIFT character set (SPS). */
  Identifier: { kind: 'text', max: 35, identifier: true },
  ISODateTime: {
    kind: 'pattern',
    pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})?$/,
    description: 'an ISO date-time',
  },
  ISODate: { kind: 'pattern', pattern: /^\d{4}-\d{2}-\d{2}$/, description: 'an ISO date' },
  Max15NumericText: { kind: 'pattern', pattern: /^[0-9]{1,15}$/, description: '1 to 15 digits' },
  DecimalNumber: { kind: 'pattern', pattern: /^\d{1,18}(\.\d{1,17})?$/, description: 'a decimal number' },
  ActiveOrHistoricCurrencyAndAmount: {
    kind: 'pattern',
    pattern: /^\d{1,18}(\.\d{1,5})?$/,
    description: 'an amount (at most 5 decimals)',
  },
  CountryCode: { kind: 'pattern', pattern: /^[A-Z]{2}$/, description: 'a two-letter country code' },
  ActiveOrHistoricCurrencyCode: { kind: 'pattern', pattern: /^[A-Z]{3}$/, description: 'a currency code' },
  IBAN2007Identifier: { kind: 'pattern', pattern: /^[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{1,30}$/, description: 'an IBAN' },
  BICFIDec2014Identifier: {
    kind: 'pattern',
    pattern: /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/,
    description: 'a BIC',
  },
  BatchBookingIndicator: { kind: 'code', values: ['true', 'false'] },
  PaymentMethod3Code: { kind: 'code', values: ['CHK', 'TRF', 'TRA'] },
  ChargeBearerType1Code: { kind: 'code', values: ['DEBT', 'CRED', 'SHAR', 'SLEV'] },
  Priority2Code: { kind: 'code', values: ['HIGH', 'NORM'] },
} as const satisfies Record<string, SimpleType>;

type SimpleTypeName = keyof typeof SIMPLE_TYPES;

// --- Aggregates (pain.001.001.09 XSD) ---------------------------------------------------------------------------

/** [element, type, minOccurs, maxOccurs]; type 'unsupported' = part of the standard, not written by Absenza. */
type Particle = readonly [name: string, type: string, min: number, max: number];
type Aggregate = { kind: 'sequence' | 'choice'; particles: readonly Particle[] };

const U = 'unsupported';

export const SCHEMA: Readonly<Record<string, Aggregate>> = {
  Document: { kind: 'sequence', particles: [['CstmrCdtTrfInitn', 'CustomerCreditTransferInitiationV09', 1, 1]] },
  CustomerCreditTransferInitiationV09: {
    kind: 'sequence',
    particles: [
      ['GrpHdr', 'GroupHeader85', 1, 1],
      ['PmtInf', 'PaymentInstruction30', 1, UNBOUNDED],
      ['SplmtryData', U, 0, UNBOUNDED],
    ],
  },
  GroupHeader85: {
    kind: 'sequence',
    particles: [
      ['MsgId', 'Identifier', 1, 1],
      ['CreDtTm', 'ISODateTime', 1, 1],
      ['Authstn', U, 0, 2],
      ['NbOfTxs', 'Max15NumericText', 1, 1],
      ['CtrlSum', 'DecimalNumber', 0, 1],
      ['InitgPty', 'PartyIdentification135', 1, 1],
      ['FwdgAgt', U, 0, 1],
    ],
  },
  PaymentInstruction30: {
    kind: 'sequence',
    particles: [
      ['PmtInfId', 'Identifier', 1, 1],
      ['PmtMtd', 'PaymentMethod3Code', 1, 1],
      ['BtchBookg', 'BatchBookingIndicator', 0, 1],
      ['NbOfTxs', 'Max15NumericText', 0, 1],
      ['CtrlSum', 'DecimalNumber', 0, 1],
      ['PmtTpInf', 'PaymentTypeInformation26', 0, 1],
      ['ReqdExctnDt', 'DateAndDateTime2Choice', 1, 1],
      ['PoolgAdjstmntDt', U, 0, 1],
      ['Dbtr', 'PartyIdentification135', 1, 1],
      ['DbtrAcct', 'CashAccount38', 1, 1],
      ['DbtrAgt', 'BranchAndFinancialInstitutionIdentification6', 1, 1],
      ['DbtrAgtAcct', U, 0, 1],
      ['InstrForDbtrAgt', 'Max140Text', 0, 1],
      ['UltmtDbtr', U, 0, 1],
      ['ChrgBr', 'ChargeBearerType1Code', 0, 1],
      ['ChrgsAcct', U, 0, 1],
      ['ChrgsAcctAgt', U, 0, 1],
      ['CdtTrfTxInf', 'CreditTransferTransaction34', 1, UNBOUNDED],
    ],
  },
  PaymentTypeInformation26: {
    kind: 'sequence',
    particles: [
      ['InstrPrty', 'Priority2Code', 0, 1],
      ['SvcLvl', U, 0, UNBOUNDED],
      ['LclInstrm', U, 0, 1],
      ['CtgyPurp', 'CategoryPurpose1Choice', 0, 1],
    ],
  },
  CategoryPurpose1Choice: {
    kind: 'choice',
    particles: [
      ['Cd', 'Max4Text', 1, 1],
      ['Prtry', 'Max35Text', 1, 1],
    ],
  },
  DateAndDateTime2Choice: {
    kind: 'choice',
    particles: [
      ['Dt', 'ISODate', 1, 1],
      ['DtTm', 'ISODateTime', 1, 1],
    ],
  },
  PartyIdentification135: {
    kind: 'sequence',
    particles: [
      ['Nm', 'SpsName', 0, 1],
      ['PstlAdr', 'PostalAddress24', 0, 1],
      ['Id', U, 0, 1],
      ['CtryOfRes', 'CountryCode', 0, 1],
      ['CtctDtls', U, 0, 1],
    ],
  },
  PostalAddress24: {
    kind: 'sequence',
    particles: [
      ['AdrTp', U, 0, 1],
      ['Dept', 'Max70Text', 0, 1],
      ['SubDept', 'Max70Text', 0, 1],
      ['StrtNm', 'Max70Text', 0, 1],
      ['BldgNb', 'Max16Text', 0, 1],
      ['BldgNm', 'Max35Text', 0, 1],
      ['Flr', 'Max70Text', 0, 1],
      ['PstBx', 'Max16Text', 0, 1],
      ['Room', 'Max70Text', 0, 1],
      ['PstCd', 'Max16Text', 0, 1],
      ['TwnNm', 'Max35Text', 0, 1],
      ['TwnLctnNm', 'Max35Text', 0, 1],
      ['DstrctNm', 'Max35Text', 0, 1],
      ['CtrySubDvsn', 'Max35Text', 0, 1],
      ['Ctry', 'CountryCode', 0, 1],
      ['AdrLine', 'Max70Text', 0, 7],
    ],
  },
  CashAccount38: {
    kind: 'sequence',
    particles: [
      ['Id', 'AccountIdentification4Choice', 1, 1],
      ['Tp', U, 0, 1],
      ['Ccy', 'ActiveOrHistoricCurrencyCode', 0, 1],
      ['Nm', 'Max70Text', 0, 1],
      ['Prxy', U, 0, 1],
    ],
  },
  AccountIdentification4Choice: {
    kind: 'choice',
    particles: [
      ['IBAN', 'IBAN2007Identifier', 1, 1],
      ['Othr', U, 1, 1],
    ],
  },
  BranchAndFinancialInstitutionIdentification6: {
    kind: 'sequence',
    particles: [
      ['FinInstnId', 'FinancialInstitutionIdentification18', 1, 1],
      ['BrnchId', U, 0, 1],
    ],
  },
  FinancialInstitutionIdentification18: {
    kind: 'sequence',
    particles: [
      ['BICFI', 'BICFIDec2014Identifier', 0, 1],
      ['ClrSysMmbId', 'ClearingSystemMemberIdentification2', 0, 1],
      ['LEI', U, 0, 1],
      ['Nm', 'Max140Text', 0, 1],
      ['PstlAdr', 'PostalAddress24', 0, 1],
      ['Othr', U, 0, 1],
    ],
  },
  ClearingSystemMemberIdentification2: {
    kind: 'sequence',
    particles: [
      ['ClrSysId', 'ClearingSystemIdentification2Choice', 0, 1],
      ['MmbId', 'Max35Text', 1, 1],
    ],
  },
  ClearingSystemIdentification2Choice: {
    kind: 'choice',
    particles: [
      ['Cd', 'Max5Text', 1, 1],
      ['Prtry', 'Max35Text', 1, 1],
    ],
  },
  CreditTransferTransaction34: {
    kind: 'sequence',
    particles: [
      ['PmtId', 'PaymentIdentification6', 1, 1],
      ['PmtTpInf', 'PaymentTypeInformation26', 0, 1],
      ['Amt', 'AmountType4Choice', 1, 1],
      ['XchgRateInf', U, 0, 1],
      ['ChrgBr', 'ChargeBearerType1Code', 0, 1],
      ['ChqInstr', U, 0, 1],
      ['UltmtDbtr', U, 0, 1],
      ['IntrmyAgt1', U, 0, 1],
      ['IntrmyAgt1Acct', U, 0, 1],
      ['IntrmyAgt2', U, 0, 1],
      ['IntrmyAgt2Acct', U, 0, 1],
      ['IntrmyAgt3', U, 0, 1],
      ['IntrmyAgt3Acct', U, 0, 1],
      ['CdtrAgt', 'BranchAndFinancialInstitutionIdentification6', 0, 1],
      ['CdtrAgtAcct', U, 0, 1],
      // Cdtr and CdtrAcct are optional in ISO; the SPS make both mandatory for credit transfers.
      ['Cdtr', 'PartyIdentification135', 1, 1],
      ['CdtrAcct', 'CashAccount38', 1, 1],
      ['UltmtCdtr', U, 0, 1],
      ['InstrForCdtrAgt', U, 0, UNBOUNDED],
      ['InstrForDbtrAgt', 'Max140Text', 0, 1],
      ['Purp', U, 0, 1],
      ['RgltryRptg', U, 0, 10],
      ['Tax', U, 0, 1],
      ['RltdRmtInf', U, 0, 10],
      ['RmtInf', 'RemittanceInformation16', 0, 1],
      ['SplmtryData', U, 0, UNBOUNDED],
    ],
  },
  PaymentIdentification6: {
    kind: 'sequence',
    particles: [
      ['InstrId', 'Identifier', 0, 1],
      ['EndToEndId', 'Identifier', 1, 1],
      ['UETR', U, 0, 1],
    ],
  },
  AmountType4Choice: {
    kind: 'choice',
    particles: [
      ['InstdAmt', 'ActiveOrHistoricCurrencyAndAmount', 1, 1],
      ['EqvtAmt', U, 1, 1],
    ],
  },
  RemittanceInformation16: {
    kind: 'sequence',
    particles: [
      // ISO allows any number of Ustrd; the SPS allow one.
      ['Ustrd', 'Max140Text', 0, 1],
      ['Strd', U, 0, UNBOUNDED],
    ],
  },
};

/** Attributes allowed per element name; every other attribute is an error. */
const ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { Document: ['xmlns'], InstdAmt: ['Ccy'] };

// --- Structural validation ----------------------------------------------------------------------------------------

function checkSimple(element: XmlElement, typeName: SimpleTypeName, path: string, errors: string[]): void {
  const type: SimpleType = SIMPLE_TYPES[typeName];
  const value = element.text;
  if (element.children.length > 0) {
    errors.push(`${path}: must hold text, not elements`);
    return;
  }
  if (type.kind === 'text') {
    if (value.length === 0) errors.push(`${path}: must not be empty`);
    if (value.length > type.max) errors.push(`${path}: ${value.length} characters, at most ${type.max} allowed`);
    if (value !== value.trim()) errors.push(`${path}: leading or trailing blanks`);
    if (type.identifier && !isSwiftIdentifierText(value)) {
      errors.push(`${path}: '${value}' has characters outside the SWIFT set allowed for identifiers`);
    } else if (!isSpsText(value)) {
      errors.push(`${path}: '${value}' has characters outside the SPS character set`);
    }
  } else if (type.kind === 'pattern') {
    if (!type.pattern.test(value)) errors.push(`${path}: '${value}' is not ${type.description}`);
  } else if (!type.values.includes(value)) {
    errors.push(`${path}: '${value}' is not one of ${type.values.join(', ')}`);
  }
}

function checkAggregate(element: XmlElement, typeName: string, path: string, errors: string[]): void {
  const aggregate = SCHEMA[typeName];
  if (aggregate === undefined) {
    if (typeName in SIMPLE_TYPES) checkSimple(element, typeName as SimpleTypeName, path, errors);
    else errors.push(`${path}: no schema for type ${typeName}`);
    return;
  }
  if (element.text.trim() !== '') errors.push(`${path}: must hold elements, not text`);
  const particles = aggregate.particles;
  if (aggregate.kind === 'choice') {
    if (element.children.length !== 1) {
      errors.push(
        `${path}: must hold exactly one of ${particles.map((p) => p[0]).join(', ')} (found ${element.children.length})`,
      );
    }
  }
  const counts = new Array<number>(particles.length).fill(0);
  let cursor = 0;
  for (const child of element.children) {
    let childPath = `${path}/${child.name}`;
    let index = aggregate.kind === 'choice' ? particles.findIndex((p) => p[0] === child.name) : cursor;
    if (aggregate.kind === 'sequence') {
      while (index < particles.length && particles[index]?.[0] !== child.name) index++;
    }
    const particle = particles[index];
    if (index < 0 || particle === undefined) {
      const known = particles.some((p) => p[0] === child.name);
      errors.push(
        known
          ? `${childPath}: out of order (${typeName} order: ${particles.map((p) => p[0]).join(', ')})`
          : `${childPath}: not an element of ${typeName}`,
      );
      continue;
    }
    cursor = index;
    const occurrence = (counts[index] ?? 0) + 1;
    counts[index] = occurrence;
    const [, childType, , max] = particle;
    if (occurrence > max) errors.push(`${childPath}: occurs more than ${max} time(s) in ${path}`);
    // Repeatable elements are numbered in paths (PmtInf[1]/CdtTrfTxInf[3]), as in the SPS rule messages.
    if (max > 1) childPath = `${childPath}[${occurrence}]`;
    const allowed = ATTRIBUTES[child.name] ?? [];
    for (const attribute of Object.keys(child.attributes)) {
      if (!allowed.includes(attribute)) errors.push(`${childPath}: attribute ${attribute} is not allowed`);
    }
    if (childType === U) {
      errors.push(`${childPath}: part of pain.001.001.09 but not used by Absenza payment files`);
      continue;
    }
    checkAggregate(child, childType, childPath, errors);
  }
  if (aggregate.kind === 'sequence') {
    particles.forEach(([name, , min], index) => {
      if ((counts[index] ?? 0) < min) errors.push(`${path}: ${name} is missing`);
    });
  }
}

// --- Swiss Payment Standards rules --------------------------------------------------------------------------------

const child = (element: XmlElement | undefined, name: string) => element?.children.find((c) => c.name === name);
const childrenNamed = (element: XmlElement | undefined, name: string) =>
  element?.children.filter((c) => c.name === name) ?? [];
const at = (element: XmlElement | undefined, ...names: string[]) =>
  names.reduce<XmlElement | undefined>((current, name) => child(current, name), element);

/** '123.45' -> 12345 Rappen when the value has exactly two decimals, else null. */
function rappenOf(value: string): number | null {
  const match = /^(\d{1,15})\.(\d{2})$/.exec(value);
  return match ? Number(match[1]) * 100 + Number(match[2]) : null;
}

function checkTwoDecimals(path: string, value: string | undefined, errors: string[]): number | null {
  if (value === undefined) return null;
  const rappen = rappenOf(value);
  if (rappen === null) errors.push(`${path}: '${value}' must have exactly two decimals (SPS: CHF amounts)`);
  return rappen;
}

function checkAddress(party: XmlElement | undefined, path: string, errors: string[]): void {
  const address = child(party, 'PstlAdr');
  if (address === undefined) {
    errors.push(`${path}/PstlAdr: a structured address is required`);
    return;
  }
  const addressPath = `${path}/PstlAdr`;
  // SPS from November 2026: structured addresses only; AdrLine (unstructured or hybrid) is refused.
  if (child(address, 'AdrLine')) errors.push(`${addressPath}/AdrLine: unstructured address lines are not allowed`);
  for (const name of ['StrtNm', 'PstCd', 'TwnNm', 'Ctry']) {
    if (!child(address, name)) errors.push(`${addressPath}: ${name} is required in a structured address`);
  }
  const country = child(address, 'Ctry')?.text;
  const postCode = child(address, 'PstCd')?.text;
  if (country !== undefined && isDomesticIbanCountry(country) && postCode !== undefined && !isSwissPostcode(postCode)) {
    errors.push(`${addressPath}/PstCd: '${postCode}' is not a ${country} postcode`);
  }
}

function checkIban(account: XmlElement | undefined, path: string, isCreditor: boolean, errors: string[]): void {
  const iban = at(account, 'Id', 'IBAN')?.text;
  if (iban === undefined) {
    errors.push(`${path}/Id/IBAN: an IBAN is required`);
    return;
  }
  const result = validateIban(iban);
  if (!result.ok) errors.push(`${path}/Id/IBAN: '${iban}' is not a valid IBAN (${result.reason})`);
  else if (isCreditor && result.isQrIban) {
    errors.push(`${path}/Id/IBAN: '${iban}' is a QR-IBAN, which cannot receive a payout`);
  }
}

function checkSpsRules(document: XmlElement, errors: string[]): void {
  const root = child(document, 'CstmrCdtTrfInitn');
  const header = child(root, 'GrpHdr');
  const blocks = childrenNamed(root, 'PmtInf');
  const base = 'Document/CstmrCdtTrfInitn';
  let fileCount = 0;
  let fileSum = 0;
  const endToEndIds = new Set<string>();

  blocks.forEach((block, blockIndex) => {
    const blockPath = `${base}/PmtInf[${blockIndex + 1}]`;
    const transactions = childrenNamed(block, 'CdtTrfTxInf');
    let blockSum = 0;
    const instructionIds = new Set<string>();
    if (child(block, 'PmtMtd')?.text !== 'TRF') errors.push(`${blockPath}/PmtMtd: must be TRF for credit transfers`);
    const date = at(block, 'ReqdExctnDt', 'Dt')?.text ?? at(block, 'ReqdExctnDt', 'DtTm')?.text.slice(0, 10);
    if (date !== undefined) {
      let isBusinessDay = false;
      try {
        isBusinessDay = isBankBusinessDay(date);
      } catch {
        errors.push(`${blockPath}/ReqdExctnDt: '${date}' is not a calendar date`);
        isBusinessDay = true;
      }
      if (!isBusinessDay) errors.push(`${blockPath}/ReqdExctnDt: ${date} is not a Swiss bank business day`);
    }
    checkAddress(child(block, 'Dbtr'), `${blockPath}/Dbtr`, errors);
    if (!child(child(block, 'Dbtr'), 'Nm')) errors.push(`${blockPath}/Dbtr/Nm: the debtor's name is required`);
    checkIban(child(block, 'DbtrAcct'), `${blockPath}/DbtrAcct`, false, errors);
    const institution = at(block, 'DbtrAgt', 'FinInstnId');
    if (institution && !child(institution, 'BICFI') && !child(institution, 'ClrSysMmbId')) {
      errors.push(`${blockPath}/DbtrAgt/FinInstnId: BICFI or ClrSysMmbId is required`);
    }

    transactions.forEach((transaction, index) => {
      const path = `${blockPath}/CdtTrfTxInf[${index + 1}]`;
      const amount = at(transaction, 'Amt', 'InstdAmt');
      if (amount !== undefined) {
        if (amount.attributes.Ccy !== 'CHF') {
          errors.push(`${path}/Amt/InstdAmt: currency '${amount.attributes.Ccy ?? ''}' is not CHF`);
        }
        const rappen = checkTwoDecimals(`${path}/Amt/InstdAmt`, amount.text, errors);
        if (rappen !== null && rappen <= 0) errors.push(`${path}/Amt/InstdAmt: the amount must be greater than 0`);
        if (rappen !== null) blockSum += rappen;
      }
      const endToEndId = at(transaction, 'PmtId', 'EndToEndId')?.text;
      if (endToEndId !== undefined) {
        if (endToEndIds.has(endToEndId)) errors.push(`${path}/PmtId/EndToEndId: '${endToEndId}' is not unique`);
        endToEndIds.add(endToEndId);
      }
      const instructionId = at(transaction, 'PmtId', 'InstrId')?.text;
      if (instructionId !== undefined) {
        if (instructionIds.has(instructionId)) errors.push(`${path}/PmtId/InstrId: '${instructionId}' is not unique`);
        instructionIds.add(instructionId);
      }
      const creditor = child(transaction, 'Cdtr');
      if (creditor && !child(creditor, 'Nm')) errors.push(`${path}/Cdtr/Nm: the creditor's name is required`);
      if (creditor) checkAddress(creditor, `${path}/Cdtr`, errors);
      if (child(transaction, 'CdtrAcct')) checkIban(child(transaction, 'CdtrAcct'), `${path}/CdtrAcct`, true, errors);
    });

    // NbOfTxs and CtrlSum of the block: written by Absenza and equal to its transactions.
    const count = child(block, 'NbOfTxs')?.text;
    if (count === undefined) errors.push(`${blockPath}: NbOfTxs is required`);
    else if (Number(count) !== transactions.length) {
      errors.push(`${blockPath}/NbOfTxs: ${count}, but the block has ${transactions.length} transaction(s)`);
    }
    const sum = child(block, 'CtrlSum')?.text;
    if (sum === undefined) errors.push(`${blockPath}: CtrlSum is required`);
    else {
      const rappen = checkTwoDecimals(`${blockPath}/CtrlSum`, sum, errors);
      if (rappen !== null && rappen !== blockSum) {
        errors.push(`${blockPath}/CtrlSum: ${sum}, but the amounts add up to ${(blockSum / 100).toFixed(2)}`);
      }
    }
    fileCount += transactions.length;
    fileSum += blockSum;
  });

  const count = child(header, 'NbOfTxs')?.text;
  if (count !== undefined && Number(count) !== fileCount) {
    errors.push(`${base}/GrpHdr/NbOfTxs: ${count}, but the file has ${fileCount} transaction(s)`);
  }
  const sum = child(header, 'CtrlSum')?.text;
  if (sum === undefined) errors.push(`${base}/GrpHdr: CtrlSum is required`);
  else {
    const rappen = checkTwoDecimals(`${base}/GrpHdr/CtrlSum`, sum, errors);
    if (rappen !== null && rappen !== fileSum) {
      errors.push(`${base}/GrpHdr/CtrlSum: ${sum}, but the amounts add up to ${(fileSum / 100).toFixed(2)}`);
    }
  }
  if (!at(header, 'InitgPty', 'Nm')) errors.push(`${base}/GrpHdr/InitgPty/Nm: the initiating party's name is required`);
}

/** Problems of a pain.001 file, in English; an empty list means the file passes every rule this module knows. */
export function checkPain001(xml: string): string[] {
  let document: XmlElement;
  try {
    document = parseStrictXml(xml);
  } catch (error) {
    if (error instanceof XmlSyntaxError) return [error.message];
    throw error;
  }
  const errors: string[] = [];
  if (document.name !== 'Document') return [`the root element is <${document.name}>, not <Document>`];
  if (document.attributes.xmlns !== NAMESPACE) {
    errors.push(`Document: the namespace is '${document.attributes.xmlns ?? ''}', not '${NAMESPACE}'`);
  }
  for (const attribute of Object.keys(document.attributes)) {
    if (attribute !== 'xmlns') errors.push(`Document: attribute ${attribute} is not allowed`);
  }
  checkAggregate(document, 'Document', 'Document', errors);
  checkSpsRules(document, errors);
  return errors;
}
