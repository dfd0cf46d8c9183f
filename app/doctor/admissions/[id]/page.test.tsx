import { gt, sql } from 'drizzle-orm';
import type { ReactElement } from 'react';
import { setDbForTests } from '@/lib/db/client';
import { auditEvents, observations, progressNotes } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { admissionFixture, type AdmissionFixture } from '@/lib/admissions/queries/admission-fixtures';
import { RECENT_NOTES, RECENT_ROUNDS } from '@/lib/admissions/rules/recent';
import { resolveTree } from '@/tests/server-tree';
import { AdmissionHeader } from './_components/admission-header';
import { AdmissionOrders } from './_components/admission-orders';
import { DischargeSummary } from './_components/discharge-summary';
import { PlanSection } from './_components/plan-section';
import { ProgressNotes } from './_components/progress-notes';
import { RoundVitals } from './_components/round-vitals';
import AdmissionPage from './page';

const session: { doctor: Doctor } = { doctor: { id: 1, email: 'ada@ward.test', role: 'doctor', status: 'active' } as Doctor };
jest.mock('@/lib/auth/current-doctor', () => ({ requireDoctor: jest.fn(async () => ({ sessionId: 's', doctor: session.doctor })) }));
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

jest.setTimeout(60_000);

let handle: DbHandle;
let fixture: AdmissionFixture;
beforeAll(async () => {
  handle = await createTestDatabase();
  setDbForTests(handle.db);
  fixture = await admissionFixture(handle.db);
  session.doctor = { id: fixture.doctors.ada, email: 'ada@ward.test', role: 'doctor', status: 'active' } as Doctor;
});
afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});

async function render(id: number | string, query: Record<string, string> = {}) {
  const [{ last }] = await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents);
  const tree = await resolveTree(AdmissionPage({ params: Promise.resolve({ id: String(id) }), searchParams: Promise.resolve(query) }));
  const lines = await handle.db.select().from(auditEvents).where(gt(auditEvents.id, last)).orderBy(auditEvents.id);
  const props = <T,>(type: unknown) => tree.find((element: ReactElement) => element.type === type)?.props as T | undefined;
  return { tree, lines, props };
}

describe('the admission page', () => {
  it('shows an open admission with its forms, and records the patient, the admission, its notes and orders in one insert', async () => {
    const { lines, props } = await render(fixture.admissions.open);
    expect(props<{ admission: { id: number; discharge: null } }>(AdmissionHeader)?.admission).toMatchObject({ id: fixture.admissions.open, discharge: null });
    expect(props<{ open: boolean; rounds: unknown[] }>(RoundVitals)).toMatchObject({ open: true, rounds: [expect.anything(), expect.anything()] });
    expect(props<{ open: boolean }>(ProgressNotes)?.open).toBe(true);
    expect(props<{ open: boolean; plan: string }>(PlanSection)).toMatchObject({ open: true, plan: 'IV artesunate' });
    expect(props<{ prescriptions: { total: number } }>(AdmissionOrders)?.prescriptions.total).toBe(3);
    expect(props(DischargeSummary)).toBeUndefined();

    const chioma = fixture.patients.chioma.id;
    expect(new Set(lines.map((line) => line.at.getTime())).size).toBe(1);
    expect(lines.every((line) => line.action === 'view' && line.detail === 'admission' && line.patientId === chioma && line.actorId === fixture.doctors.ada)).toBe(true);
    const of = (entity: string) =>
      lines
        .filter((line) => line.entity === entity)
        .map((line) => Number(line.entityId))
        .sort((a, b) => a - b);
    expect(of('patient')).toEqual([chioma]);
    expect(of('admission')).toEqual([fixture.admissions.open]);
    expect(of('progress-note')).toEqual([fixture.notes.first, fixture.notes.second, fixture.notes.voided].sort((a, b) => a - b));
    expect(of('prescription')).toEqual([fixture.prescriptions.active, fixture.prescriptions.voided, fixture.prescriptions.inactive].sort((a, b) => a - b));
    expect(of('lab-order')).toEqual([fixture.labOrders.during]);
  });

  it('shows a discharged admission read-only, with its summary and the medicines on discharge', async () => {
    const { props } = await render(fixture.admissions.past);
    expect(props<{ medicines: string[] }>(DischargeSummary)?.medicines).toEqual(['Metronidazole 500 mg tablet (not in the formulary): 500 mg, Oral (PO), Three times daily (TDS), 7 days']);
    expect(props<{ open: boolean }>(RoundVitals)?.open).toBe(false);
    expect(props<{ open: boolean }>(ProgressNotes)?.open).toBe(false);
    expect(props<{ open: boolean }>(AdmissionOrders)?.open).toBe(false);
    expect(props<{ open: boolean }>(PlanSection)?.open).toBe(false);
  });

  it('shows a long stay’s latest rounds and notes with how many there are, each list in full on asking, and records only what it shows', async () => {
    const admissionId = fixture.admissions.emekas;
    const patientId = fixture.patients.emeka.id;
    const start = Date.parse('2026-11-01T06:00:00Z');
    const at = (hours: number) => new Date(start + hours * 3_600_000);
    const many = RECENT_NOTES + 5;
    await handle.db.insert(observations).values(
      Array.from({ length: RECENT_ROUNDS + 5 }, (_, round) => ({ patientId, measure: 'pulse' as const, value: 70 + round, takenAt: at(round * 12), recordedById: fixture.doctors.ada, source: 'ward-round' as const, sourceId: admissionId })),
    );
    const written = await handle.db
      .insert(progressNotes)
      .values(Array.from({ length: many }, (_, note) => ({ admissionId, authorId: fixture.doctors.ada, writtenAt: at(note * 12 + 1), text: `Round ${note + 1}.` })))
      .returning({ id: progressNotes.id });

    const latest = await render(admissionId);
    const vitals = latest.props<{ rounds: Array<{ values: { pulse?: { value: number } } }>; total: number; showAllHref: string }>(RoundVitals)!;
    expect(vitals.rounds).toHaveLength(RECENT_ROUNDS);
    // Newest first: the last round's pulse leads.
    expect(vitals.rounds[0].values.pulse?.value).toBe(70 + RECENT_ROUNDS + 4);
    expect(vitals).toMatchObject({ total: RECENT_ROUNDS + 5, showAllHref: `/doctor/admissions/${admissionId}?vitals=all#admission-vitals` });
    const notes = latest.props<{ notes: Array<{ text: string }>; total: number; showAllHref: string }>(ProgressNotes)!;
    expect(notes.notes.map((note) => note.text)).toEqual(Array.from({ length: RECENT_NOTES }, (_, index) => `Round ${many - index}.`));
    expect(notes).toMatchObject({ total: many, showAllHref: `/doctor/admissions/${admissionId}?notes=all#admission-notes` });
    const noteLines = (lines: typeof latest.lines) => lines.filter((line) => line.entity === 'progress-note').map((line) => Number(line.entityId));
    expect(noteLines(latest.lines).sort((a, b) => a - b)).toEqual(written.slice(-RECENT_NOTES).map((note) => note.id));

    const all = await render(admissionId, { notes: 'all', vitals: 'all' });
    expect(all.props<{ rounds: unknown[] }>(RoundVitals)?.rounds).toHaveLength(RECENT_ROUNDS + 5);
    expect(all.props<{ showAllHref: string }>(ProgressNotes)?.showAllHref).toBe(`/doctor/admissions/${admissionId}?vitals=all&notes=all#admission-notes`);
    expect(all.props<{ notes: unknown[] }>(ProgressNotes)?.notes).toHaveLength(many);
    expect(noteLines(all.lines)).toHaveLength(many);
  });

  it('is not found for an id that is no admission’s, and records nothing', async () => {
    for (const id of ['abc', '0', 2_147_483_647]) {
      const [{ last }] = await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents);
      await expect(resolveTree(AdmissionPage({ params: Promise.resolve({ id: String(id) }), searchParams: Promise.resolve({}) }))).rejects.toThrow('NEXT_NOT_FOUND');
      expect(await handle.db.select().from(auditEvents).where(gt(auditEvents.id, last))).toEqual([]);
    }
  });
});
