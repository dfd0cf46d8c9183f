import type { MedicineSource } from '@/lib/db/schema/medicines';
import { capitalise } from '@/lib/format';
import { DOSAGE_FORMS, MEDICINE_ROUTES, MEDICINE_SOURCES } from '@/lib/medicines/schema';

/** Where an entry comes from, as the Medicines screen says it. */
export const MEDICINE_SOURCE_LABELS: Record<MedicineSource, string> = {
  'who-eml': 'WHO EML',
  'nigeria-eml': 'Nigeria EML',
  spec: 'Original list',
  clinic: 'Clinic',
};

export const SOURCE_OPTIONS = MEDICINE_SOURCES.map((source) => ({ value: source, label: MEDICINE_SOURCE_LABELS[source] }));
export const FORM_OPTIONS = DOSAGE_FORMS.map((form) => ({ value: form, label: capitalise(form) }));
export const ROUTE_OPTIONS = MEDICINE_ROUTES.map((route) => ({ value: route, label: capitalise(route) }));
