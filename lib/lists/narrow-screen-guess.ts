// Whether the browser asking is most likely a phone, from its request headers: the server's first guess at the
// layout (lists as cards below `sm`), so that the first HTML already has the layout the phone keeps and nothing
// moves when the browser's own answer comes (without it, the appointments list shifted by 0.35 on a phone).
// Only a guess at a layout, never a decision that matters: a wrong one costs the shift it saves elsewhere.

interface HeaderReader {
  get(name: string): string | null;
}

/** Chromium's client hint when it sends one (`?1` a phone, `?0` not), else the user agent's "Mobi" (MDN's advice). */
export function guessNarrowScreen(headers: HeaderReader): boolean {
  const hint = headers.get('sec-ch-ua-mobile');
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi|iPhone|iPod/.test(headers.get('user-agent') ?? '');
}
