'use client';

import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { WardDialog } from './ward-dialog';

/** The screen's "Add ward" button and its dialog. */
export function AddWardButton() {
  const [open, setOpen] = useState(false);
  return (
    <WardDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button">
          <Plus aria-hidden="true" />
          Add ward
        </Button>
      }
    />
  );
}
