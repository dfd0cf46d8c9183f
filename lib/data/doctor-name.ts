import 'server-only';
import { sql } from 'drizzle-orm';
import { doctors } from '@/lib/db/schema';

/** "Dr. Adaeze Nwankwo", in SQL: the name the top bar shows (doctorIdentity), for lists that join doctors. */
export const doctorDisplayName = () => sql<string>`trim('Dr. ' || ${doctors.firstName} || ' ' || ${doctors.lastName})`;

/**
 * The doctor's picture URL, in SQL, as doctorIdentity builds it: the uploaded picture (versioned by the
 * last change) or the default path. Checks `avatar is null` so that no list reads the picture's bytes.
 */
export const doctorAvatarUrl = () =>
  sql<string>`case when ${doctors.avatar} is null then ${doctors.avatarPath} else '/doctor/avatar/' || ${doctors.id} || '?v=' || floor(extract(epoch from ${doctors.updatedAt}) * 1000)::bigint end`;
