'use client';

import { Copy } from 'lucide-react';
import { useRef } from 'react';
import { IconButton } from '@/components/forms/icon-button';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/utils';

/** Said when the browser would not let the page write to the clipboard (no permission, or an insecure page). */
export const COPY_REFUSED = 'The browser did not let this page copy. The text is selected: press Ctrl+C (⌘C on a Mac) to copy it.';

/**
 * A value an administrator passes on to a vendor (a client id, the token endpoint): selected whole by one click, and
 * copied by its button, said by a toast. Where the browser refuses the clipboard, the value is selected instead.
 */
export function CopyableValue({ value, copyLabel, copiedMessage, className }: { value: string; copyLabel: string; copiedMessage: string; className?: string }) {
  const text = useRef<HTMLElement>(null);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(value);
      toast.success(copiedMessage);
    } catch {
      if (text.current) window.getSelection()?.selectAllChildren(text.current);
      toast.error(COPY_REFUSED);
    }
  }

  return (
    <span className={cn('inline-flex max-w-full min-w-0 items-center gap-1', className)}>
      <code ref={text} className="min-w-0 rounded bg-muted px-1.5 py-0.5 font-mono text-xs whitespace-normal select-all [overflow-wrap:anywhere]">
        {value}
      </code>
      <IconButton label={copyLabel} onClick={() => void copy()}>
        <Copy aria-hidden="true" />
      </IconButton>
    </span>
  );
}
