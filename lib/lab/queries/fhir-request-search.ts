import 'server-only';
import { and, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import { labOrders, labOrderTests, labTests } from '@/lib/db/schema';
import { visitIs } from '@/lib/diagnosis/queries/fhir-visits';
import { readDaySpan } from '@/lib/fhir/search/date';
import { prefixedId } from '@/lib/fhir/search/interleave';
import { clinicDayCondition, idCondition, NOTHING, parameterConditions } from '@/lib/fhir/search/sql';
import { referencedId } from '@/lib/fhir/search/reference';
import { tokenCode } from '@/lib/fhir/search/token';
import { LAB_ID_PREFIX, LAB_PROCEDURE_CODE, LOINC, REPORT_CATEGORY_SYSTEM, SNOMED } from '@/lib/lab/fhir/codes';
import { LAB_PRIORITIES, type LabOrderStatus } from '@/lib/lab/rules/states';
import { hasAmendedResults, hasResults } from './fhir-requests';

// The searches of ordered tests as SQL: ServiceRequest and the laboratory's DiagnosticReport, each parameter on
// the columns the order's indexes cover (its patient, its state, its number; the ordered test's own id).

const patientIs = (value: string): SQL => {
  const id = referencedId(value, 'Patient');
  return id === null ? NOTHING : eq(labOrders.patientId, id);
};

const statusIn = (statuses: LabOrderStatus[]): SQL => inArray(labOrders.status, statuses);

/** A test by its LOINC code; another system matches nothing. */
const codeIs = (value: string): SQL => {
  const code = tokenCode(value, LOINC);
  return code === null ? NOTHING : eq(labTests.loinc, code);
};

/** The order number, LAB-000123 or its digits, under the clinic's system or none. */
const numberIs = (orderNumberSystem: string) => (value: string): SQL => {
  const code = tokenCode(value, orderNumberSystem);
  const match = code === null ? null : /^(?:LAB-?)?0*(\d{1,9})$/i.exec(code);
  return match ? eq(labOrders.number, Number(match[1])) : NOTHING;
};

const encounterIs = (value: string): SQL => visitIs(labOrders.appointmentId, referencedId(value, 'Encounter'));

const REQUEST_STATUS: Record<string, SQL> = {
  active: statusIn(['ordered', 'collected', 'resulted']),
  completed: statusIn(['released']),
  revoked: statusIn(['cancelled']),
};

/** A ServiceRequest search as SQL over the ordered tests, their orders and their tests. */
export function fhirServiceRequestCondition(values: ReadonlyMap<string, readonly string[]>, orderNumberSystem: string): SQL {
  const byNumber = numberIs(orderNumberSystem);
  return and(
    ...parameterConditions(values, {
      _id: (value) => idCondition(labOrderTests.id, value),
      patient: patientIs,
      subject: patientIs,
      encounter: encounterIs,
      status: (value) => REQUEST_STATUS[tokenCode(value, 'http://hl7.org/fhir/request-status') ?? ''] ?? NOTHING,
      category: (value) => (tokenCode(value, SNOMED) === LAB_PROCEDURE_CODE ? sql`true` : NOTHING),
      code: codeIs,
      identifier: byNumber,
      requisition: byNumber,
      priority: (value) => {
        const code = tokenCode(value, 'http://hl7.org/fhir/request-priority');
        return (LAB_PRIORITIES as readonly string[]).includes(code ?? '') ? eq(labOrders.priority, code as (typeof LAB_PRIORITIES)[number]) : NOTHING;
      },
      authored: (value) => clinicDayCondition(labOrders.orderedAt, readDaySpan('authored', value)),
    }),
  ) as SQL;
}

const REPORT_STATUS: Record<string, () => SQL> = {
  registered: () => and(statusIn(['ordered', 'collected', 'resulted']), not(hasResults())) as SQL,
  preliminary: () => and(statusIn(['collected', 'resulted']), hasResults()) as SQL,
  final: () => and(statusIn(['released']), not(hasAmendedResults())) as SQL,
  amended: () => and(statusIn(['released']), hasAmendedResults()) as SQL,
  cancelled: () => statusIn(['cancelled']),
};

/** The laboratory's DiagnosticReport search as SQL (the clinic's other reports are searched beside it). */
export function fhirLabReportCondition(values: ReadonlyMap<string, readonly string[]>): SQL {
  return and(
    ...parameterConditions(values, {
      _id: (value) => {
        const id = prefixedId(value, LAB_ID_PREFIX);
        return id === null ? NOTHING : eq(labOrderTests.id, id);
      },
      patient: patientIs,
      subject: patientIs,
      encounter: encounterIs,
      date: (value) => clinicDayCondition(labOrders.collectedAt, readDaySpan('date', value)),
      status: (value) => REPORT_STATUS[tokenCode(value, 'http://hl7.org/fhir/diagnostic-report-status') ?? '']?.() ?? NOTHING,
      category: (value) => (tokenCode(value, REPORT_CATEGORY_SYSTEM) === 'LAB' ? sql`true` : NOTHING),
      code: codeIs,
      'based-on': (value) => {
        const id = referencedId(value, 'ServiceRequest');
        return id === null ? NOTHING : eq(labOrderTests.id, id);
      },
    }),
  ) as SQL;
}
