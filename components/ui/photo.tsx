import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A round photo drawn by the server: the picture is in the first HTML and paints as soon as it arrives. Radix's
 * Avatar showed its image only once the page had hydrated and the browser had loaded it, which made the chart's
 * photo its largest paint, after every script. It has no state and no effect, so a table's rows hydrate
 * nothing for it; usable from server and client components alike. For the screens' own pictures (a patient's
 * photo or the default drawing, a doctor's uploaded picture), never a third party's.
 *
 * Without a picture it shows the initials instead. Never both: text behind a picture still counts as the control's
 * visible text, and a link named "Profile page" around a photo over "DA" failed axe's label-content-name-mismatch.
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
    <span data-slot="photo" className={cn('relative flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted', className)}>
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- a small photo of our own: nothing for the image optimiser to do
        <img src={src} alt={alt} decoding="async" fetchPriority={priority ? 'high' : 'auto'} className="aspect-square size-full object-cover" />
      ) : (
        <span aria-hidden="true">{fallback}</span>
      )}
    </span>
  );
}
