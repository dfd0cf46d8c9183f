import Link from '@/components/ui/link';
import { cn } from '@/lib/utils';

const LINKS = [
  { href: '/doctor/diagnosis-category', label: 'Diagnosis Category' },
  { href: '/doctor/diagnosis', label: 'Diagnosis Test' },
] as const;

/** The two links above the diagnosis screens; the current one is marked. */
export function DiagnosisLinks({ current }: { current: (typeof LINKS)[number]['href'] }) {
  return (
    <nav aria-label="Diagnosis" className="flex gap-1 border-b">
      {LINKS.map(({ href, label }) => (
        <Link
          key={href}
          href={href}
          aria-current={href === current ? 'page' : undefined}
          className={cn(
            '-mb-px border-b-2 px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
            href === current && 'border-primary text-foreground',
            href !== current && 'border-transparent',
          )}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
