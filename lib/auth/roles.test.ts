import { isAdministrator, mayChange } from './roles';

describe('roles', () => {
  const doctor = { id: 7, role: 'doctor' as const };
  const admin = { id: 1, role: 'administrator' as const };

  it('lets the author change their own record and nobody else\'s', () => {
    expect(mayChange(doctor, 7)).toBe(true);
    expect(mayChange(doctor, 8)).toBe(false);
    expect(mayChange(doctor, null)).toBe(false);
  });

  it('lets an administrator change any record, with or without an author', () => {
    expect(isAdministrator(admin)).toBe(true);
    expect(isAdministrator(doctor)).toBe(false);
    expect(mayChange(admin, 7)).toBe(true);
    expect(mayChange(admin, null)).toBe(true);
  });
});
