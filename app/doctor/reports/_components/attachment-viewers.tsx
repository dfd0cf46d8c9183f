'use client';

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { DocumentView } from './document-view';
import type { PreviewState } from './use-attachment-preview';

/**
 * On opening, focus goes to the drawer or dialog itself, never into the framed file: Radix would give it to the
 * first control that is not a link, which is the frame when the file is there at once (its code fetched on
 * demand, after the file), and a PDF viewer keeps Escape to itself. Tab then reaches the links and the frame.
 */
function focusTheViewer(event: Event) {
  event.preventDefault();
  if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
}

interface ViewerProps {
  /** What the file belongs to, e.g. "Appendectomy": names the drawer or dialog for screen readers. */
  subject: string | null;
  state: PreviewState;
  onClose: () => void;
}

/** The wide right-side drawer without a header: the document itself, and its Download. */
export function DocumentDrawer({ subject, state, onClose }: ViewerProps) {
  return (
    <Sheet open={subject !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className="w-full overflow-y-auto p-6 pt-12 sm:max-w-3xl" onOpenAutoFocus={focusTheViewer}>
        {/* No visible header, as the brief draws it; the title still names the drawer for assistive technology. */}
        <SheetTitle className="sr-only">{subject ? `Document: ${subject}` : 'Document'}</SheetTitle>
        <SheetDescription className="sr-only">The attached document</SheetDescription>
        <DocumentView state={state} context="Document" />
      </SheetContent>
    </Sheet>
  );
}

/** The eye icon: a quick look at the file in a dialog. */
export function PreviewDialog({ subject, state, onClose }: ViewerProps) {
  return (
    <Dialog open={subject !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-3xl" onOpenAutoFocus={focusTheViewer}>
        <DialogHeader>
          <DialogTitle>{subject ? `Preview: ${subject}` : 'Preview'}</DialogTitle>
          <DialogDescription>{state.status === 'ready' ? state.attachment.fileName : 'The attached file'}</DialogDescription>
        </DialogHeader>
        <DocumentView state={state} context="Preview" />
      </DialogContent>
    </Dialog>
  );
}
