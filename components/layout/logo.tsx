import { cn } from '@/lib/utils';

export const BRAND_SHORT = 'HMS';
export const BRAND_NAME = 'Hospital Management System';

/** The brand mark: a cross in a rounded square, drawn inline so nothing is fetched. */
export function Logo({ className, showText = true }: { className?: string; showText?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="white" />
      </svg>
      {showText ? <span className="text-lg tracking-tight">{BRAND_SHORT}</span> : <span className="sr-only">{BRAND_SHORT}</span>}
    </span>
  );
}
