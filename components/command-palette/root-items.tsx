'use client';

import type { PatientMatch } from '@/lib/patients/queries/options';
import { genericActionTargets, screenTargets } from './palette-targets';
import { PaletteGroup, PaletteItem } from './palette-item';
import { PatientResults } from './patient-results';
import type { PatientMatches } from './use-patient-matches';
import type { WardMatches } from './use-ward-matches';
import { WardResults } from './ward-results';

/**
 * The palette's first page: the screens and actions that match what is typed, then the wards and beds found, then
 * the patients found. Screens come first: their matches do not move when the server's answers arrive.
 */
export function RootItems({
  administrator,
  query,
  matches,
  wardMatches,
  onOpen,
  onShowActions,
}: {
  administrator: boolean;
  query: string;
  matches: PatientMatches & { retry: () => void };
  wardMatches: WardMatches;
  onOpen: (href: string) => void;
  onShowActions: (patient: PatientMatch) => void;
}) {
  const screens = screenTargets(administrator, query);
  const actions = genericActionTargets(query);
  return (
    <>
      {screens.length > 0 && (
        <PaletteGroup heading="Screens">
          {screens.map((screen) => (
            <PaletteItem key={screen.value} value={screen.value} icon={screen.icon} onSelect={() => onOpen(screen.href)}>
              {screen.label}
            </PaletteItem>
          ))}
        </PaletteGroup>
      )}
      {actions.length > 0 && (
        <PaletteGroup heading="Actions">
          {actions.map((action) => (
            <PaletteItem key={action.value} value={action.value} icon={action.icon} onSelect={() => onOpen(action.href)}>
              {action.label}
            </PaletteItem>
          ))}
        </PaletteGroup>
      )}
      <WardResults matches={wardMatches} onOpen={onOpen} />
      <PatientResults matches={matches} onOpen={onOpen} onShowActions={onShowActions} onRetry={matches.retry} />
    </>
  );
}
