import { Skeleton } from '@/components/ui/skeleton';
import { STAT_CARDS } from './_components/stat-cards';

export default function Loading() {
  return (
    <div className="space-y-6" aria-busy="true">
      <p role="status" className="text-2xl font-semibold tracking-tight">
        Loading...
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {STAT_CARDS.map(({ key }) => (
          <li key={key}>
            <Skeleton className="h-32 rounded-xl" />
          </li>
        ))}
      </ul>
    </div>
  );
}
