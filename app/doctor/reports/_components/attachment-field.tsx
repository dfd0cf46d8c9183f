'use client';

import { FileField } from '@/components/forms/file-field';
import { ATTACHMENT_MAX_MB } from '@/lib/constants';

const ACCEPT = 'application/pdf,image/png,image/jpeg,text/csv,.csv';
const RULE = `Optional: PDF, PNG, JPEG or CSV, up to ${ATTACHMENT_MAX_MB} MB.`;

/** A report's attachment: the file types and size the server takes; `keepHint` follows the rule when a file is already there. */
export function AttachmentField({ id, label, keepHint, error, onChange }: { id: string; label: string; keepHint?: string; error?: string; onChange: (file: File | null) => void }) {
  return <FileField id={id} label={label} hint={keepHint ? `${RULE} ${keepHint}` : RULE} accept={ACCEPT} error={error} onChange={onChange} />;
}
