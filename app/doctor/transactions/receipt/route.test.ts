import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { getTransaction } from '@/lib/transactions/queries/transactions';
import { appointments, auditEvents, doctors, transactions } from '@/lib/db/schema';
import { formatNaira, koboToNaira } from '@/lib/format';
import { DEMO_DOCTOR_DISPLAY_NAME, DEMO_DOCTOR_EMAIL } from '@/mocks';
import { pdfText } from '@/tests/pdf-text';
import { withSeededDatabase } from '@/tests/seeded-database';
import { GET } from './route';

const mockSession: { current: object | null } = { current: null };
jest.mock('@/lib/auth/current-doctor', () => ({ getCurrentSession: jest.fn(async () => mockSession.current) }));

const database = withSeededDatabase();
const get = (query: string) => GET(new Request(`http://localhost/doctor/transactions/receipt${query}`));

let signedIn: { sessionId: string; doctor: { id: number; email: string } };
beforeAll(async () => {
  const [doctor] = await database.db.select({ id: doctors.id, email: doctors.email }).from(doctors).where(eq(doctors.email, DEMO_DOCTOR_EMAIL));
  signedIn = { sessionId: 's', doctor };
});

/** The first transaction of a visit (or of a walk-in sale) with the given status. */
async function transactionWhere(visit: boolean, status: 'success' | 'pending' | 'failed' = 'success') {
  const [row] = await database.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.status, status), visit ? isNotNull(transactions.appointmentId) : isNull(transactions.appointmentId)))
    .orderBy(transactions.id)
    .limit(1);
  return (await getTransaction(database.db, row.id))!;
}

describe('GET /doctor/transactions/receipt', () => {
  it('answers 401 without a session', async () => {
    mockSession.current = null;
    expect((await get('?id=1')).status).toBe(401);
  });

  it('answers 400 for an id that cannot be one, and 404 for one that is no transaction', async () => {
    mockSession.current = signedIn;
    for (const query of ['', '?id=', '?id=abc', '?id=0', '?id=-1', '?id=1.5', '?id=2147483648']) expect((await get(query)).status).toBe(400);
    expect((await get('?id=2147483647')).status).toBe(404);
  });

  it("downloads the receipt as a PDF named as it was filed, with the sheet's values in naira and the visit's doctor", async () => {
    mockSession.current = signedIn;
    const transaction = await transactionWhere(true);
    const response = await get(`?id=${transaction.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(transaction.documentation).toMatch(/^receipt-.+\.pdf$/);
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="${transaction.documentation}"`);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    const [visitDoctor] = await database.db
      .select({ firstName: doctors.firstName, lastName: doctors.lastName })
      .from(appointments)
      .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
      .where(eq(appointments.id, transaction.appointment!.id));
    for (const value of [
      `Receipt ${transaction.documentation.replace(/^receipt-|\.pdf$/g, '')}`,
      transaction.patient.fullName,
      transaction.payerBank,
      transaction.paymentMethod,
      'Success',
      ...transaction.items.flatMap((item) => [item.label, formatNaira(koboToNaira(item.amountKobo))]),
      formatNaira(koboToNaira(transaction.subtotalKobo)),
      formatNaira(koboToNaira(transaction.taxKobo)),
      formatNaira(koboToNaira(transaction.totalKobo)),
      `Dr. ${visitDoctor.firstName} ${visitDoctor.lastName}`,
    ])
      expect(text).toContain(value);
    expect(formatNaira(koboToNaira(transaction.totalKobo))).toMatch(/^₦/);
  });

  it('names the signed-in doctor on a walk-in sale, and an unpaid one is an invoice, not paid yet', async () => {
    mockSession.current = signedIn;
    const walkIn = await transactionWhere(false);
    expect(pdfText(new Uint8Array(await (await get(`?id=${walkIn.id}`)).arrayBuffer()))).toContain(DEMO_DOCTOR_DISPLAY_NAME);
    const unpaid = await transactionWhere(true, 'pending');
    const text = pdfText(new Uint8Array(await (await get(`?id=${unpaid.id}`)).arrayBuffer()));
    expect(text).toContain('Invoice');
    expect(text).toContain('Not paid yet');
  });

  it('records the download in the audit trail, on the patient', async () => {
    mockSession.current = signedIn;
    const transaction = await transactionWhere(true);
    await get(`?id=${transaction.id}`);
    const [line] = await database.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(line).toMatchObject({
      actorId: signedIn.doctor.id,
      actorEmail: signedIn.doctor.email,
      action: 'export',
      entity: 'transaction',
      entityId: String(transaction.id),
      patientId: transaction.patient.id,
      outcome: 'success',
      detail: `Receipt PDF ${transaction.documentation}`,
    });
  });
});
