import Link from '@/components/ui/link';
import { cn } from '@/lib/utils';
import { DOCTOR_VIEWS, type DoctorView } from '@/lib/appointments/schema/view';
import { tableParamKeys } from '@/lib/lists/table-url';

/**
 * "Mine / All doctors": two links that keep the URL's Show, search and sort and start again at the first page
 * (the old page number means nothing among other doctors' appointments). Links, so that the choice is in the
 * URL, survives a reload and works before the page's script has loaded.
 */
export function DoctorViewLinks({ view, query }: { view: DoctorView; query: Record<string, string | string[] | undefined> }) {
  const hrefOf = (next: DoctorView) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      // The add form's and the highlight's keys open or mark something once; they do not carry over.
      if (value === undefined || ['doctor', 'add', 'book', 'highlight', tableParamKeys().page].includes(key)) continue;
      for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
    }
    params.set('doctor', next);
    return `/doctor/appointments?${params.toString()}`;
  };
  return (
    <nav aria-label="Whose appointments" className="inline-flex rounded-md border p-0.5">
      {DOCTOR_VIEWS.map((option) => (
        <Link
          key={option.value}
          href={hrefOf(option.value)}
          aria-current={option.value === view ? 'true' : undefined}
          className={cn(
            'rounded px-3 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            option.value === view ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted',
          )}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}
