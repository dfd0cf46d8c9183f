import Link from '@/components/ui/link';
import { Button } from '@/components/ui/button';

/** Save and Cancel at the foot of a page's form; Save reads Saving... while the server works, Cancel leaves for `cancelHref`. */
export function FormActions({ saving, cancelHref }: { saving: boolean; cancelHref: string }) {
  return (
    <div className="flex gap-2">
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : 'Save'}
      </Button>
      <Button variant="outline" asChild>
        <Link href={cancelHref}>Cancel</Link>
      </Button>
    </div>
  );
}
