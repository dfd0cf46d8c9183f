import { logLevelFrom } from './level';

describe('logLevelFrom (LOG_LEVEL)', () => {
  it('is info when unset or empty', () => {
    expect(logLevelFrom(undefined)).toEqual({ level: 'info', valid: true });
    expect(logLevelFrom('  ')).toEqual({ level: 'info', valid: true });
  });
  it('takes any level, silent included, in any case', () => {
    expect(logLevelFrom('DEBUG')).toEqual({ level: 'debug', valid: true });
    expect(logLevelFrom('silent')).toEqual({ level: 'silent', valid: true });
  });
  it('falls back to info for a value that names no level, and says it was not one', () => {
    expect(logLevelFrom('verbose')).toEqual({ level: 'info', valid: false });
  });
});
