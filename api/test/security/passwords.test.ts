import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../src/security/passwords';
import { loadConfig } from '../../src/config';

// The API suites hash at the tests' lower cost (TEST_PASSWORD_HASH_COST); this one checks the cost
// production hashes at, once.
describe('password hashes', () => {
  it('hash at scrypt N=2^15 by default (the configured cost unless set), salted, and verify only the password', async () => {
    expect(loadConfig({}).auth.passwordHashCost).toBe(15);
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(stored).not.toContain('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batter', stored)).toBe(false);
    // A new salt each time: equal passwords do not give equal hashes.
    expect(await hashPassword('correct horse battery', 10)).not.toBe(await hashPassword('correct horse battery', 10));
  }, 60_000);

  it('keep the cost in each hash, so a hash made at another cost still verifies', async () => {
    const cheap = await hashPassword('correct horse battery', 10);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', cheap)).toBe(true);
    expect(await verifyPassword('Correct horse battery', cheap)).toBe(false);
  });

  it('refuse a stored value that is not a hash of ours', async () => {
    for (const stored of ['', 'x', 'bcrypt$10$8$1$abc$def', 'scrypt$many$8$1$abc$def']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
    expect(await verifyAgainstDummy('anything', 10)).toBe(false);
  });
});
