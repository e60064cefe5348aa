// Input of a pain.001 payment file (payouts, part 3). Plain values only: amounts in integer Rappen, dates as
// 'YYYY-MM-DD', the creation instant as an ISO date-time string given by the caller (the domain never reads the
// clock, STYLE habit 2).
import type { IsoDate } from '../../dates.ts';

/**
 * A structured postal address (ISO 20022 PostalAddress24 without AdrLine). From the November 2026 release the Swiss
 * Payment Standards accept only structured addresses in pain.001 (swiss-rules.md §5.5).
 */
export type StructuredAddress = {
  streetName: string;
  /** Null when the address has no building number (a farm, a named building). */
  buildingNumber: string | null;
  postCode: string;
  townName: string;
  /** ISO 3166-1 alpha-2, upper case ('CH', 'LI', 'DE'). */
  country: string;
};

export type PaymentParty = {
  name: string;
  address: StructuredAddress;
};

export type PaymentTransaction = {
  /** PmtId/InstrId: the instructing party's reference for its bank (Max35Text, unique within the file). */
  instructionId: string;
  /** PmtId/EndToEndId: travels unchanged to the creditor (Max35Text, unique within the file). */
  endToEndId: string;
  /** Integer Rappen, > 0. */
  amount: number;
  creditor: PaymentParty;
  /** CH or LI IBAN of the payee; never a QR-IBAN (swiss-rules.md §5.3). */
  creditorIban: string;
  /** RmtInf/Ustrd: unstructured remittance information, at most 140 characters. */
  remittanceInformation: string;
};

export type PaymentFileInput = {
  /** GrpHdr/MsgId (Max35Text). */
  messageId: string;
  /** GrpHdr/CreDtTm, e.g. '2026-11-23T09:30:00' or '2026-11-23T09:30:00.000Z'. */
  createdAt: string;
  /** GrpHdr/InitgPty/Nm. */
  initiatingPartyName: string;
  debtor: PaymentParty & {
    iban: string;
    /** BIC of the debtor's bank; without it the debtor agent is identified by the IID in the IBAN. */
    bic?: string;
  };
  /** PmtInf/ReqdExctnDt/Dt: must be a Swiss bank business day. */
  requestedExecutionDate: IsoDate;
  /** PmtInf/PmtInfId (Max35Text). */
  paymentInformationId: string;
  transactions: PaymentTransaction[];
};

/** One reason why a payment file cannot be released. `path` points into PaymentFileInput ('transactions[2].creditorIban'). */
export type PaymentProblem = {
  path: string;
  code: PaymentProblemCode;
  message: string;
};

export type PaymentProblemCode =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'IDENTIFIER_CHARSET'
  | 'INVALID_IBAN'
  | 'IBAN_NOT_DOMESTIC'
  | 'QR_IBAN_NOT_ALLOWED'
  | 'INVALID_BIC'
  | 'INVALID_COUNTRY'
  | 'INVALID_POSTCODE'
  | 'INVALID_AMOUNT'
  | 'AMOUNT_TOO_LARGE'
  | 'INVALID_DATE'
  | 'INVALID_DATETIME'
  | 'NOT_BANK_BUSINESS_DAY'
  | 'DUPLICATE_END_TO_END_ID'
  | 'DUPLICATE_INSTRUCTION_ID'
  | 'NO_TRANSACTIONS';
