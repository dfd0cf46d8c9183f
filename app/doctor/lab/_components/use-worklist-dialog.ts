'use client';

import { useCallback, useRef, useState } from 'react';
import { readLabOrder } from '@/lib/lab/actions/read-order';
import type { LabOrderDetail } from '@/lib/lab/queries/order-detail';
import { SERVER_UNREACHABLE } from '@/lib/forms/apply-field-errors';
import type { WorklistAction } from './row-actions';

/** The order a dialog acts on, as it is read when the dialog opens. */
export type LoadedOrder = { status: 'loading' } | { status: 'ready'; order: LabOrderDetail } | { status: 'failed'; message: string };

export type OpenDialog = WorklistAction & { loaded: LoadedOrder | null };

const READ_FAILED = 'The order could not be read. Try again in a moment.';

/**
 * The worklist's one dialog: which action is open, on which row, and (for every action but Collect specimen, which
 * needs only the row) the order with its tests and results, read from the server as the dialog opens. A read that
 * comes back after another dialog opened is dropped.
 */
export function useWorklistDialog() {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const latest = useRef(0);

  const load = useCallback(async (action: WorklistAction) => {
    const ticket = ++latest.current;
    setDialog({ ...action, loaded: { status: 'loading' } });
    let loaded: LoadedOrder;
    try {
      const answer = await readLabOrder({ orderId: action.row.id });
      loaded = answer.ok ? { status: 'ready', order: answer.data } : { status: 'failed', message: answer.message };
    } catch (error) {
      loaded = { status: 'failed', message: error instanceof TypeError ? SERVER_UNREACHABLE : READ_FAILED };
    }
    if (ticket === latest.current) setDialog((open) => (open ? { ...open, loaded } : open));
  }, []);

  const open = useCallback(
    (action: WorklistAction) => {
      if (action.type === 'collect') {
        latest.current += 1;
        setDialog({ ...action, loaded: null });
      } else void load(action);
    },
    [load],
  );

  const close = useCallback(() => {
    latest.current += 1;
    setDialog(null);
  }, []);

  const retry = useCallback(() => {
    if (dialog) void load(dialog);
  }, [dialog, load]);

  return { dialog, open, close, retry };
}
