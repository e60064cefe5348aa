// Each rule of the checker, demonstrated by a mutation of the golden file that the checker must reject. The golden
// file itself passes (first test), so every rejection below is caused by its mutation alone.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPain001 } from './pain001-check.ts';

const GOLDEN = readFileSync(new URL('./__golden__/pain001-basic.xml', import.meta.url), 'utf8');

/** Replaces the n-th (1-based) occurrence of `from`; fails when it does not occur, so a mutation cannot be a no-op. */
function mutate(from: string, to: string, occurrence = 1): string {
  let index = -1;
  for (let seen = 0; seen < occurrence; seen++) {
    index = GOLDEN.indexOf(from, index + 1);
    if (index < 0) throw new Error(`mutation source not found: ${from}`);
  }
  return GOLDEN.slice(0, index) + to + GOLDEN.slice(index + from.length);
}

const CREDITOR_ACCOUNT_1 = '<IBAN>CH9300762011623852957</IBAN>';

describe('checkPain001', () => {
  it('accepts the golden file', () => {
    expect(checkPain001(GOLDEN)).toEqual([]);
  });

  it.each<[string, string, string]>([
    // --- root and namespace
    [
      'wrong namespace',
      mutate('pain.001.001.09">', 'pain.001.001.03">'),
      "Document: the namespace is 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03'",
    ],
    ['wrong root', mutate('<Document', '<Doc').replace('</Document>', '</Doc>'), 'the root element is <Doc>'],
    // --- element order and cardinality (schema table)
    [
      'CreDtTm before MsgId',
      mutate(
        '<MsgId>ABSENZA-20261123-0001</MsgId>\n      <CreDtTm>2026-11-23T09:30:00</CreDtTm>',
        '<CreDtTm>2026-11-23T09:30:00</CreDtTm>\n      <MsgId>ABSENZA-20261123-0001</MsgId>',
      ),
      'Document/CstmrCdtTrfInitn/GrpHdr/MsgId: out of order',
    ],
    [
      'Amt before PmtId',
      mutate(
        '<PmtId>\n          <InstrId>INSTR-1</InstrId>\n          <EndToEndId>E2E-2026-11-1</EndToEndId>\n        </PmtId>\n        <Amt>\n          <InstdAmt Ccy="CHF">1234.56</InstdAmt>\n        </Amt>',
        '<Amt>\n          <InstdAmt Ccy="CHF">1234.56</InstdAmt>\n        </Amt>\n        <PmtId>\n          <InstrId>INSTR-1</InstrId>\n          <EndToEndId>E2E-2026-11-1</EndToEndId>\n        </PmtId>',
      ),
      'PmtInf[1]/CdtTrfTxInf[1]/PmtId: out of order',
    ],
    [
      'PstCd after TwnNm',
      mutate(
        '<PstCd>8001</PstCd>\n          <TwnNm>Zürich</TwnNm>',
        '<TwnNm>Zürich</TwnNm>\n          <PstCd>8001</PstCd>',
      ),
      'Dbtr/PstlAdr/PstCd: out of order',
    ],
    ['unknown element', mutate('<PmtMtd>TRF</PmtMtd>', '<PmtMtd>TRF</PmtMtd><Foo>1</Foo>'), 'Foo: not an element of'],
    [
      'two BtchBookg',
      mutate('<BtchBookg>true</BtchBookg>', '<BtchBookg>true</BtchBookg><BtchBookg>true</BtchBookg>'),
      'BtchBookg: occurs more than 1 time(s)',
    ],
    ['MsgId missing', mutate('<MsgId>ABSENZA-20261123-0001</MsgId>', ''), 'GrpHdr: MsgId is missing'],
    [
      'two Ustrd (SPS allow one)',
      mutate('<Ustrd>Taggeld . Dezember</Ustrd>', '<Ustrd>Taggeld</Ustrd><Ustrd>Dezember</Ustrd>'),
      'Ustrd: occurs more than 1 time(s)',
    ],
    [
      'an ISO element Absenza does not use',
      mutate('</CdtrAcct>', '</CdtrAcct><UltmtCdtr><Nm>X</Nm></UltmtCdtr>'),
      'UltmtCdtr: part of pain.001.001.09 but not used',
    ],
    [
      'creditor missing (SPS: mandatory)',
      mutate(GOLDEN.slice(GOLDEN.indexOf('<Cdtr>'), GOLDEN.indexOf('</Cdtr>') + '</Cdtr>'.length), ''),
      'CdtTrfTxInf[1]: Cdtr is missing',
    ],
    [
      'choice with two alternatives',
      mutate('<Dt>2026-11-25</Dt>', '<Dt>2026-11-25</Dt><DtTm>2026-11-25T00:00:00</DtTm>'),
      'ReqdExctnDt: must hold exactly one of Dt, DtTm',
    ],
    ['attribute not allowed', mutate('<PmtMtd>', '<PmtMtd x="1">'), 'PmtMtd: attribute x is not allowed'],
    // --- lengths
    [
      'MsgId of 36 characters',
      mutate('ABSENZA-20261123-0001', 'A'.repeat(36)),
      'GrpHdr/MsgId: 36 characters, at most 35 allowed',
    ],
    [
      'PmtInfId of 36 characters',
      mutate('RELEASE-2026-11-01', 'R'.repeat(36)),
      'PmtInfId: 36 characters, at most 35 allowed',
    ],
    ['EndToEndId of 36 characters', mutate('E2E-2026-11-1<', `${'E'.repeat(36)}<`), 'EndToEndId: 36 characters'],
    ['name of 71 characters (SPS: 70)', mutate('Zoë Müller-Lüdenscheidt', 'N'.repeat(71)), 'Cdtr/Nm: 71 characters'],
    ['Ustrd of 141 characters', mutate('Taggeld . Dezember', 'U'.repeat(141)), 'Ustrd: 141 characters, at most 140'],
    ['TwnNm of 36 characters', mutate('<TwnNm>Basel', `<TwnNm>${'B'.repeat(36)}`), 'TwnNm: 36 characters, at most 35'],
    [
      'BldgNb of 17 characters',
      mutate('<BldgNb>12a', `<BldgNb>${'1'.repeat(17)}`),
      'BldgNb: 17 characters, at most 16',
    ],
    ['empty name', mutate('<Nm>Şükrü Yılmaz</Nm>', '<Nm></Nm>'), 'Cdtr/Nm: must not be empty'],
    // --- character set
    ['typographic apostrophe', mutate('D&apos;Aubigné', 'D’Aubigné'), 'outside the SPS character set'],
    ['emoji', mutate('Taggeld . Dezember', 'Taggeld 👍 Dezember'), 'outside the SPS character set'],
    ['identifier outside the SWIFT set', mutate('E2E-2026-11-2', 'E2E_2026_11_2'), 'outside the SWIFT set'],
    // --- counts and sums
    ['GrpHdr NbOfTxs', mutate('<NbOfTxs>3</NbOfTxs>', '<NbOfTxs>4</NbOfTxs>'), 'GrpHdr/NbOfTxs: 4, but the file has 3'],
    [
      'PmtInf NbOfTxs',
      mutate('<NbOfTxs>3</NbOfTxs>', '<NbOfTxs>2</NbOfTxs>', 2),
      'PmtInf[1]/NbOfTxs: 2, but the block has 3',
    ],
    [
      'GrpHdr CtrlSum',
      mutate('<CtrlSum>2233.61</CtrlSum>', '<CtrlSum>2233.60</CtrlSum>'),
      'GrpHdr/CtrlSum: 2233.60, but the amounts add up to 2233.61',
    ],
    [
      'PmtInf CtrlSum',
      mutate('<CtrlSum>2233.61</CtrlSum>', '<CtrlSum>2233.62</CtrlSum>', 2),
      'PmtInf[1]/CtrlSum: 2233.62, but the amounts add up to 2233.61',
    ],
    [
      'CtrlSum with one decimal',
      mutate('<CtrlSum>2233.61</CtrlSum>', '<CtrlSum>2233.6</CtrlSum>'),
      'exactly two decimals',
    ],
    ['PmtInf CtrlSum missing', mutate('<CtrlSum>2233.61</CtrlSum>', '', 2), 'PmtInf[1]: CtrlSum is required'],
    // --- amounts
    ['amount with one decimal', mutate('>999.00<', '>999.0<'), "InstdAmt: '999.0' must have exactly two decimals"],
    ['amount with three decimals', mutate('>999.00<', '>999.000<'), 'exactly two decimals'],
    ['amount of zero', mutate('>0.05<', '>0.00<'), 'CdtTrfTxInf[2]/Amt/InstdAmt: the amount must be greater than 0'],
    ['negative amount', mutate('>0.05<', '>-0.05<'), "InstdAmt: '-0.05' is not an amount"],
    ['currency EUR', mutate('Ccy="CHF">0.05', 'Ccy="EUR">0.05'), "currency 'EUR' is not CHF"],
    // --- IBANs
    [
      'creditor IBAN with a wrong check digit',
      mutate(CREDITOR_ACCOUNT_1, '<IBAN>CH9300762011623852958</IBAN>'),
      "CdtrAcct/Id/IBAN: 'CH9300762011623852958' is not a valid IBAN",
    ],
    [
      'creditor QR-IBAN',
      mutate(CREDITOR_ACCOUNT_1, '<IBAN>CH4431999123000889012</IBAN>'),
      "CdtrAcct/Id/IBAN: 'CH4431999123000889012' is a QR-IBAN",
    ],
    [
      'debtor IBAN with a wrong check digit',
      mutate('<IBAN>CH5604835012345678009</IBAN>', '<IBAN>CH5604835012345678008</IBAN>'),
      'DbtrAcct/Id/IBAN',
    ],
    ['IBAN in blanks', mutate(CREDITOR_ACCOUNT_1, '<IBAN>CH93 0076 2011 6238 5295 7</IBAN>'), 'is not an IBAN'],
    // --- structured addresses
    [
      'AdrLine (unstructured address)',
      mutate('<Ctry>LI</Ctry>', '<Ctry>LI</Ctry>\n            <AdrLine>Städtle 35</AdrLine>'),
      'PstlAdr/AdrLine: unstructured address lines are not allowed',
    ],
    ['no StrtNm', mutate('<StrtNm>Lörracherstrasse</StrtNm>', ''), 'StrtNm is required in a structured address'],
    ['no PstCd', mutate('<PstCd>1204</PstCd>', ''), 'PstCd is required in a structured address'],
    ['no TwnNm', mutate('<TwnNm>Zürich</TwnNm>', ''), 'Dbtr/PstlAdr: TwnNm is required'],
    ['no Ctry', mutate('<Ctry>LI</Ctry>', ''), 'Ctry is required in a structured address'],
    [
      'no PstlAdr',
      mutate(GOLDEN.slice(GOLDEN.indexOf('<PstlAdr>'), GOLDEN.indexOf('</PstlAdr>') + 10), ''),
      'Dbtr/PstlAdr: a structured address is required',
    ],
    [
      'CH postcode of three digits',
      mutate('<PstCd>4058</PstCd>', '<PstCd>405</PstCd>'),
      "PstCd: '405' is not a CH postcode",
    ],
    ['country in lower case', mutate('<Ctry>LI</Ctry>', '<Ctry>li</Ctry>'), "'li' is not a two-letter country code"],
    // --- dates, ids, agents
    [
      'execution date on Good Friday',
      mutate('<Dt>2026-11-25</Dt>', '<Dt>2026-04-03</Dt>'),
      'ReqdExctnDt: 2026-04-03 is not a Swiss bank business day',
    ],
    [
      'execution date on a Saturday',
      mutate('<Dt>2026-11-25</Dt>', '<Dt>2026-11-28</Dt>'),
      'not a Swiss bank business day',
    ],
    ['execution date 30 February', mutate('<Dt>2026-11-25</Dt>', '<Dt>2026-02-30</Dt>'), 'not a calendar date'],
    [
      'duplicate EndToEndId',
      mutate('<EndToEndId>E2E-2026-11-3</EndToEndId>', '<EndToEndId>E2E-2026-11-1</EndToEndId>'),
      "CdtTrfTxInf[3]/PmtId/EndToEndId: 'E2E-2026-11-1' is not unique",
    ],
    [
      'duplicate InstrId',
      mutate('<InstrId>INSTR-2</InstrId>', '<InstrId>INSTR-1</InstrId>'),
      "InstrId: 'INSTR-1' is not unique",
    ],
    ['debtor agent without BIC or IID', mutate('<BICFI>CRESCHZZ80A</BICFI>', ''), 'BICFI or ClrSysMmbId is required'],
    ['malformed BIC', mutate('CRESCHZZ80A', 'CRESCHZZ8'), "'CRESCHZZ8' is not a BIC"],
    ['payment method cheque', mutate('<PmtMtd>TRF</PmtMtd>', '<PmtMtd>CHK</PmtMtd>'), 'PmtMtd: must be TRF'],
    ['bad creation time', mutate('2026-11-23T09:30:00', '23.11.2026 09:30'), 'is not an ISO date-time'],
    // --- XML syntax
    ['unclosed element', mutate('</Document>', ''), 'XML syntax error'],
    ['comment', mutate('<GrpHdr>', '<GrpHdr><!-- x -->'), 'comments are not allowed'],
    ['mixed content', mutate('<GrpHdr>', '<GrpHdr>text'), 'mixes text and elements'],
    ['raw ampersand', mutate('Muster &amp; Co.', 'Muster & Co.'), "'&' must be written as &amp;"],
    ['unknown entity', mutate('Muster &amp; Co.', 'Muster &nbsp; Co.'), 'unknown entity &nbsp;'],
    ['namespace prefix', mutate('<GrpHdr>', '<p:GrpHdr>'), 'namespace prefixes are not allowed'],
    ['no XML declaration', GOLDEN.slice(GOLDEN.indexOf('\n') + 1), 'the XML declaration'],
    ['byte order mark', `\ufeff${GOLDEN}`, 'byte order mark'],
    ['content after the root', `${GOLDEN}<x/>`, 'content after the root element'],
  ])('rejects %s', (_label, xml, expected) => {
    expect(xml).not.toBe(GOLDEN);
    const errors = checkPain001(xml);
    expect(
      errors.some((error) => error.includes(expected)),
      `${expected}\nnot in:\n${errors.join('\n')}`,
    ).toBe(true);
  });

  it('accepts a debtor agent identified by its IID', () => {
    const xml = mutate(
      '<BICFI>CRESCHZZ80A</BICFI>',
      '<ClrSysMmbId><ClrSysId><Cd>CHBCC</Cd></ClrSysId><MmbId>04835</MmbId></ClrSysMmbId>',
    );
    expect(checkPain001(xml)).toEqual([]);
  });

  it('accepts entities and numeric character references in text', () => {
    expect(checkPain001(mutate('Zoë', 'Zo&#xEB;'))).toEqual([]);
    expect(checkPain001(mutate('Zoë', 'Zo&#235;'))).toEqual([]);
  });
});
