import 'server-only';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { doctors } from '@/lib/db/schema';

/**
 * "Dr. Adaeze Nwankwo", in SQL, for lists that join doctors: it stays in the database because lists search by it
 * (the diagnosis tests, the Audit screen's people). It must read exactly like doctorName (lib/staff/rules/doctor-name.ts), the
 * name the top bar shows; doctor-name.test.ts compares the two. `table` is `doctors` or an alias of it (the doctor
 * who voided a record, who recorded an allergy).
 */
export const doctorDisplayName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn } = doctors) =>
  sql<string>`trim('Dr. ' || ${table.firstName} || ' ' || ${table.lastName})`;

/**
 * The doctor's picture URL, in SQL, as doctorIdentity builds it: the uploaded picture (versioned by the
 * last change) or the default path. Checks `avatar is null` so that no list reads the picture's bytes.
 */
export const doctorAvatarUrl = () =>
  sql<string>`case when ${doctors.avatar} is null then ${doctors.avatarPath} else '/doctor/avatar/' || ${doctors.id} || '?v=' || floor(extract(epoch from ${doctors.updatedAt}) * 1000)::bigint end`;
