import { attachmentMaxMb } from '@/lib/constants';
import { ATTACHMENT_RULE, AVATAR_RULE, checkUpload, chosenFile, safeFileName, sniffMime } from './upload';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n');
const CSV = new TextEncoder().encode('patient,value\nAda,12\n');
const TEXT = new TextEncoder().encode('just some words, pretending to be a picture');
const padded = (head: Uint8Array, size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
};

describe('sniffMime', () => {
  it('recognises PNG, JPEG, PDF and CSV by their bytes', () => {
    expect(sniffMime(PNG)).toBe('image/png');
    expect(sniffMime(JPEG)).toBe('image/jpeg');
    expect(sniffMime(PDF)).toBe('application/pdf');
    expect(sniffMime(CSV)).toBe('text/csv');
  });

  it('knows nothing of other content, whatever it would be called', () => {
    expect(sniffMime(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))).toBeNull(); // GIF89a
    expect(sniffMime(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull(); // a truncated PNG signature
    expect(sniffMime(new Uint8Array([0, 1, 2, 3, 0x2c]))).toBeNull(); // binary with a comma
    expect(sniffMime(new Uint8Array([0xc3, 0x28, 0x2c]))).toBeNull(); // invalid UTF-8
  });
});

describe('checkUpload', () => {
  it('accepts a PNG or a JPEG picture up to 2 MB', () => {
    expect(checkUpload(padded(PNG, AVATAR_RULE.maxBytes), AVATAR_RULE)).toEqual({ ok: true, mime: 'image/png' });
    expect(checkUpload(JPEG, AVATAR_RULE)).toEqual({ ok: true, mime: 'image/jpeg' });
  });

  it('refuses a picture one byte over 2 MB, before looking at it', () => {
    expect(checkUpload(padded(PNG, AVATAR_RULE.maxBytes + 1), AVATAR_RULE)).toEqual({ ok: false, message: 'The picture must be 2 MB or smaller' });
  });

  it('refuses text, a PDF or a CSV as a picture', () => {
    for (const bytes of [TEXT, PDF, CSV]) {
      expect(checkUpload(bytes, AVATAR_RULE)).toEqual({ ok: false, message: 'The picture must be a PNG or JPEG image' });
    }
  });

  it('takes PDF, PNG, JPEG and CSV attachments up to 5 MB, and nothing empty', () => {
    expect(checkUpload(PDF, ATTACHMENT_RULE)).toEqual({ ok: true, mime: 'application/pdf' });
    expect(checkUpload(CSV, ATTACHMENT_RULE)).toEqual({ ok: true, mime: 'text/csv' });
    expect(checkUpload(padded(PDF, ATTACHMENT_RULE.maxBytes + 1), ATTACHMENT_RULE).ok).toBe(false);
    expect(checkUpload(new Uint8Array(), ATTACHMENT_RULE)).toEqual({ ok: false, message: 'The file is empty' });
    expect(checkUpload(new Uint8Array([1, 2, 3]), ATTACHMENT_RULE)).toEqual({
      ok: false,
      message: 'The attachment must be a PDF, PNG, JPEG or CSV file',
    });
  });

  it('says the limit it holds: 5 MB, or 4 MB in a build made on Vercel (its functions refuse bodies over 4.5 MB)', () => {
    expect(ATTACHMENT_RULE.maxBytes).toBe(5 * 1024 * 1024);
    expect(checkUpload(padded(PDF, 5 * 1024 * 1024 + 1), ATTACHMENT_RULE)).toEqual({ ok: false, message: 'The attachment must be 5 MB or smaller' });
    expect(attachmentMaxMb(undefined)).toBe(5);
    expect(attachmentMaxMb('5')).toBe(5);
    expect(attachmentMaxMb('4')).toBe(4);
    expect(attachmentMaxMb('45')).toBe(5);
  });
});

describe('chosenFile', () => {
  it('treats the empty, nameless file of an untouched input as no file', () => {
    expect(chosenFile(new File([], ''))).toBeNull();
    expect(chosenFile(null)).toBeNull();
    expect(chosenFile('text')).toBeNull();
    const file = new File([PNG], 'me.png');
    expect(chosenFile(file)).toBe(file);
  });
});

describe('safeFileName', () => {
  it('drops folders and control characters and gives the extension of the content', () => {
    expect(safeFileName('C:\\Users\\ada\\scan.final.PDF', 'application/pdf')).toBe('scan.final.pdf');
    expect(safeFileName('../../etc/passwd', 'text/csv')).toBe('passwd.csv');
    expect(safeFileName('photo.png', 'image/jpeg')).toBe('photo.jpg');
    expect(safeFileName('"evil"\r\nname.png', 'image/png')).toBe('evilname.png');
    expect(safeFileName('', 'image/png')).toBe('attachment.png');
  });

  it('drops Unicode format characters (bidirectional controls, zero-width ones), so a name reads as it is', () => {
    expect(safeFileName('scan\u202Egpj.exe.png', 'image/png')).toBe('scangpj.exe.png');
    expect(safeFileName('\u200Bre\u2066port\u2069\uFEFF\u00AD.pdf', 'application/pdf')).toBe('report.pdf');
    expect(safeFileName('\u202E', 'image/png')).toBe('attachment.png');
  });
});
