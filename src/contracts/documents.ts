// Documents (issue 11): files received and generated, with signed upload and download addresses (spec section 7:
// "Files are sent with a direct PUT to a signed storage address with a filename header").
import { z } from 'zod';
import { hasControlCharacters, MESSAGES, timestamp, uuid } from './common.ts';

/** The header that names the file on the signed PUT (percent-encoded UTF-8, like `encodeURIComponent`). */
export const FILE_NAME_HEADER = 'x-file-name';
export const DOCUMENT_NAME_MAX = 255;

export const documentName = () =>
  z
    .string()
    .trim()
    .min(1, { error: MESSAGES.nonEmpty })
    .max(DOCUMENT_NAME_MAX)
    .refine((value) => !hasControlCharacters(value) && !/[\\/]/.test(value), {
      error: 'A file name without slashes or control characters',
    })
    .meta({ description: 'File name as the person knows it, e.g. "Absenzen März 2026.xlsx"', example: 'absences.csv' });

export const documentIdParams = z.strictObject({ documentId: uuid() });

export const createDocumentBody = z.strictObject({
  name: documentName(),
  contentType: z
    .string()
    .max(200)
    .regex(/^[\w.+-]+\/[\w.+-]+$/, { error: 'A media type like text/csv' })
    .optional()
    .meta({ description: 'Media type of the file, if known', example: 'text/csv' }),
});

export const documentMetadata = z
  .object({
    documentId: uuid(),
    name: z.string(),
    fileType: z.string().meta({ description: "Lower-case extension without the dot ('csv', 'xlsx', 'pdf')" }),
    contentType: z.string(),
    status: z.enum(['pending', 'stored']).meta({ description: 'pending until the content has arrived whole' }),
    sizeBytes: z.number().int().min(0).nullable(),
    sha256: z.string().nullable(),
    createdAt: timestamp(),
    storedAt: timestamp().nullable(),
    createdBy: z.string(),
  })
  .meta({ id: 'DocumentMetadata' });

export const createdDocument = documentMetadata
  .extend({
    uploadUrl: z.string().meta({
      description:
        'Relative address for the direct PUT of the content (same origin), valid until expiresAt; send the file ' +
        `name in the ${FILE_NAME_HEADER} header (percent-encoded) and the bytes as the body`,
    }),
    method: z.literal('PUT'),
    headers: z.record(z.string(), z.string()).meta({ description: 'Headers the PUT must carry' }),
    expiresAt: timestamp(),
    maxBytes: z.number().int().positive(),
  })
  .meta({ id: 'CreatedDocument' });

export const signedAddressQuery = z.strictObject({
  tenantId: uuid(),
  expires: z.coerce.number().int().min(0).max(99_999_999_999),
  signature: z.string().min(1).max(100),
});

export const signedDownload = z
  .object({
    uri: z.string().meta({ description: 'Relative signed address of the content (same origin)' }),
    filename: z.string(),
    expiresAt: timestamp(),
  })
  .meta({ id: 'SignedDownload' });

export type DocumentMetadata = z.infer<typeof documentMetadata>;
