import { notFound } from 'next/navigation';

/** Any /doctor/… path that no screen answers: the doctor area's not-found page, inside its layout. */
export default function MissingDoctorPage(): never {
  notFound();
}
