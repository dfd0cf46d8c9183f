'use client';

import { Plus } from 'lucide-react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LazyPartFallback, lazyPart } from '@/components/ui/lazy-part';
import type { AddAppointmentDialogProps } from './add-appointment-dialog';

/**
 * The modal's code (react-hook-form, zod, the patient picker, the phone rules, duplicates and free times) comes
 * when it is first wanted, not with every list page (a lighter first load); pointing at or focusing the plus button starts it.
 */
export const addAppointmentDialog = lazyPart<AddAppointmentDialogProps>(() => import('./add-appointment-dialog').then((module) => module.AddAppointmentDialog));

/** The keys of the URL that open the modal: `?add=1` (the profile page's Make Appointments), `?book={patientId}` (a patient's chart). */
const OPENING_KEYS = ['add', 'book'] as const;

const preload = () => void addAppointmentDialog.preload().catch(() => undefined);

/**
 * The round plus button and, once wanted, its "Add new Appointment" modal. `?add=1` opens it empty; `?book={patientId}`
 * opens it with `bookFor` chosen (empty when the id is no patient's). Closing takes those keys out of the URL.
 */
export function AddAppointmentButton(props: Omit<AddAppointmentDialogProps, 'open' | 'onOpenChange' | 'opener'>) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [open, setOpen] = useState(() => searchParams.get('add') === '1' || searchParams.has('book'));
  // Once wanted, the modal stays mounted (closed), as a modal with a trigger does: its form resets on closing.
  const [wanted, setWanted] = useState(open);
  const { Component: Dialog, failed, retry } = addAppointmentDialog.useLoaded(wanted);
  const button = useRef<HTMLButtonElement>(null);

  function changeOpen(next: boolean, { keepUrl = false }: { keepUrl?: boolean } = {}) {
    setOpen(next);
    if (next) setWanted(true);
    if (next || keepUrl || !OPENING_KEYS.some((key) => searchParams.has(key))) return;
    // Only `add` and `book` go: the list's page, search, sort and Show stay as they were.
    const query = new URLSearchParams(searchParams.toString());
    for (const key of OPENING_KEYS) query.delete(key);
    const search = query.toString();
    router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
  }

  return (
    <>
      <Button
        ref={button}
        size="icon"
        className="rounded-full"
        aria-label="Add new Appointment"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => changeOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <Plus aria-hidden="true" />
      </Button>
      {Dialog ? (
        <Dialog {...props} open={open} onOpenChange={changeOpen} opener={button} />
      ) : (
        open && <LazyPartFallback name="Add new Appointment" failed={failed} onRetry={retry} onClose={() => changeOpen(false)} />
      )}
    </>
  );
}
