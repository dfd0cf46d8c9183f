import { printable, wrapText } from './wrap-text';

// Every character 1 point wide: widths are lengths, so the expected lines are easy to read.
const measure = (text: string) => Array.from(text).length;

describe('wrapText', () => {
  it('fills each line with whole words up to the width', () => {
    expect(wrapText('take one tablet every morning', 12, measure)).toEqual(['take one', 'tablet every', 'morning']);
  });

  it('keeps the line breaks of the text, blank lines included', () => {
    expect(wrapText('first\n\nsecond line\r\nthird', 20, measure)).toEqual(['first', '', 'second line', 'third']);
  });

  it('cuts a word longer than the line (an email) into pieces that fit', () => {
    expect(wrapText('mail averyveryverylongname@example.com now', 10, measure)).toEqual(['mail', 'averyveryv', 'erylongnam', 'e@example.', 'com now']);
  });

  it('counts a letter with a combining mark or outside the basic plane as one character, never splitting it', () => {
    expect(wrapText('Ọkafor ₦5,000', 6, measure)).toEqual(['Ọkafor', '₦5,000']);
    expect(wrapText('😀😀😀', 2, measure)).toEqual(['😀😀', '😀']);
  });

  it('gives one empty line for empty text and drops repeated spaces', () => {
    expect(wrapText('', 10, measure)).toEqual(['']);
    expect(wrapText('a   b', 10, measure)).toEqual(['a b']);
  });

  it('turns tabs and control characters into spaces, which a PDF font cannot draw', () => {
    expect(printable('a\tb\u0007c')).toBe('a b c');
    expect(wrapText('a\tb', 10, measure)).toEqual(['a b']);
  });
});
