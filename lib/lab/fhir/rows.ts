import type { LabOrderStatus, LabPriority, ResultFlag } from '@/lib/lab/rules/states';

// The rows the laboratory's FHIR resources are views of, as lib/lab/queries/fhir-*.ts read them.

/** One ordered test of an order (lab_order_tests): a ServiceRequest, and the lab DiagnosticReport of its results. */
export interface LabRequestRow {
  /** The ordered test's id: the ServiceRequest's id, and the report's after its prefix (`lab-{id}`). */
  id: number;
  test: { name: string; loinc: string; loincDisplay: string; specimen: string };
  order: {
    id: number;
    number: number;
    patientId: number;
    status: LabOrderStatus;
    priority: LabPriority;
    note: string;
    orderedAt: Date;
    orderedById: number | null;
    collectedAt: Date | null;
    releasedAt: Date | null;
    verifiedById: number | null;
    cancelReason: string | null;
  };
  /** "Dr. Ada Obi", or "Lab system (connected system)"; null once the account is gone. */
  orderedBy: string | null;
  orderedBySystem: boolean;
  verifiedBy: string | null;
  verifiedBySystem: boolean;
  /** The visit it was ordered at, once that visit took place (an Encounter). */
  encounterId: number | null;
  /** Its current results (a report's `result`); empty for a request read alone. */
  resultIds: number[];
  /** One of them amends an earlier result. */
  amended: boolean;
}

/** One current result of a test (lab_results): a lab Observation. */
export interface LabResultRow {
  /** The result's id: the Observation's after its prefix (`lab-{id}`). */
  id: number;
  orderTestId: number;
  valueNumber: number | null;
  valueText: string | null;
  unit: string | null;
  rangeLow: number | null;
  rangeHigh: number | null;
  flag: ResultFlag | null;
  enteredById: number | null;
  enteredBy: string | null;
  replacesId: number | null;
  amendReason: string | null;
  test: { name: string; loinc: string; loincDisplay: string; kind: 'number' | 'choice' | 'text' | 'panel' };
  order: { id: number; patientId: number; status: LabOrderStatus; collectedAt: Date | null; releasedAt: Date | null };
  encounterId: number | null;
}

/** A collected order's specimen: a Specimen. */
export interface LabSpecimenRow {
  /** The order's id. */
  id: number;
  patientId: number;
  accession: string | null;
  collectedAt: Date;
  collectedById: number | null;
  collectedBy: string | null;
  /** Its ordered tests (the requests), in the order's order, with the specimen each asks for. */
  requests: Array<{ id: number; specimen: string }>;
}
