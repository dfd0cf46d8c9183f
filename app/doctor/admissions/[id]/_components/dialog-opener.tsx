'use client';

import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { OpenedPart } from '@/components/opened-part';
import { Button } from '@/components/ui/button';
import type { LazyPart } from '@/components/ui/lazy-part';

/** What every dialog of the admission page is given: whether it is open, and how it closes. */
export interface OpenedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A button of the admission page that opens its dialog, whose code (the form, its schema) comes the first time it
 * is pointed at, focused or pressed, not with the page. The dialog keeps what was typed between openings.
 */
export function DialogOpener<P extends object>({
  label,
  icon: Icon,
  part,
  props,
  variant = 'default',
  detail,
}: {
  label: string;
  /** Said to screen readers after the label, when the button alone does not say what it acts on ("the note of …"). */
  detail?: string;
  icon: LucideIcon;
  part: LazyPart<P & OpenedDialogProps>;
  props: P;
  variant?: 'default' | 'secondary' | 'outline' | 'destructive';
}) {
  const [open, setOpen] = useState(false);
  const preload = () => void part.preload().catch(() => undefined);
  return (
    <>
      <Button type="button" variant={variant} aria-haspopup="dialog" aria-expanded={open} onPointerEnter={preload} onFocus={preload} onClick={() => setOpen(true)}>
        <Icon aria-hidden="true" />
        {label}
        {detail ? <span className="sr-only"> {detail}</span> : null}
      </Button>
      <OpenedPart part={part} open={open} name={label} onClose={() => setOpen(false)} props={{ ...props, open, onOpenChange: setOpen }} />
    </>
  );
}
