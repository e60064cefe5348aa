// `node src/testing/tools/render-ktg-protocol.ts [outDir] [lines] [language]`: renders a sample KTG protocol (decision 0028)
// as PDF and XLSX into outDir (default .cache/ktg-protocol), and page 1 of the PDF as PNG with pdftoppm when it is
// installed (apt-get install poppler-utils), to look at the document without the server. With [lines], every 7th line
// is a UVG line: they come after the KTG grand total in a part of their own (an own sheet in the XLSX; decision 0043).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProtocolLanguage } from '../../domain/accounting/ktg-protocol.ts';
import { ktgProtocolPdf, ktgProtocolXlsx } from '../../server/modules/accounting/ktg-protocol.ts';
import { generatedSnapshotLines, protocolLines } from '../factories/accounting.factory.ts';

const outDir = process.argv[2] ?? '.cache/ktg-protocol';
const count = Number(process.argv[3] ?? 0);
const language = (process.argv[4] ?? 'de') as ProtocolLanguage;
mkdirSync(outDir, { recursive: true });
const input = {
  tenantName: 'Demo Logistik AG',
  accountingMonthId: '2026-03',
  generatedAt: new Date().toISOString(),
  language,
  lines: count > 0 ? generatedSnapshotLines(count) : protocolLines(),
  subunitNames: { ZH: 'Zürich', BE: 'Bern', BS: 'Basel', GE: 'Genève', TI: 'Lugano' },
  groupNames: { MONTHLY: 'Monatslohn', HOURLY: 'Stundenlohn' },
};
const pdf = join(outDir, 'ktg-protocol.pdf');
writeFileSync(pdf, await ktgProtocolPdf(input));
writeFileSync(join(outDir, 'ktg-protocol.xlsx'), await ktgProtocolXlsx(input));
console.log(`wrote ${pdf} and ${join(outDir, 'ktg-protocol.xlsx')} (${input.lines.length} lines, ${language})`);
if (spawnSync('pdftoppm', ['-v']).error === undefined) {
  // -singlefile: page-1.png whatever the page count (pdftoppm otherwise pads the number: page-01.png).
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', pdf, join(outDir, 'page-1')]);
  console.log(`wrote ${join(outDir, 'page-1.png')}`);
} else {
  console.log('pdftoppm is not installed (apt-get install poppler-utils): no PNG of page 1');
}
