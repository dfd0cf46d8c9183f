'use client';

import { Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Opens the browser's print dialog; the print styles leave only the prescription on paper. */
export function PrintButton() {
  return (
    <Button type="button" className="print-hidden" onClick={() => window.print()}>
      <Printer aria-hidden="true" />
      Print
    </Button>
  );
}
