// PDF rendering for generated documents (pdfmake 0.3.11, ../shared/stack/verified-versions.md: "Use pdfmake"), in
// the server process. The Roboto fonts come with pdfmake; the document definitions never name a URL or a local file,
// and both access policies refuse every one, so a definition built from user data cannot read the disk or the net.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';

const fontDir = join(dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts', 'Roboto');

let configured = false;

function configure() {
  if (configured) return;
  pdfmake.setFonts({
    Roboto: {
      normal: join(fontDir, 'Roboto-Regular.ttf'),
      bold: join(fontDir, 'Roboto-Medium.ttf'),
      italics: join(fontDir, 'Roboto-Italic.ttf'),
      bolditalics: join(fontDir, 'Roboto-MediumItalic.ttf'),
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => path.startsWith(fontDir));
  configured = true;
}

/** Renders a document definition to the bytes of a PDF. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  configure();
  return pdfmake.createPdf(definition).getBuffer();
}
