import { lazyPart } from '@/components/ui/lazy-part';
import type { PatientSheetProps } from './patient-sheet';

/**
 * The side sheet's code (the Radix dialog and scroll area, the reports' data table) comes when a sheet is first
 * wanted, or when the doctor reaches for a View Details button, not with the list.
 */
export const patientSheetPart = lazyPart<PatientSheetProps>(() => import('./patient-sheet').then((module) => module.PatientSheet));
