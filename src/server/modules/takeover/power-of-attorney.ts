// The insured person's power of attorney (Vollmacht) for a case (spec section 7 "Admin": GET /tenant/{tenantId}/
// power-of-attorney/{ktgCaseId}): the person authorises the insurer to obtain medical information about the case.
// The facts the document shows, read under the tenant's RLS (404 CASE_NOT_FOUND), its content in the person's
// correspondence language (else the tenant's), and the PDF (pdfmake, src/server/platform/pdf/pdf.ts) stored in the
// document store. The insurer it authorises is named (decision 0043, issue 28): the carrier that pays the case's
// coverage line for the tenant (tenant_carriers: KTG for a sickness, UVG and UVGZ for an accident).
import { sql } from 'drizzle-orm';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { Database, Queryable } from '../../../db/client.ts';
import { rowsOf } from '../../../db/client.ts';
import { swissToday } from '../../access/superior-scope.ts';
import { AppError } from '../../app-error.ts';
import { actorOf } from '../../audit/audit.ts';
import { renderPdf } from '../../platform/pdf/pdf.ts';
import type { RequestContext } from '../../request-context.ts';
import { carriersByCoverageLine } from '../carriers/index.ts';
import { type DocumentRuntime, signedDownload, storeGeneratedDocument } from '../documents/index.ts';

export const POWER_OF_ATTORNEY_LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
export type PowerOfAttorneyLanguage = (typeof POWER_OF_ATTORNEY_LANGUAGES)[number];

export type PowerOfAttorneyFacts = {
  companyName: string;
  firstName: string;
  lastName: string;
  personnelNumber: string | null;
  dateOfBirth: string | null;
  caseId: string;
  caseNumber: number;
  claimType: 'SICK' | 'ACCIDENT';
  absentFrom: string;
  correspondenceLanguage: string | null;
  /** The tenant's defaultCorrespondenceLanguage: the document's language when the person has none. */
  tenantLanguage?: string | null;
  /** The insurer authorised: the carriers of the case's coverage lines ("Taggeld AG"); null when none is assigned. */
  insurerName?: string | null;
};

export type PowerOfAttorneyBlock =
  | { kind: 'title'; text: string }
  | { kind: 'field'; label: string; value: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'signature'; label: string };

type Texts = {
  title: string;
  company: string;
  person: string;
  dateOfBirth: string;
  personnelNumber: string;
  caseNumber: string;
  incapacitySince: string;
  insurer: string;
  claim: Record<'SICK' | 'ACCIDENT', string>;
  /** The authorisation: naming the insurer when it is known, else the company's insurer. */
  body: (company: string, insurer: string | null) => string;
  release: string;
  revocation: string;
  placeDate: string;
  signature: string;
  filename: string;
  createdOn: string;
};

const TEXTS: Record<PowerOfAttorneyLanguage, Texts> = {
  de: {
    title: 'Vollmacht zur Einholung medizinischer Auskünfte',
    company: 'Arbeitgeber',
    person: 'Versicherte Person',
    dateOfBirth: 'Geburtsdatum',
    personnelNumber: 'Personalnummer',
    caseNumber: 'Fallnummer',
    incapacitySince: 'Arbeitsunfähig seit',
    insurer: 'Versicherer',
    claim: { SICK: 'Krankheit (KTG)', ACCIDENT: 'Unfall (UVG)' },
    body: (company, insurer) =>
      `Ich ermächtige ${insurer ? `den Versicherer ${insurer}` : `den Versicherer der ${company}`}, bei den mich ` +
      'behandelnden Ärztinnen und Ärzten, Spitälern und ' +
      'weiteren Leistungserbringern die Auskünfte und Unterlagen einzuholen, die zur Beurteilung meiner ' +
      'Arbeitsunfähigkeit in diesem Fall nötig sind.',
    release: 'Ich entbinde sie insoweit von der ärztlichen Schweigepflicht.',
    revocation: 'Diese Vollmacht gilt für diesen Fall und kann jederzeit schriftlich widerrufen werden.',
    placeDate: 'Ort, Datum',
    signature: 'Unterschrift der versicherten Person',
    filename: 'Vollmacht',
    createdOn: 'Erstellt am',
  },
  fr: {
    title: 'Procuration pour l’obtention de renseignements médicaux',
    company: 'Employeur',
    person: 'Personne assurée',
    dateOfBirth: 'Date de naissance',
    personnelNumber: 'Numéro du personnel',
    caseNumber: 'Numéro du cas',
    incapacitySince: 'En incapacité de travail depuis le',
    insurer: 'Assureur',
    claim: { SICK: 'Maladie (IJM)', ACCIDENT: 'Accident (LAA)' },
    body: (company, insurer) =>
      `J’autorise ${insurer ? `l’assureur ${insurer}` : `l’assureur de ${company}`} à obtenir auprès des médecins, ` +
      'hôpitaux et autres prestataires qui me ' +
      'traitent les renseignements et documents nécessaires à l’évaluation de mon incapacité de travail dans ce cas.',
    release: 'Je les délie à cet effet du secret médical.',
    revocation: 'Cette procuration vaut pour ce cas et peut être révoquée par écrit en tout temps.',
    placeDate: 'Lieu, date',
    signature: 'Signature de la personne assurée',
    filename: 'Procuration',
    createdOn: 'Établi le',
  },
  it: {
    title: 'Procura per l’ottenimento di informazioni mediche',
    company: 'Datore di lavoro',
    person: 'Persona assicurata',
    dateOfBirth: 'Data di nascita',
    personnelNumber: 'Numero del personale',
    caseNumber: 'Numero del caso',
    incapacitySince: 'Inabile al lavoro dal',
    insurer: 'Assicuratore',
    claim: { SICK: 'Malattia (IGM)', ACCIDENT: 'Infortunio (LAINF)' },
    body: (company, insurer) =>
      `Autorizzo ${insurer ? `l’assicuratore ${insurer}` : `l’assicuratore di ${company}`} a ottenere dai medici, ` +
      'dagli ospedali e dagli altri fornitori di ' +
      'prestazioni che mi curano le informazioni e i documenti necessari per valutare la mia inabilità al lavoro ' +
      'in questo caso.',
    release: 'A tal fine li svincolo dal segreto medico.',
    revocation: 'La presente procura vale per questo caso e può essere revocata per iscritto in qualsiasi momento.',
    placeDate: 'Luogo, data',
    signature: 'Firma della persona assicurata',
    filename: 'Procura',
    createdOn: 'Allestito il',
  },
  en: {
    title: 'Power of attorney to obtain medical information',
    company: 'Employer',
    person: 'Insured person',
    dateOfBirth: 'Date of birth',
    personnelNumber: 'Personnel number',
    caseNumber: 'Case number',
    incapacitySince: 'Unfit for work since',
    insurer: 'Insurer',
    claim: { SICK: 'Sickness (daily sickness allowance)', ACCIDENT: 'Accident (UVG)' },
    body: (company, insurer) =>
      `I authorise ${insurer ? `the insurer ${insurer}` : `the insurer of ${company}`} to obtain from the doctors, ` +
      'hospitals and other providers treating me ' +
      'the information and documents needed to assess my incapacity for work in this case.',
    release: 'To that extent I release them from medical confidentiality.',
    revocation: 'This power of attorney applies to this case and may be revoked in writing at any time.',
    placeDate: 'Place, date',
    signature: 'Signature of the insured person',
    filename: 'Power-of-attorney',
    createdOn: 'Created on',
  },
};

/**
 * The person's correspondence language (ISO 639-1, upper case in the employee data) when supported, else the
 * tenant's defaultCorrespondenceLanguage, else German (as the payout statement, decision 0043).
 */
export function powerOfAttorneyLanguage(
  correspondenceLanguage: string | null,
  tenantLanguage: string | null = null,
): PowerOfAttorneyLanguage {
  for (const candidate of [correspondenceLanguage, tenantLanguage]) {
    const code = candidate?.toLowerCase();
    if (code && (POWER_OF_ATTORNEY_LANGUAGES as readonly string[]).includes(code)) {
      return code as PowerOfAttorneyLanguage;
    }
  }
  return 'de';
}

/** 'YYYY-MM-DD' as the Swiss write it: 05.01.2026. */
const swissDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** The document's content: title, the facts, the authorisation, place/date and signature lines; and its file name. */
export function powerOfAttorneyContent(
  facts: PowerOfAttorneyFacts,
  language: PowerOfAttorneyLanguage = powerOfAttorneyLanguage(
    facts.correspondenceLanguage,
    facts.tenantLanguage ?? null,
  ),
): { language: PowerOfAttorneyLanguage; filename: string; blocks: PowerOfAttorneyBlock[] } {
  const text = TEXTS[language];
  const person = `${facts.firstName} ${facts.lastName}`.trim();
  const blocks: PowerOfAttorneyBlock[] = [
    { kind: 'title', text: text.title },
    { kind: 'field', label: text.company, value: facts.companyName },
    ...(facts.insurerName ? [{ kind: 'field' as const, label: text.insurer, value: facts.insurerName }] : []),
    { kind: 'field', label: text.person, value: person },
    ...(facts.dateOfBirth
      ? [{ kind: 'field' as const, label: text.dateOfBirth, value: swissDate(facts.dateOfBirth) }]
      : []),
    ...(facts.personnelNumber
      ? [{ kind: 'field' as const, label: text.personnelNumber, value: facts.personnelNumber }]
      : []),
    { kind: 'field', label: text.caseNumber, value: `${facts.caseNumber} — ${text.claim[facts.claimType]}` },
    { kind: 'field', label: text.incapacitySince, value: swissDate(facts.absentFrom) },
    { kind: 'paragraph', text: text.body(facts.companyName, facts.insurerName ?? null) },
    { kind: 'paragraph', text: text.release },
    { kind: 'paragraph', text: text.revocation },
    { kind: 'signature', label: text.placeDate },
    { kind: 'signature', label: text.signature },
  ];
  const safeName = `${facts.lastName}-${facts.firstName}`.replace(/[^\p{L}\p{N}-]+/gu, '_');
  return { language, filename: `${text.filename}-${safeName}-${facts.caseNumber}.pdf`, blocks };
}

/**
 * The facts of the case's power of attorney, read in the caller's tenant transaction: the case, the employee's most
 * recent record (names, date of birth, personnel number, correspondence language) and the company's name. 404
 * CASE_NOT_FOUND when the case is not the tenant's.
 */
export async function powerOfAttorneyFacts(
  tx: Queryable,
  tenantId: string,
  ktgCaseId: string,
): Promise<PowerOfAttorneyFacts> {
  const [row] = await rowsOf<{
    company_name: string;
    tenant_language: string | null;
    case_number: number;
    claim_type: 'SICK' | 'ACCIDENT';
    absent_from: string;
    data: Record<string, unknown> | null;
  }>(
    tx,
    sql`select t.name as company_name, t.default_correspondence_language as tenant_language, c.case_number, c.claim_type, c.absent_from::text as absent_from,
          (select r.data from employee_records r
            where r.tenant_id = c.tenant_id and r.employee_id = c.employee_id
            order by r.valid_from desc limit 1) as data
        from cases c join tenants t on t.id = c.tenant_id
        where c.tenant_id = ${tenantId} and c.id = ${ktgCaseId}`,
  );
  if (!row) throw new AppError('CASE_NOT_FOUND', 'Case not found', { ktgCaseId });
  const data = row.data ?? {};
  const textOf = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : null);
  // The insurer of the case's coverage lines: KTG for a sickness; UVG, then UVGZ for an accident (each name once).
  const carriers = await carriersByCoverageLine(tx, tenantId);
  const lines = row.claim_type === 'SICK' ? (['KTG'] as const) : (['UVG', 'UVGZ'] as const);
  const insurers = [...new Set(lines.flatMap((line) => carriers.get(line)?.name ?? []))];
  return {
    companyName: row.company_name,
    firstName: textOf('firstName') ?? '',
    lastName: textOf('lastName') ?? '',
    personnelNumber: textOf('personnelNumber'),
    dateOfBirth: textOf('dateOfBirth'),
    caseId: ktgCaseId,
    caseNumber: row.case_number,
    claimType: row.claim_type,
    absentFrom: row.absent_from,
    correspondenceLanguage: textOf('correspondenceLanguage'),
    tenantLanguage: row.tenant_language,
    insurerName: insurers.length > 0 ? insurers.join(' / ') : null,
  };
}

/** The document definition of the content blocks (A4, Roboto, the company in the header, generated-on in the footer). */
export function powerOfAttorneyDefinition(
  facts: PowerOfAttorneyFacts,
  content: ReturnType<typeof powerOfAttorneyContent>,
  generatedOn: string,
): TDocumentDefinitions {
  const fields = content.blocks.filter((block) => block.kind === 'field');
  const title = content.blocks.find((block) => block.kind === 'title')?.text ?? '';
  const body: Content[] = [{ text: title, style: 'title' }];
  body.push({
    table: { widths: [170, '*'], body: fields.map((field) => [{ text: field.label, style: 'label' }, field.value]) },
    layout: 'noBorders',
    margin: [0, 0, 0, 18],
  });
  for (const block of content.blocks) {
    if (block.kind === 'paragraph') body.push({ text: block.text, margin: [0, 0, 0, 10] });
  }
  body.push({
    columns: content.blocks
      .filter((block) => block.kind === 'signature')
      .map((block) => ({
        stack: [
          { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.7 }], margin: [0, 56, 0, 4] },
          { text: block.label, style: 'label' },
        ],
      })),
    columnGap: 30,
  });
  return {
    pageSize: 'A4',
    pageMargins: [56, 72, 56, 64],
    info: {
      title: `${title} – ${facts.firstName} ${facts.lastName}`.trim(),
      subject: `${facts.companyName}, ${facts.caseNumber}`,
      creator: 'Absenza',
    },
    header: { text: facts.companyName, style: 'header', margin: [56, 32, 56, 0] },
    footer: (page: number, pages: number) => ({
      columns: [
        { text: `${TEXTS[content.language].createdOn} ${generatedOn}`, style: 'footer' },
        { text: `${page} / ${pages}`, style: 'footer', alignment: 'right' },
      ],
      margin: [56, 24, 56, 0],
    }),
    content: body,
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.3 },
    styles: {
      title: { fontSize: 16, bold: true, margin: [0, 0, 0, 18] },
      label: { color: '#555555' },
      header: { fontSize: 9, color: '#555555' },
      footer: { fontSize: 8, color: '#777777' },
    },
  };
}

/**
 * GET /admin/tenant/{tenantId}/power-of-attorney/{ktgCaseId} (decision 0024): the power of attorney of the case as
 * a PDF in the person's correspondence language, stored in the document store; answers its signed download address
 * (like the export summary). Generating it does not set the case overview's powUploadedAt: that marks the signed
 * copy coming back.
 */
export async function powerOfAttorney(
  runtime: DocumentRuntime,
  database: Database,
  ctx: RequestContext,
  tenantId: string,
  ktgCaseId: string,
): Promise<{ documentId: string; uri: string; filename: string; language: PowerOfAttorneyLanguage }> {
  const facts = await database.withTenant(tenantId, (tx) => powerOfAttorneyFacts(tx, tenantId, ktgCaseId));
  const content = powerOfAttorneyContent(facts);
  const today = swissToday();
  const pdf = await renderPdf(powerOfAttorneyDefinition(facts, content, swissDate(today)));
  const document = await storeGeneratedDocument(runtime, database, {
    tenantId,
    name: content.filename,
    content: pdf,
    createdByName: actorOf(ctx).actorName ?? 'Absenza',
  });
  return {
    documentId: document.id,
    uri: signedDownload(runtime, document).uri,
    filename: document.name,
    language: content.language,
  };
}
