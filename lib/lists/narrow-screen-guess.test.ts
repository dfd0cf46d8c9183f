import { guessNarrowScreen } from './narrow-screen-guess';

const headers = (entries: Record<string, string>) => new Headers(entries);

describe('guessNarrowScreen', () => {
  it('believes Chromium’s mobile hint first', () => {
    expect(guessNarrowScreen(headers({ 'sec-ch-ua-mobile': '?1', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' }))).toBe(true);
    expect(guessNarrowScreen(headers({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36' }))).toBe(false);
  });

  it('reads the user agent where there is no hint (Safari, Firefox, plain HTTP)', () => {
    expect(guessNarrowScreen(headers({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1' }))).toBe(true);
    expect(guessNarrowScreen(headers({ 'user-agent': 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0' }))).toBe(true);
    expect(guessNarrowScreen(headers({ 'user-agent': 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1' }))).toBe(false);
    expect(guessNarrowScreen(headers({ 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36' }))).toBe(false);
    expect(guessNarrowScreen(headers({}))).toBe(false);
  });
});
