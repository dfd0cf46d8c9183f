'use client';

import { createContext, type ReactNode } from 'react';

/**
 * The server's guess whether the screen is narrow enough for cards (lib/lists/narrow-screen-guess.ts, from the request's
 * headers): what the server and the hydrating render draw, so that a phone gets its cards in the first HTML.
 */
export const CardLayoutGuess = createContext(false);

export function CardLayoutGuessProvider({ narrow, children }: { narrow: boolean; children: ReactNode }) {
  return <CardLayoutGuess value={narrow}>{children}</CardLayoutGuess>;
}
