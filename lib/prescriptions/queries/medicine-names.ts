import 'server-only';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { prescriptionMedicines } from '@/lib/db/schema';

/**
 * "Amoxicillin 500 mg, Paracetamol 500 mg": the medicines of the prescription `prescriptionId` names, each with
 * its strength, in the order they were written; '' for one without medicines. A column of the list's own select
 * (a subquery per row of the page, by the medicines' prescription index), so that naming the drugs costs no
 * query per row.
 */
export const medicineNamesColumn = (prescriptionId: AnyPgColumn) =>
  sql<string>`coalesce((select string_agg(trim(${prescriptionMedicines.name} || ' ' || ${prescriptionMedicines.strength}), ', ' order by ${prescriptionMedicines.position}, ${prescriptionMedicines.id})
    from ${prescriptionMedicines} where ${prescriptionMedicines.prescriptionId} = ${prescriptionId}), '')`;
