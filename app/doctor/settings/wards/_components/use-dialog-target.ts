import { useCallback, useState } from 'react';

/**
 * One dialog shared by the rows of a list, instead of one per row: the row it was last opened for, and whether it is
 * open. The row is kept once the dialog closes, so that the closing dialog still names it.
 */
export function useDialogTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const openFor = useCallback((row: T) => {
    setTarget(row);
    setOpen(true);
  }, []);
  return { target, open, openFor, setOpen };
}
