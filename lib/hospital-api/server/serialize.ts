import { todayIso } from '@/lib/clinic-time';
import { formatPatientNumber } from '@/lib/patients/rules/number';
import 'server-only';
import { ageOn, koboToNaira } from '@/lib/format';
import type { AppointmentRecord } from '@/lib/appointments/queries/appointments';
import type { PatientVitals } from '@/lib/vitals/queries/patient-vitals';
import type { PatientRecord } from '@/lib/patients/queries/list';
import { formatMeasureValue } from '@/lib/vitals/rules/measures';
import type { TransactionRecord } from '@/lib/transactions/queries/transactions';
import type { AppointmentRow, Patient, TransactionRow } from '@/lib/hospital-api/contract';

// Database records → the JSON of lib/hospital-api/contract.ts: the API's answers, and the rows the screens that
// show the same lists (patients, appointments, transactions) hand to their tables and cards.

const NO_VITALS: PatientVitals = { latest: {}, lastVisited: null };

export function toPatient(record: PatientRecord, vitals: PatientVitals = NO_VITALS, today: string = todayIso()): Patient {
  const { weight, 'blood-pressure': pressure, glucose } = vitals.latest;
  return {
    id: record.id,
    patientNumber: formatPatientNumber(record.patientNumber),
    fullName: record.fullName,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    phone: record.phone,
    gender: record.gender,
    age: Math.max(0, ageOn(record.dateOfBirth, today)),
    avatar: record.avatar,
    dateOfBirth: record.dateOfBirth,
    address: { state: record.state, street: record.street, zipCode: record.zipCode },
    weight: weight?.value ?? null,
    weightRecordedAt: weight?.takenAt ?? null,
    bloodPressure: pressure ? formatMeasureValue('blood-pressure', pressure) : null,
    bloodPressureRecordedAt: pressure?.takenAt ?? null,
    bloodGlucose: glucose?.value ?? null,
    bloodGlucoseRecordedAt: glucose?.takenAt ?? null,
    bloodGroup: record.bloodGroup,
    treatment: record.treatment,
    ongoingSurgeries: record.ongoingSurgeries,
    lastVisited: vitals.lastVisited,
  };
}

const APPOINTMENT_LABELS = { checkup: 'Checkup', surgery: 'Surgery' } as const;

export function toTransactionRow(record: TransactionRecord): TransactionRow {
  return {
    id: record.id,
    name: record.patient.fullName,
    appointment: record.appointment ? APPOINTMENT_LABELS[record.appointment.type] : 'Walk-in',
    appointmentId: record.appointment?.id ?? null,
    date: record.date,
    total: koboToNaira(record.totalKobo),
    status: record.status,
    patient: {
      id: record.patient.id,
      name: record.patient.fullName,
      email: record.patient.email,
      phone: record.patient.phone,
      gender: record.patient.gender,
      avatar: record.patient.avatar,
    },
    payerBank: record.payerBank,
    paymentMethod: record.paymentMethod,
    paidAt: record.paidAt?.toISOString() ?? null,
    items: record.items.map((item) => ({ label: item.label, amount: koboToNaira(item.amountKobo) })),
    subtotal: koboToNaira(record.subtotalKobo),
    tax: koboToNaira(record.taxKobo),
    documentation: record.documentation,
  };
}

export function toAppointmentRow(record: AppointmentRecord): AppointmentRow {
  return {
    id: record.id,
    patientId: record.patientId,
    name: record.fullName,
    mobile: record.phone,
    email: record.email,
    age: record.age,
    gender: record.gender,
    date: record.date,
    time: record.time,
    endTime: record.endsAt.slice(11, 19),
    doctorId: record.doctorId,
    doctorName: record.doctorName,
    type: record.type,
    status: record.status,
    arrivedAt: record.arrivedAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
  };
}

export function pagination({ page, limit, total }: { page: number; limit: number; total: number }) {
  const totalPages = Math.ceil(total / limit);
  return {
    page,
    limit,
    total,
    totalPages,
    prevPage: page > 1 ? Math.min(page - 1, Math.max(totalPages, 1)) : null,
    nextPage: page < totalPages ? page + 1 : null,
  };
}
