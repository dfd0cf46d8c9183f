import Link from '@/components/ui/link';
import { Button } from '@/components/ui/button';

/**
 * An unknown doctor path, or a record that does not exist (an appointment, a test): the PageNotFound that every
 * unknown path shows (app/not-found.tsx), inside the doctor area's layout so that the sidebar stays, with a way back.
 */
export default function DoctorNotFound() {
  return (
    <div className="grid min-h-[50svh] place-items-center">
      <div className="grid justify-items-center gap-4 text-center">
        <p className="text-2xl font-semibold">PageNotFound</p>
        <Button asChild variant="outline">
          <Link href="/doctor/dashboard">Back to the dashboard</Link>
        </Button>
      </div>
    </div>
  );
}
