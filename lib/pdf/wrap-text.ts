/** Measures a piece of text in points (a font's width at a size). */
export type MeasureText = (text: string) => number;

/** Tabs and other control characters print as nothing in a PDF font: they become spaces. */
export const printable = (text: string) => text.replace(/[\t\v\f\u0000-\u0008\u000e-\u001f\u007f]/g, ' ');

/** Cuts a word too wide for the line into pieces that each fit (at least one character each). */
function breakWord(word: string, maxWidth: number, measure: MeasureText): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of Array.from(word)) {
    if (piece && measure(piece + char) > maxWidth) {
      pieces.push(piece);
      piece = char;
    } else piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * The lines `text` takes in a column `maxWidth` wide: greedy, word by word; a line break in the text starts a
 * new line (an empty one stays, as a blank line); a word longer than the line (an email, a long code) is cut.
 */
export function wrapText(text: string, maxWidth: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(text).split(/\r\n|\r|\n/)) {
    const words = paragraph.split(' ').filter(Boolean);
    if (words.length === 0) {
      lines.push('');
      continue;
    }
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      if (measure(word) <= maxWidth) {
        line = word;
        continue;
      }
      const pieces = breakWord(word, maxWidth, measure);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? '';
    }
    lines.push(line);
  }
  return lines;
}
