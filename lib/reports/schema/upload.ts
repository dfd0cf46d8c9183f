import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_MB, AVATAR_MAX_BYTES } from '@/lib/constants';

// Uploaded files are judged by their bytes, never by their name or the browser's Content-Type: both are
// whatever the sender says. Shared by server actions (the real check) and forms (an early size hint).

export const IMAGE_MIMES = ['image/png', 'image/jpeg'] as const;
export const ATTACHMENT_MIMES = ['application/pdf', 'image/png', 'image/jpeg', 'text/csv'] as const;
export type AttachmentMime = (typeof ATTACHMENT_MIMES)[number];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** Text a spreadsheet would export: valid UTF-8, no control characters but tab and line breaks, with a comma. */
function looksLikeCsv(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) && text.includes(',');
}

/** The type the content says it is, or null for anything else. */
export function sniffMime(bytes: Uint8Array): AttachmentMime | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  if (startsWith(bytes, PDF_SIGNATURE)) return 'application/pdf';
  if (looksLikeCsv(bytes)) return 'text/csv';
  return null;
}

export interface UploadRule {
  allowed: readonly AttachmentMime[];
  maxBytes: number;
  tooLarge: string;
  wrongType: string;
}

export const AVATAR_RULE: UploadRule = {
  allowed: IMAGE_MIMES,
  maxBytes: AVATAR_MAX_BYTES,
  tooLarge: 'The picture must be 2 MB or smaller',
  wrongType: 'The picture must be a PNG or JPEG image',
};

export const ATTACHMENT_RULE: UploadRule = {
  allowed: ATTACHMENT_MIMES,
  maxBytes: ATTACHMENT_MAX_BYTES,
  tooLarge: `The attachment must be ${ATTACHMENT_MAX_MB} MB or smaller`,
  wrongType: 'The attachment must be a PDF, PNG, JPEG or CSV file',
};

export type UploadCheck = { ok: true; mime: AttachmentMime } | { ok: false; message: string };

/** Size first (cheap, and says the most useful thing), then the content's type. */
export function checkUpload(bytes: Uint8Array, rule: UploadRule): UploadCheck {
  if (bytes.length > rule.maxBytes) return { ok: false, message: rule.tooLarge };
  if (bytes.length === 0) return { ok: false, message: 'The file is empty' };
  const mime = sniffMime(bytes);
  if (!mime || !rule.allowed.includes(mime)) return { ok: false, message: rule.wrongType };
  return { ok: true, mime };
}

/** A form's file field: the File, or null when none was chosen (browsers send an empty, nameless file). */
export function chosenFile(value: FormDataEntryValue | null | undefined): File | null {
  if (typeof value !== 'object' || value === null) return null;
  return value.size === 0 && value.name === '' ? null : value;
}

const EXTENSIONS: Record<AttachmentMime, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'text/csv': 'csv',
};

const FILE_NAME_MAX = 120;

/**
 * A name safe to store and send back in Content-Disposition: no folders, no control characters, no Unicode
 * format characters (category Cf: U+202E would make "gpj.exe" read as "exe.jpg"), the right extension.
 */
export function safeFileName(name: string, mime: AttachmentMime): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f"]|\p{Cf}/gu, '')
    .trim()
    .replace(/\.[^.]*$/, '')
    .slice(0, FILE_NAME_MAX);
  return `${base || 'attachment'}.${EXTENSIONS[mime]}`;
}
