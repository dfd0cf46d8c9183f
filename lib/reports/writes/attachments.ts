import 'server-only';
import { eq } from 'drizzle-orm';
import { attachments } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { AttachmentMime } from '@/lib/reports/schema/upload';

export interface NewFile {
  fileName: string;
  mime: AttachmentMime;
  bytes: Uint8Array;
}

export async function insertAttachment(db: Db, file: NewFile): Promise<number> {
  const [row] = await db.insert(attachments).values(file).returning({ id: attachments.id });
  return row.id;
}

export async function deleteAttachment(db: Db, id: number): Promise<void> {
  await db.delete(attachments).where(eq(attachments.id, id));
}
