import { aliasedTable, sql } from 'drizzle-orm';
import { connectedSystems, doctors } from '@/lib/db/schema';

// The people (and systems) of an order's steps, as the lab's reads join them: one set of names for every query, so
// that each read says "orderer" and "verifier" alike and names them the same way.

export const orderer = aliasedTable(doctors, 'orderer');
export const ordererSystem = aliasedTable(connectedSystems, 'orderer_system');
export const collector = aliasedTable(doctors, 'collector');
export const enterer = aliasedTable(doctors, 'enterer');
export const entererSystem = aliasedTable(connectedSystems, 'enterer_system');
export const verifier = aliasedTable(doctors, 'verifier');
export const verifierSystem = aliasedTable(connectedSystems, 'verifier_system');
export const canceller = aliasedTable(doctors, 'canceller');
export const reviewer = aliasedTable(doctors, 'reviewer');

/** A member of staff as the lab's screens name them: doctors "Dr. …", lab scientists by their name alone. */
export const staffNameSql = (table: typeof doctors) =>
  sql<string | null>`case when ${table.id} is null then null when ${table.role} = 'lab-scientist' then ${table.firstName} || ' ' || ${table.lastName} else 'Dr. ' || ${table.firstName} || ' ' || ${table.lastName} end`;

/** Who did a step that a member of staff or a connected system may do: the person's name, else the system's. */
export const personOrSystemSql = (person: typeof doctors, system: typeof connectedSystems) =>
  sql<string | null>`coalesce(${staffNameSql(person)}, ${system.name})`;
