'use client';

import { Copy, Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { recoveryCodesFileName, recoveryCodesText } from './recovery-codes-file';

/** Said when the browser would not let the page write to the clipboard (no permission, or an insecure page). */
export const COPY_REFUSED = 'The browser did not let this page copy. The codes are selected: press Ctrl+C (⌘C on a Mac) to copy them, or download them.';

/**
 * The ten recovery codes, shown once (only their hashes are kept), with Copy (to the clipboard, said by a toast; if
 * the browser refuses, the codes are selected and the page says how to copy them) and Download (a text file named by
 * the clinic's date, made here from these codes).
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const list = useRef<HTMLUListElement>(null);
  const [copyRefused, setCopyRefused] = useState(false);
  // The file's address in the browser's memory: let go at the next download, or when the codes leave the screen.
  const fileUrl = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (fileUrl.current) URL.revokeObjectURL(fileUrl.current);
    },
    [],
  );

  function download() {
    if (fileUrl.current) URL.revokeObjectURL(fileUrl.current);
    fileUrl.current = URL.createObjectURL(new Blob([recoveryCodesText(codes)], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = fileUrl.current;
    link.download = recoveryCodesFileName();
    document.body.append(link);
    link.click();
    link.remove();
  }

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopyRefused(false);
      toast.success('Recovery codes copied');
    } catch {
      setCopyRefused(true);
      // Selected, so that the keyboard's copy takes them at once.
      if (list.current) window.getSelection()?.selectAllChildren(list.current);
    }
  }

  return (
    <div className="space-y-3">
      <p className="text-sm">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They will not be shown again.
      </p>
      <ul ref={list} aria-label="Recovery codes" className="grid max-w-sm grid-cols-2 gap-2 rounded-md border bg-muted/40 p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          Download
        </Button>
      </div>
      <p role="status" className="text-sm text-amber-800">
        {copyRefused ? COPY_REFUSED : ''}
      </p>
      <Button type="button" onClick={onDone}>
        I have saved them
      </Button>
    </div>
  );
}
