import type { Doctor } from '@/lib/staff/queries/doctors';
import { SESSION_ENDED } from '@/lib/server-actions/doctor-action';
import { findPatientsForPalette } from './options';
import { signedIn } from '@/tests/signed-in';
import { withSeededDatabase } from '@/tests/seeded-database';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

withSeededDatabase();
beforeEach(() => {
  signedIn.current = { sessionId: 's', doctor: { id: 1 } as Doctor };
});

describe('findPatientsForPalette', () => {
  it('needs a session', async () => {
    signedIn.current = null;
    await expect(findPatientsForPalette({ q: 'ngozi' })).resolves.toEqual({ ok: false, message: SESSION_ENDED });
  });

  it('answers a few patients whose name, email or phone holds the trimmed text, with email and phone', async () => {
    const result = await findPatientsForPalette({ q: '  NGOZI ' });
    expect(result).toEqual({
      ok: true,
      data: [expect.objectContaining({ fullName: 'Ngozi Eze', email: expect.stringContaining('@'), phone: expect.any(String) })],
    });
    const many = await findPatientsForPalette({ q: 'a' });
    expect(many.ok && many.data.length).toBe(8);
  });

  it('refuses no text, blank text, text past 100 characters and anything that is not a search', async () => {
    for (const input of [{ q: '' }, { q: '   ' }, { q: 'a'.repeat(101) }, { q: 'a\u0000' }, { q: 'a', extra: 1 }, null, 'ngozi', { q: 42 }]) {
      await expect(findPatientsForPalette(input)).resolves.toEqual(expect.objectContaining({ ok: false, message: 'Please correct the highlighted fields.' }));
    }
    await expect(findPatientsForPalette({ q: ` ${'a'.repeat(100)} ` })).resolves.toEqual({ ok: true, data: [] });
  });
});
