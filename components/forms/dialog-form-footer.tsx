'use client';

import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';

/**
 * Cancel and the submit button at the foot of a dialog's form: Save (or `label`), which reads Saving... (or
 * `busyLabel`) while the server works. `submitRef` lets the dialog give the button focus.
 */
export function DialogFormFooter({
  saving,
  label = 'Save',
  busyLabel = 'Saving...',
  submitRef,
}: {
  saving: boolean;
  label?: string;
  busyLabel?: string;
  submitRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Cancel
        </Button>
      </DialogClose>
      <Button ref={submitRef} type="submit" disabled={saving}>
        {saving ? busyLabel : label}
      </Button>
    </DialogFooter>
  );
}
