// Builds the ISO 20022 pain.001.001.09 credit-transfer file of a payout release, per the Swiss Payment Standards
// (SPS) in force from the November 2026 release: one payment information block (one debit), structured addresses
// only, SPS character set, CHF amounts with two decimals. Element order follows the pain.001.001.09 schema
// (GroupHeader85, PaymentInstruction30, CreditTransferTransaction34, PartyIdentification135, PostalAddress24,
// CashAccount38, BranchAndFinancialInstitutionIdentification6); checkPain001 verifies it independently.
import { normaliseIban } from '../../swiss-identifiers.ts';
import { toSpsFieldText } from './sps-charset.ts';
import type { PaymentFileInput, PaymentProblem, StructuredAddress } from './types.ts';
import { validatePaymentInput } from './validate-input.ts';

export const PAIN001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';

/** Thrown by buildPain001 when validatePaymentInput finds problems; the server turns `problems` into its response. */
export class PaymentFileInvalidError extends Error {
  readonly code = 'PAYMENT_FILE_INVALID';
  readonly problems: readonly PaymentProblem[];
  constructor(problems: readonly PaymentProblem[]) {
    super(
      `The payment file cannot be built: ${problems.length} problem(s): ${problems
        .slice(0, 5)
        .map((problem) => `${problem.path}: ${problem.message}`)
        .join('; ')}${problems.length > 5 ? '; …' : ''}`,
    );
    this.name = 'PaymentFileInvalidError';
    this.problems = problems;
  }
}

/** 12345 Rappen -> '123.45' (SPS: amounts in CHF with exactly two decimals, '.' as separator). */
export function formatRappen(rappen: number): string {
  const francs = Math.floor(rappen / 100);
  const cents = rappen - francs * 100;
  return `${francs}.${cents < 10 ? '0' : ''}${cents}`;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const XML_SPECIAL = /[&<>"']/g;

function escapeXml(text: string): string {
  return text.replace(XML_SPECIAL, (character) => XML_ESCAPES[character] ?? character);
}

/** Free text: SPS transliteration (toSpsText), trimmed, XML-escaped. */
function text(value: string): string {
  return escapeXml(toSpsFieldText(value));
}

function postalAddress(lines: string[], indent: string, address: StructuredAddress): void {
  // PostalAddress24 order: StrtNm, BldgNb, …, PstCd, TwnNm, …, Ctry. No AdrLine: SPS from November 2026 accept
  // structured addresses only (swiss-rules.md §5.5).
  lines.push(`${indent}<PstlAdr>`);
  lines.push(`${indent}  <StrtNm>${text(address.streetName)}</StrtNm>`);
  if (address.buildingNumber !== null) lines.push(`${indent}  <BldgNb>${text(address.buildingNumber)}</BldgNb>`);
  lines.push(`${indent}  <PstCd>${text(address.postCode)}</PstCd>`);
  lines.push(`${indent}  <TwnNm>${text(address.townName)}</TwnNm>`);
  lines.push(`${indent}  <Ctry>${address.country}</Ctry>`);
  lines.push(`${indent}</PstlAdr>`);
}

/**
 * The pain.001.001.09 XML (UTF-8, LF line ends, two-space indentation, final newline) of a payment file. Throws
 * PaymentFileInvalidError when validatePaymentInput reports problems.
 */
export function buildPain001(input: PaymentFileInput): string {
  const problems = validatePaymentInput(input);
  if (problems.length > 0) throw new PaymentFileInvalidError(problems);

  let controlSum = 0;
  for (const transaction of input.transactions) controlSum += transaction.amount;
  const count = String(input.transactions.length);
  const sum = formatRappen(controlSum);
  const debtorIban = normaliseIban(input.debtor.iban);

  const lines: string[] = [];
  lines.push('<?xml version="1.0" encoding="UTF-8"?>');
  lines.push(`<Document xmlns="${PAIN001_NAMESPACE}">`);
  lines.push('  <CstmrCdtTrfInitn>');
  // GroupHeader85: MsgId, CreDtTm, (Authstn), NbOfTxs, CtrlSum, InitgPty, (FwdgAgt).
  lines.push('    <GrpHdr>');
  lines.push(`      <MsgId>${escapeXml(input.messageId)}</MsgId>`);
  lines.push(`      <CreDtTm>${input.createdAt}</CreDtTm>`);
  lines.push(`      <NbOfTxs>${count}</NbOfTxs>`);
  lines.push(`      <CtrlSum>${sum}</CtrlSum>`);
  lines.push('      <InitgPty>');
  lines.push(`        <Nm>${text(input.initiatingPartyName)}</Nm>`);
  lines.push('      </InitgPty>');
  lines.push('    </GrpHdr>');
  // PaymentInstruction30: PmtInfId, PmtMtd, BtchBookg, NbOfTxs, CtrlSum, (PmtTpInf), ReqdExctnDt, Dbtr, DbtrAcct,
  // DbtrAgt, CdtTrfTxInf+. PmtTpInf is left out: a CHF payment to a CH/LI IBAN needs no service level or local
  // instrument (SPS payment type "domestic IBAN"). BtchBookg true asks for one debit of the whole release, which
  // keeps individual sick-pay amounts off the employer's statement (SPS: true is also the default when absent).
  lines.push('    <PmtInf>');
  lines.push(`      <PmtInfId>${escapeXml(input.paymentInformationId)}</PmtInfId>`);
  lines.push('      <PmtMtd>TRF</PmtMtd>');
  lines.push('      <BtchBookg>true</BtchBookg>');
  lines.push(`      <NbOfTxs>${count}</NbOfTxs>`);
  lines.push(`      <CtrlSum>${sum}</CtrlSum>`);
  lines.push('      <ReqdExctnDt>');
  lines.push(`        <Dt>${input.requestedExecutionDate}</Dt>`);
  lines.push('      </ReqdExctnDt>');
  lines.push('      <Dbtr>');
  lines.push(`        <Nm>${text(input.debtor.name)}</Nm>`);
  postalAddress(lines, '        ', input.debtor.address);
  lines.push('      </Dbtr>');
  lines.push('      <DbtrAcct>');
  lines.push('        <Id>');
  lines.push(`          <IBAN>${debtorIban}</IBAN>`);
  lines.push('        </Id>');
  lines.push('      </DbtrAcct>');
  lines.push('      <DbtrAgt>');
  lines.push('        <FinInstnId>');
  if (input.debtor.bic !== undefined) {
    lines.push(`          <BICFI>${input.debtor.bic}</BICFI>`);
  } else {
    // Without a BIC the debtor's bank is named by its IID (institution identification, IBAN positions 5-9) in the
    // Swiss clearing system "CHBCC" (SPS: BIC or IID for the debtor agent; UNCONFIRMED detail, see README.md).
    lines.push('          <ClrSysMmbId>');
    lines.push('            <ClrSysId>');
    lines.push('              <Cd>CHBCC</Cd>');
    lines.push('            </ClrSysId>');
    lines.push(`            <MmbId>${debtorIban.slice(4, 9)}</MmbId>`);
    lines.push('          </ClrSysMmbId>');
  }
  lines.push('        </FinInstnId>');
  lines.push('      </DbtrAgt>');
  for (const transaction of input.transactions) {
    // CreditTransferTransaction34: PmtId, Amt, Cdtr, CdtrAcct, RmtInf (in that relative order). No CdtrAgt: for CH/LI
    // IBANs the bank derives the creditor's bank from the IID in the IBAN.
    lines.push('      <CdtTrfTxInf>');
    lines.push('        <PmtId>');
    lines.push(`          <InstrId>${escapeXml(transaction.instructionId)}</InstrId>`);
    lines.push(`          <EndToEndId>${escapeXml(transaction.endToEndId)}</EndToEndId>`);
    lines.push('        </PmtId>');
    lines.push('        <Amt>');
    lines.push(`          <InstdAmt Ccy="CHF">${formatRappen(transaction.amount)}</InstdAmt>`);
    lines.push('        </Amt>');
    lines.push('        <Cdtr>');
    lines.push(`          <Nm>${text(transaction.creditor.name)}</Nm>`);
    postalAddress(lines, '          ', transaction.creditor.address);
    lines.push('        </Cdtr>');
    lines.push('        <CdtrAcct>');
    lines.push('          <Id>');
    lines.push(`            <IBAN>${normaliseIban(transaction.creditorIban)}</IBAN>`);
    lines.push('          </Id>');
    lines.push('        </CdtrAcct>');
    const remittance = text(transaction.remittanceInformation);
    if (remittance !== '') {
      lines.push('        <RmtInf>');
      lines.push(`          <Ustrd>${remittance}</Ustrd>`);
      lines.push('        </RmtInf>');
    }
    lines.push('      </CdtTrfTxInf>');
  }
  lines.push('    </PmtInf>');
  lines.push('  </CstmrCdtTrfInitn>');
  lines.push('</Document>');
  lines.push('');
  return lines.join('\n');
}
