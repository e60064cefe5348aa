import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  goldenInput,
  IBANS,
  paymentFileInput,
  paymentTransaction,
} from '../../../testing/factories/pain001.factory.ts';
import { buildPain001, formatRappen, PAIN001_NAMESPACE, PaymentFileInvalidError } from './pain001.ts';
import { checkPain001 } from './pain001-check.ts';

const GOLDEN = new URL('./__golden__/pain001-basic.xml', import.meta.url);

/** Every file a test builds goes through the independent checker. */
function buildChecked(...args: Parameters<typeof buildPain001>): string {
  const xml = buildPain001(...args);
  expect(checkPain001(xml)).toEqual([]);
  return xml;
}

describe('buildPain001', () => {
  it('writes the golden three-transaction file byte for byte', () => {
    const xml = buildChecked(goldenInput());
    // UPDATE_GOLDEN=1 rewrites the file after a deliberate change; review the diff before committing it.
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(GOLDEN, xml);
    expect(xml).toBe(readFileSync(GOLDEN, 'utf8'));
  });

  it('the golden file itself passes the checker', () => {
    expect(checkPain001(readFileSync(GOLDEN, 'utf8'))).toEqual([]);
  });

  it('writes the pain.001.001.09 namespace, counts and control sums', () => {
    const xml = buildChecked(goldenInput());
    expect(xml.startsWith(`<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${PAIN001_NAMESPACE}">`)).toBe(
      true,
    );
    // 1234.56 + 0.05 + 999.00 = 2233.61, at group and payment-information level.
    expect(xml.match(/<NbOfTxs>3<\/NbOfTxs>/g)).toHaveLength(2);
    expect(xml.match(/<CtrlSum>2233.61<\/CtrlSum>/g)).toHaveLength(2);
    expect(xml).toContain('<InstdAmt Ccy="CHF">0.05</InstdAmt>');
  });

  it('transliterates to the SPS set and escapes XML', () => {
    const xml = buildChecked(goldenInput());
    expect(xml).toContain('<Nm>Muster &amp; Co. AG</Nm>');
    expect(xml).toContain('<Nm>François D&apos;Aubigné</Nm>');
    expect(xml).toContain('<Ustrd>Krankentaggeld März 2026 - Fall 4711</Ustrd>');
    expect(xml).toContain('<Ustrd>Indemnité journalière &amp; accident &apos;UVG&apos;</Ustrd>');
    expect(xml).toContain('<Ustrd>Taggeld . Dezember</Ustrd>');
    expect(xml).toContain('<Nm>Şükrü Yılmaz</Nm>');
  });

  it('writes structured addresses only, leaving out a missing building number', () => {
    const xml = buildChecked(goldenInput());
    expect(xml).not.toContain('AdrLine');
    expect(xml).toContain(
      '<PstlAdr>\n            <StrtNm>Rue de l&apos;Église</StrtNm>\n            <PstCd>1204</PstCd>\n            <TwnNm>Genève</TwnNm>',
    );
  });

  it('names the debtor agent by its IID in the Swiss clearing system when there is no BIC', () => {
    const input = paymentFileInput();
    const xml = buildChecked({ ...input, debtor: { ...input.debtor, bic: undefined } });
    expect(xml).toContain(
      '<FinInstnId>\n          <ClrSysMmbId>\n            <ClrSysId>\n              <Cd>CHBCC</Cd>\n            </ClrSysId>\n            <MmbId>04835</MmbId>',
    );
    expect(xml).not.toContain('BICFI');
  });

  it('writes IBANs in electronic form and leaves out empty remittance information', () => {
    const xml = buildChecked(
      paymentFileInput({
        transactions: [
          paymentTransaction(1, { creditorIban: 'ch93 0076 2011 6238 5295 7', remittanceInformation: ' ' }),
        ],
      }),
    );
    expect(xml).toContain('<IBAN>CH9300762011623852957</IBAN>');
    expect(xml).not.toContain('RmtInf');
  });

  it('refuses input with problems: a typed error listing them', () => {
    const input = paymentFileInput({ transactions: [paymentTransaction(1, { creditorIban: IBANS.qrIban })] });
    expect(() => buildPain001(input)).toThrow(PaymentFileInvalidError);
    try {
      buildPain001(input);
    } catch (error) {
      expect(error).toBeInstanceOf(PaymentFileInvalidError);
      const invalid = error as PaymentFileInvalidError;
      expect(invalid.code).toBe('PAYMENT_FILE_INVALID');
      expect(invalid.problems.map((problem) => problem.code)).toEqual(['QR_IBAN_NOT_ALLOWED']);
      expect(invalid.message).toContain('CH44 3199 9123 0008 8901 2 is a QR-IBAN');
    }
  });

  it('builds and checks a file of 5 000 transactions', () => {
    const transactions = Array.from({ length: 5000 }, (_, index) =>
      paymentTransaction(index + 1, { creditorIban: index % 2 === 0 ? IBANS.creditorA : IBANS.creditorB }),
    );
    const xml = buildChecked(paymentFileInput({ transactions }));
    const sum = transactions.reduce((total, transaction) => total + transaction.amount, 0);
    expect(xml.match(/<CdtTrfTxInf>/g)).toHaveLength(5000);
    expect(xml).toContain(`<CtrlSum>${formatRappen(sum)}</CtrlSum>`);
  });
});

describe('formatRappen', () => {
  it.each([
    [1, '0.01'],
    [5, '0.05'],
    [10, '0.10'],
    [100, '1.00'],
    [123_456, '1234.56'],
    [99_999_999_999, '999999999.99'],
  ])('%i Rappen -> %s', (rappen, text) => {
    expect(formatRappen(rappen)).toBe(text);
  });
});
