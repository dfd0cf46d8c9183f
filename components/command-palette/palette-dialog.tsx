'use client';

import { Command } from 'cmdk';
import { ArrowLeft, Loader2, Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, type KeyboardEvent } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { PalettePatient } from './patient-actions';
import { PatientActionItems } from './patient-action-items';
import { PatientSearchStatus, paletteStatus } from './patient-results';
import { RootItems } from './root-items';
import { usePatientMatches } from './use-patient-matches';
import { useWardMatches } from './use-ward-matches';

export const PALETTE_TITLE = 'Command palette';
const PALETTE_DESCRIPTION =
  'Type to jump to a screen, to find a ward or a bed, or to find a patient by name, email or phone. Arrow keys choose, Enter opens, Escape closes.';

export interface PaletteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  administrator: boolean;
}

/**
 * The command palette itself, fetched on its first opening (command-palette.tsx opens it): our
 * Radix Dialog (focus goes back to the opener, a title and a description) around cmdk's listbox, which
 * filters nothing itself: the screens are filtered here and the patients on the server. Choosing a
 * patient's "Actions for …" opens a nested page of its quick actions; Backspace on empty text or Escape
 * goes back. Every opening starts afresh: the opener gives each one a new key.
 */
export function PaletteDialog({ open, onOpenChange, administrator }: PaletteDialogProps) {
  const router = useRouter();
  const [query, setQuery] = useState('');
  const [patient, setPatient] = useState<PalettePatient | null>(null);
  const [actionQuery, setActionQuery] = useState('');
  const matches = usePatientMatches(open ? query : '');
  const wardMatches = useWardMatches(open ? query : '');

  function go(href: string) {
    onOpenChange(false);
    router.push(href);
  }

  function showActions({ id, fullName }: PalettePatient) {
    setActionQuery('');
    setPatient({ id, fullName });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (patient && event.key === 'Backspace' && actionQuery === '') {
      event.preventDefault();
      setPatient(null);
    }
  }

  function onEscapeKeyDown(event: globalThis.KeyboardEvent) {
    if (!patient) return;
    event.preventDefault();
    setPatient(null);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        showCloseButton={false}
        onEscapeKeyDown={onEscapeKeyDown}
        className="top-[8svh] translate-y-0 gap-0 overflow-hidden p-0 sm:top-[12svh] sm:max-w-xl"
      >
        <DialogTitle className="sr-only">{PALETTE_TITLE}</DialogTitle>
        <DialogDescription className="sr-only">{PALETTE_DESCRIPTION}</DialogDescription>
        <Command label={patient ? `Actions for ${patient.fullName}` : 'Search screens and patients'} shouldFilter={false} vimBindings={false} loop onKeyDown={onKeyDown} className="flex min-w-0 flex-col">
          {patient && (
            <div className="flex items-center gap-2 border-b px-2 py-1.5 text-sm">
              <button
                type="button"
                onClick={() => setPatient(null)}
                aria-label="Back to the search"
                className="grid size-8 place-items-center rounded-md outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                <ArrowLeft className="size-4" aria-hidden="true" />
              </button>
              <span className="truncate font-medium">{patient.fullName}</span>
            </div>
          )}
          <div className="flex items-center gap-2 border-b px-3">
            <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <Command.Input
              value={patient ? actionQuery : query}
              onValueChange={patient ? setActionQuery : setQuery}
              placeholder={patient ? 'Choose an action…' : 'Search screens and patients…'}
              className="h-12 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-muted-foreground sm:text-sm"
            />
            {!patient && (matches.status === 'loading' || wardMatches.status === 'loading') && <Loader2 className="size-4 shrink-0 animate-spin text-muted-foreground" aria-hidden="true" />}
            <kbd aria-hidden="true" className="hidden rounded border bg-muted px-1.5 py-0.5 font-mono text-[11px] leading-none text-muted-foreground sm:inline">
              Esc
            </kbd>
          </div>
          <Command.List label={patient ? `Actions for ${patient.fullName}` : 'Screens, actions, wards and patients'} className="max-h-[min(24rem,55svh)] overflow-y-auto overscroll-contain p-1">
            {patient ? (
              <PatientActionItems patient={patient} query={actionQuery} onOpen={go} />
            ) : (
              <RootItems administrator={administrator} query={query} matches={matches} wardMatches={wardMatches} onOpen={go} onShowActions={showActions} />
            )}
          </Command.List>
          {!patient && <PatientSearchStatus matches={matches} />}
          <p role="status" className="sr-only">
            {paletteStatus(matches, patient?.fullName ?? null)}
          </p>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
