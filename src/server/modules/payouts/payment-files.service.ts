// The pain.001.001.09 files of a release (issue 15; swiss-rules.md 5.5; src/domain/payouts/pain001). A file per
// carrier (the debtor account) with one credit transfer per released payout that pays something (net > 0). The
// approval writes the file's row (message id, creation time, execution date) in its transaction; the bytes are
// written after the commit from that row and the payouts, deterministically, so a file lost to a crash between the
// two is written again on its first download, byte for byte the same.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { paymentFile } from '../../../contracts/payouts.ts';
import { type Database, type Queryable, rowsOf } from '../../../db/client.ts';
import { chf } from '../../../domain/money.ts';
import { buildPain001 } from '../../../domain/payouts/pain001/pain001.ts';
import { toSpsFieldText } from '../../../domain/payouts/pain001/sps-charset.ts';
import type { PaymentFileInput, StructuredAddress } from '../../../domain/payouts/pain001/types.ts';
import { AppError } from '../../app-error.ts';
import { type CarrierRow, carriersById } from '../carriers/index.ts';
import { type DocumentRuntime, storeGeneratedDocument } from '../documents/index.ts';
import type { PartyAddress, PayoutStatementData } from './payout-parties.ts';

export type PaymentFileRow = {
  id: string;
  release_id: string;
  carrier_id: string;
  message_id: string;
  document_id: string | null;
  transaction_count: number;
  control_sum: string | number;
  requested_execution_date: string;
  created_at_text: string;
};

export const PAYMENT_FILE_COLUMNS = sql`id, release_id, carrier_id, message_id, document_id, transaction_count,
  control_sum, requested_execution_date::text as requested_execution_date, created_at_text`;

const REMITTANCE: Record<PayoutStatementData['language'], string> = {
  DE: 'Taggeld',
  FR: 'Indemnites journalieres',
  IT: 'Indennita giornaliera',
  EN: 'Daily allowance',
};

/** The end-to-end id of a payout's payment: 'ABZ' + the payout id's 32 hex digits (35 characters, SWIFT set). */
export const endToEndIdOf = (payoutId: string) => `ABZ${payoutId.replaceAll('-', '').toUpperCase()}`;

function structured(address: PartyAddress): StructuredAddress {
  return {
    streetName: address.streetName ?? '',
    buildingNumber: address.buildingNumber,
    postCode: address.postalCode,
    townName: address.city,
    country: address.country,
  };
}

type PaidPayout = {
  id: string;
  accounting_month_id: string;
  case_number: number | null;
  net_amount: string | number;
  statement: PayoutStatementData;
};

/** The file's input from its row, its carrier and its payouts (sorted by id: the same bytes every time). */
export function paymentFileInputOf(file: PaymentFileRow, carrier: CarrierRow, payouts: readonly PaidPayout[]) {
  const input: PaymentFileInput = {
    messageId: file.message_id,
    createdAt: file.created_at_text,
    initiatingPartyName: toSpsFieldText(carrier.name).slice(0, 70),
    debtor: {
      name: toSpsFieldText(`${carrier.name}`).slice(0, 70),
      address: {
        streetName: carrier.streetName,
        buildingNumber: carrier.buildingNumber,
        postCode: carrier.postCode,
        townName: carrier.townName,
        country: carrier.country,
      },
      iban: carrier.iban,
      ...(carrier.bic ? { bic: carrier.bic } : {}),
    },
    requestedExecutionDate: file.requested_execution_date,
    paymentInformationId: file.message_id,
    transactions: [...payouts]
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map((payout) => {
        const statement = payout.statement;
        const billing = statement.billingDetails as PartyAddress;
        const person = [statement.personNames.lastName, statement.personNames.firstName].filter(Boolean).join(' ');
        const remittance = `${REMITTANCE[statement.language]} ${payout.accounting_month_id} ${
          payout.case_number === null ? '' : `#${payout.case_number} `
        }${person}`;
        return {
          instructionId: endToEndIdOf(payout.id),
          endToEndId: endToEndIdOf(payout.id),
          amount: Number(payout.net_amount),
          creditor: { name: toSpsFieldText(billing.name).slice(0, 70), address: structured(billing) },
          creditorIban: statement.iban as string,
          remittanceInformation: toSpsFieldText(remittance).slice(0, 140),
        };
      }),
  };
  return input;
}

async function paidPayoutsOf(tx: Queryable, file: PaymentFileRow): Promise<PaidPayout[]> {
  return rowsOf<PaidPayout>(
    tx,
    sql`select id, accounting_month_id, case_number, net_amount, statement from payouts
        where release_id = ${file.release_id} and carrier_id = ${file.carrier_id} and status = 'RELEASED'
          and net_amount > 0 order by id`,
  );
}

export const fileNameOf = (file: PaymentFileRow) => `pain001-${file.requested_execution_date}-${file.message_id}.xml`;

/** Writes the file's bytes to the document store and records the document (idempotent: an existing one stays). */
export async function writePaymentFile(
  runtime: DocumentRuntime,
  database: Database,
  tenantId: string,
  fileId: string,
): Promise<string> {
  const { file, carrier, payouts } = await database.withTenant(tenantId, async (tx) => {
    const [file] = await rowsOf<PaymentFileRow>(
      tx,
      sql`select ${PAYMENT_FILE_COLUMNS} from payment_files where id = ${fileId}`,
    );
    if (!file) throw new AppError('PAYOUT_RELEASE_NOT_FOUND', 'There is no such payment file', { fileId });
    const carrier = (await carriersById(tx, [file.carrier_id])).get(file.carrier_id);
    return { file, carrier, payouts: await paidPayoutsOf(tx, file) };
  });
  if (file.document_id) return file.document_id;
  if (!carrier) throw new AppError('PAYOUT_RELEASE_NOT_FOUND', 'The payment file’s carrier no longer exists');
  const xml = buildPain001(paymentFileInputOf(file, carrier, payouts));
  const document = await storeGeneratedDocument(runtime, database, {
    tenantId,
    name: fileNameOf(file),
    content: Buffer.from(xml, 'utf8'),
    createdByName: 'Absenza',
  });
  const updated = await database.withTenant(tenantId, (tx) =>
    rowsOf<{ document_id: string }>(
      tx,
      sql`update payment_files set document_id = coalesce(document_id, ${document.id}) where id = ${fileId}
          returning document_id`,
    ),
  );
  return updated[0]?.document_id ?? document.id;
}

/** The release's files with signed download addresses (a file not written yet is written now). */
export async function paymentFilesOf(
  runtime: DocumentRuntime | null,
  database: Database,
  tenantId: string,
  files: readonly PaymentFileRow[],
): Promise<z.infer<typeof paymentFile>[]> {
  const result: z.infer<typeof paymentFile>[] = [];
  for (const file of files) {
    let url = '';
    if (runtime) {
      const documentId = file.document_id ?? (await writePaymentFile(runtime, database, tenantId, file.id));
      url = runtime.signer.sign('GET', tenantId, documentId).uri;
    }
    result.push({
      paymentFileId: file.id,
      carrierId: file.carrier_id,
      messageId: file.message_id,
      transactionCount: file.transaction_count,
      controlSum: chf(file.control_sum),
      requestedExecutionDate: file.requested_execution_date,
      url,
      name: fileNameOf(file),
    });
  }
  return result;
}
