import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A round photo drawn by the server: the picture is in the first HTML and paints as soon as it arrives, over the
 * initials laid beneath it. Radix's Avatar shows its image only once the page has hydrated and the browser has loaded
 * it, which made the chart's photo its largest paint, after every script (issue 30). For the screens' own pictures
 * (a patient's stored photo or the default drawing, a doctor's uploaded picture), never a third party's. It has no
 * state and no effect, so a table's rows hydrate nothing for it; usable from server and client components alike.
 */
export function Photo({
  src,
  alt = '',
  fallback,
  priority = false,
  className,
}: {
  /** Without one, the initials alone. */
  src?: string | null;
  /** Empty (the default) where the name is written beside the photo. */
  alt?: string;
  fallback: ReactNode;
  priority?: boolean;
  className?: string;
}) {
  return (
    <span data-slot="photo" className={cn('relative flex size-8 shrink-0 overflow-hidden rounded-full bg-muted', className)}>
      <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
        {fallback}
      </span>
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- a small photo of our own: nothing for the image optimiser to do
        <img src={src} alt={alt} decoding="async" fetchPriority={priority ? 'high' : 'auto'} className="relative aspect-square size-full object-cover" />
      ) : null}
    </span>
  );
}
