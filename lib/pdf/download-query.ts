import { z } from '@/lib/zod';
import { rowIdSchema } from '@/lib/diagnosis/schema/clinical-fields';

/** `?id=` of a PDF download (a prescription's, a transaction's receipt): one of our row ids, nothing else. */
export const pdfDownloadQuerySchema = z.object({ id: rowIdSchema });

/** The id asked for, or null when the query names none we could have. */
export function parsePdfDownloadQuery(searchParams: URLSearchParams): number | null {
  const parsed = pdfDownloadQuerySchema.safeParse({ id: searchParams.get('id') ?? undefined });
  return parsed.success ? parsed.data.id : null;
}
