import Link from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import type { Pagination } from '@/lib/hospital-api/contract';
import { pageWindow } from '@/lib/lists/page-window';
import { cn } from '@/lib/utils';
import { patientListQuery, type PatientListParams } from '@/lib/patients/rules/list-url';

/** Previous or Next: a link to that page, or a disabled button when there is none. */
function StepLink({ label, page, href }: { label: string; page: number | null; href: (page: number) => string }) {
  if (!page) {
    return (
      <Button variant="outline" disabled>
        {label}
      </Button>
    );
  }
  return (
    <Button variant="outline" asChild>
      <Link href={href(page)}>{label}</Link>
    </Button>
  );
}

/** Previous, numbered page links (?page={n}) around the current page, and Next. */
export function PatientPagination({ pagination, params }: { pagination: Pagination; params: PatientListParams }) {
  const href = (page: number) => `/doctor/patients${patientListQuery({ ...params, page, patient: undefined })}`;
  if (pagination.totalPages <= 1 && !pagination.prevPage) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1">
      <StepLink label="Previous" page={pagination.prevPage} href={href} />
      <ul className="flex items-center gap-1">
        {pageWindow(pagination.page, pagination.totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-2 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item}>
              <Button variant={item === pagination.page ? 'default' : 'ghost'} size="icon" asChild>
                <Link
                  href={href(item)}
                  aria-label={`Page ${item}`}
                  aria-current={item === pagination.page ? 'page' : undefined}
                  className={cn(item === pagination.page && 'pointer-events-none')}
                >
                  {item}
                </Link>
              </Button>
            </li>
          ),
        )}
      </ul>
      <StepLink label="Next" page={pagination.nextPage} href={href} />
    </nav>
  );
}
