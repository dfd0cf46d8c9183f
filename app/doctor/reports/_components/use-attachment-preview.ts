'use client';

import { useCallback, useRef, useState, useTransition } from 'react';
import { loadAttachmentPreview } from '@/lib/reports/actions';
import type { AttachmentPreview } from '@/lib/reports/queries/document-preview';
import { SERVER_UNREACHABLE } from '@/lib/forms/apply-field-errors';

export type PreviewState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; attachment: AttachmentPreview } | { status: 'error'; message: string };

/** Reads a file's preview when the doctor opens it (never on mount); a later request wins over an earlier one. */
export function useAttachmentPreview() {
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  const [, startTransition] = useTransition();
  const latest = useRef(0);

  const load = useCallback((attachmentId: number) => {
    const request = ++latest.current;
    setState({ status: 'loading' });
    startTransition(async () => {
      let next: PreviewState;
      try {
        const result = await loadAttachmentPreview(attachmentId);
        next = result.ok ? { status: 'ready', attachment: result.data } : { status: 'error', message: result.message };
      } catch {
        next = { status: 'error', message: SERVER_UNREACHABLE };
      }
      if (request === latest.current) setState(next);
    });
  }, []);

  return { state, load };
}
