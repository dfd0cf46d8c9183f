import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with argon2id, 19 MiB and 2 passes, and a fresh salt each time', async () => {
    const first = await hashPassword('demo-doctor-2024');
    const second = await hashPassword('demo-doctor-2024');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('demo-doctor-2024');
    await expect(verifyPassword(hash, 'demo-doctor-2024')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'demo-doctor-2025')).resolves.toBe(false);
  });

  it('answers false for a malformed hash instead of throwing', async () => {
    await expect(verifyPassword('not-a-hash', 'anything')).resolves.toBe(false);
  });
});
