import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** One part of the admission page: a heading that names it for screen readers' landmarks, then its content. */
export function AdmissionSection({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn('max-w-3xl space-y-3', className)}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
