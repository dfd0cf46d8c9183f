import 'server-only';
import { constants, inflateSync } from 'node:zlib';

// The reports screen shows a document inside the page. A framed PDF is not an option: every response
// carries `frame-ancestors 'none'` (issue 4), and `object-src 'none'` rules out <object>/<embed>. So the
// drawer shows the document's text, read here from the PDF's content streams. This reads what PDF
// writers put in plain text operators (the clinic's generated notes, most exported reports); a PDF whose
// fonts use private encodings gives no readable lines, and the drawer then offers the download instead.

/** Lines past this many are left out of a preview. */
export const PDF_TEXT_MAX_LINES = 400;

const OCTAL = /^[0-7]{1,3}/;
// Sticky: they match at lastIndex only, so a long stream is never copied to look at one token.
const NUMBER = /[-+]?\d*\.?\d+/y;
const OPERATOR = /[A-Za-z'"*\d]+/y;
const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };

/** A literal string `( … )` starting at `start`: its text and the index after it. */
function readLiteral(content: string, start: number): [string, number] {
  let depth = 0;
  let text = '';
  for (let i = start; i < content.length; i += 1) {
    const ch = content[i];
    if (ch === '\\') {
      const next = content[i + 1] ?? '';
      const octal = OCTAL.exec(content.slice(i + 1, i + 4));
      if (octal) {
        text += String.fromCharCode(parseInt(octal[0], 8));
        i += octal[0].length;
      } else if (next === '\r' || next === '\n') {
        i += next === '\r' && content[i + 2] === '\n' ? 2 : 1; // a line continuation
      } else {
        text += ESCAPES[next] ?? next;
        i += 1;
      }
    } else if (ch === '(') {
      if (depth > 0) text += ch;
      depth += 1;
    } else if (ch === ')') {
      depth -= 1;
      if (depth === 0) return [text, i + 1];
      text += ch;
    } else {
      text += ch;
    }
  }
  return [text, content.length];
}

function hexText(hex: string): string {
  const digits = hex.replace(/[^0-9a-f]/gi, '');
  const even = digits.length % 2 ? `${digits}0` : digits;
  return even.replace(/../g, (pair) => String.fromCharCode(parseInt(pair, 16)));
}

/** The text shown by one content stream, a line per text line (a new line at each vertical move). */
export function contentStreamText(content: string): string[] {
  const lines: string[] = [];
  let line = '';
  let strings: string[] = [];
  let numbers: number[] = [];
  const breakLine = () => {
    if (line.trim()) lines.push(line.trim());
    line = '';
  };
  let i = 0;
  while (i < content.length) {
    const ch = content[i];
    if (ch === '(') {
      const [text, next] = readLiteral(content, i);
      strings.push(text);
      i = next;
    } else if (ch === '<' && content[i + 1] !== '<') {
      const end = content.indexOf('>', i);
      strings.push(hexText(content.slice(i + 1, end < 0 ? content.length : end)));
      i = end < 0 ? content.length : end + 1;
    } else if (ch === '%') {
      while (i < content.length && content[i] !== '\n' && content[i] !== '\r') i += 1;
    } else if (ch === '/') {
      i += 1;
      while (i < content.length && !/[\s/[\]()<>{}%]/.test(content[i])) i += 1;
    } else if (/[-+.\d]/.test(ch)) {
      NUMBER.lastIndex = i;
      const token = NUMBER.exec(content)?.[0] ?? ch;
      numbers.push(Number(token));
      i += token.length;
    } else if (/[A-Za-z'"*]/.test(ch)) {
      OPERATOR.lastIndex = i;
      const operator = OPERATOR.exec(content)![0];
      i += operator.length;
      if (operator === "'" || operator === '"') breakLine();
      if (operator === 'Tj' || operator === 'TJ' || operator === "'" || operator === '"') line += strings.join('');
      const move = operator === 'Td' || operator === 'TD';
      if ((move && numbers.at(-1) !== 0) || operator === 'T*' || operator === 'Tm' || operator === 'ET') breakLine();
      else if (move && line && !line.endsWith(' ')) line += ' '; // a step along the line separates words
      strings = [];
      numbers = [];
    } else {
      i += 1;
    }
  }
  breakLine();
  return lines;
}

/** Printable text, or null for a line that is mostly bytes of a private font encoding. */
function readable(line: string): string | null {
  const spaced = line.replace(/[\t\r\n]+/g, ' ');
  const printable = spaced.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '');
  return printable.length >= spaced.length * 0.9 && /[A-Za-z0-9]/.test(printable) ? printable : null;
}

/** The text lines of a PDF's page content, in file order; empty when none can be read. */
export function pdfTextLines(bytes: Uint8Array): string[] {
  const source = Buffer.from(bytes).toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    const dictionary = source.slice(source.lastIndexOf('obj', match.index), match.index);
    // Pictures and embedded fonts hold no page text.
    if (/\/Subtype\s*\/Image|\/Length1|\/Type\s*\/XObject/.test(dictionary)) continue;
    let data = Buffer.from(source.slice(start, end), 'latin1');
    const filter = /\/Filter\s*(\[[^\]]*\]|\/\w+)/.exec(dictionary)?.[1].replace(/[[\]\s]/g, '');
    if (filter && filter !== '/FlateDecode') continue;
    if (filter) {
      try {
        data = inflateSync(data, { finishFlush: constants.Z_SYNC_FLUSH });
      } catch {
        continue;
      }
    }
    for (const line of contentStreamText(data.toString('latin1'))) {
      const text = readable(line);
      if (text) lines.push(text);
      if (lines.length >= PDF_TEXT_MAX_LINES) return lines;
    }
  }
  return lines;
}
