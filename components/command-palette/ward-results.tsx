'use client';

import { BedDouble, BedSingle } from 'lucide-react';
import type { WardMatch } from '@/lib/wards/queries/palette';
import { PaletteGroup, PaletteItem } from './palette-item';
import type { WardMatches } from './use-ward-matches';

/** A ward's board: a ward opens its own, a bed its ward's. */
export const wardBoardTarget = (match: WardMatch) => `/doctor/wards?ward=${match.wardId}`;

/**
 * The wards and beds found, inside the palette's list, after the screens and before the patients. A failed or
 * empty search shows nothing here: the patients' search beside it says how the search went.
 */
export function WardResults({ matches, onOpen }: { matches: WardMatches; onOpen: (href: string) => void }) {
  if (matches.status !== 'ready' || matches.wards.length === 0) return null;
  return (
    <PaletteGroup heading="Wards and beds">
      {matches.wards.map((match) =>
        match.kind === 'ward' ? (
          <PaletteItem key={`ward:${match.wardId}`} value={`ward:${match.wardId}`} icon={BedDouble} onSelect={() => onOpen(wardBoardTarget(match))}>
            {match.name}
          </PaletteItem>
        ) : (
          <PaletteItem key={`bed:${match.bedId}`} value={`bed:${match.bedId}`} icon={BedSingle} onSelect={() => onOpen(wardBoardTarget(match))}>
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-medium">Bed {match.label}</span>
              <span className="truncate text-xs text-muted-foreground">{match.wardName}</span>
            </span>
          </PaletteItem>
        ),
      )}
    </PaletteGroup>
  );
}
