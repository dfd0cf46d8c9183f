import 'server-only';
import { and, count, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { labOrders, labOrderTests, labTests } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { readDaySpan } from '@/lib/fhir/search/date';
import type { PageBound } from '@/lib/fhir/search/page';
import { clinicDayCondition, idCondition, keyset, NOTHING, parameterConditions } from '@/lib/fhir/search/sql';
import { referencedId } from '@/lib/fhir/search/reference';
import { tokenCode } from '@/lib/fhir/search/token';
import type { LabSpecimenRow } from '@/lib/lab/fhir/rows';
import { collector, staffNameSql } from './order-people';

// The specimens the lab took: one per collected order (its accession number and time are the order's columns).

const patientIs = (value: string): SQL => {
  const id = referencedId(value, 'Patient');
  return id === null ? NOTHING : eq(labOrders.patientId, id);
};

/** Only an order whose specimen was taken has one. */
const COLLECTED = isNotNull(labOrders.collectedAt);

/** A Specimen search as SQL over the orders. */
export function fhirSpecimenCondition(values: ReadonlyMap<string, readonly string[]>, accessionSystem: string): SQL {
  return and(
    COLLECTED,
    ...parameterConditions(values, {
      _id: (value) => idCondition(labOrders.id, value),
      patient: patientIs,
      subject: patientIs,
      accession: (value) => {
        const code = tokenCode(value, accessionSystem);
        return code === null || code === '' ? NOTHING : sql`lower(${labOrders.accession}) = ${code.toLowerCase()}`;
      },
      collected: (value) => clinicDayCondition(labOrders.collectedAt, readDaySpan('collected', value)),
    }),
  ) as SQL;
}

/** JSON a driver gives parsed (pg) or as text. */
const parsedJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** An order's tests with the specimen each asks for, as a column of the order's row (through the tests' order index). */
const requestsColumn = () =>
  sql<Array<{ id: number; specimen: string }>>`coalesce((
    select json_agg(json_build_object('id', ot.id, 'specimen', t.specimen) order by ot.position, ot.id)
    from ${labOrderTests} ot join ${labTests} t on t.id = ot.test_id where ot.order_id = ${labOrders.id}
  ), '[]'::json)`.mapWith((value) => parsedJson<Array<{ id: number; specimen: string }>>(value));

export async function readLabSpecimens(db: Db, where: SQL, bound: PageBound): Promise<LabSpecimenRow[]> {
  const { position, order } = keyset(labOrders.id, bound);
  const found = await db
    .select({
      id: labOrders.id,
      patientId: labOrders.patientId,
      accession: labOrders.accession,
      collectedAt: labOrders.collectedAt,
      collectedById: labOrders.collectedById,
      collectedBy: staffNameSql(collector),
      requests: requestsColumn(),
    })
    .from(labOrders)
    .leftJoin(collector, eq(collector.id, labOrders.collectedById))
    .where(and(where, position))
    .orderBy(order)
    .limit(bound.limit);
  return found.flatMap(({ collectedAt, ...row }) => (collectedAt === null ? [] : [{ ...row, collectedAt }]));
}

export async function countLabSpecimens(db: Db, where: SQL): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(labOrders).where(where);
  return total;
}

export async function readLabSpecimen(db: Db, id: number): Promise<LabSpecimenRow | undefined> {
  return (await readLabSpecimens(db, and(COLLECTED, eq(labOrders.id, id)) as SQL, { limit: 1 }))[0];
}
