import { boundedEmail, boundedId, boundedPassword, boundedText, expectedReceived, looksLikePhone, MAX_INT4 } from './common';
import { parseRowId, requiredId, rowIdSchema } from '@/lib/diagnosis/schema/clinical-fields';

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('boundedId', () => {
  const id = boundedId('Unknown thing');

  it.each([1, '1', ' 42 ', MAX_INT4, String(MAX_INT4)])('accepts %j', (value) => {
    expect(id.safeParse(value)).toEqual({ success: true, data: Number(String(value).trim()) });
  });

  const refused: unknown[] = [0, -1, 1.5, MAX_INT4 + 1, String(MAX_INT4 + 1), '9'.repeat(400), Number.NaN, Infinity, '', ' ', '1e3', '0x10', '+7', '7abc', true, null, undefined, [5], { valueOf: () => 5 }, { toString: 'x' }, 10n];
  it.each(refused.map((value) => [value]))('refuses %p with its message', (value) => {
    expect(messagesOf(id.safeParse(value))).toEqual(['Unknown thing']);
  });

  it('is what rowIdSchema, parseRowId and requiredId use', () => {
    expect(rowIdSchema.safeParse(MAX_INT4 + 1).success).toBe(false);
    expect(parseRowId('2147483648')).toBeNull();
    expect(parseRowId('2147483647')).toBe(MAX_INT4);
    expect(messagesOf(requiredId('Patient is required').safeParse(2_147_483_648))).toEqual(['Patient is required']);
  });
});

describe('boundedText', () => {
  const name = boundedText('Name', 5, { required: 'Name is required' });

  it('trims, requires, bounds and refuses NUL', () => {
    expect(name.parse('  Ada  ')).toBe('Ada');
    expect(messagesOf(name.safeParse('   '))).toEqual(['Name is required']);
    expect(messagesOf(name.safeParse('Adaeze'))).toEqual(['Name must be at most 5 characters']);
    expect(messagesOf(name.safeParse('A\u0000a'))).toEqual(['Name contains characters that are not allowed']);
    expect(messagesOf(name.safeParse(42))).toEqual(['Name is required']);
  });

  it('allows empty text when not required', () => {
    expect(boundedText('Note', 5).parse('')).toBe('');
    expect(messagesOf(boundedText('Note', 5).safeParse(7))).toEqual(['Note must be text']);
  });

  it('keeps a password as typed', () => {
    expect(boundedPassword('Password is required').parse(' pass ')).toBe(' pass ');
    expect(messagesOf(boundedPassword('Password is required').safeParse('p'.repeat(129)))).toEqual(['Password must be at most 128 characters']);
  });

  it('bounds an email before checking its format', () => {
    const email = boundedEmail('Email is required');
    expect(email.parse(' ada@clinic.ng ')).toBe('ada@clinic.ng');
    expect(messagesOf(email.safeParse(`${'a'.repeat(250)}@b.ng`))).toEqual(['Email must be at most 254 characters']);
    expect(messagesOf(email.safeParse('ada@clinic'))).toEqual(['Invalid email']);
  });
});

describe('messages never echo the input', () => {
  it.each([
    [{ toString: 'x' }, 'Expected string, received object'],
    [Object.create(null), 'Expected string, received object'],
    [[1], 'Expected string, received array'],
    [Number.NaN, 'Expected string, received nan'],
    [10n, 'Expected string, received bigint'],
    [null, 'Expected string, received null'],
    [undefined, 'Required'],
  ])('expectedReceived(%p)', (input, message) => {
    expect(expectedReceived('string', input)).toBe(message);
  });
});

describe('looksLikePhone', () => {
  it.each(['+234 803 555 0142', '08035550142', '(0803) 555-0142', '1234567'])('accepts %j', (value) => {
    expect(looksLikePhone(value)).toBe(true);
  });
  it.each(['call me', '123456', '+234 80 (()) --', '0803.555.0142', '+ 234 803', '++2348035550142', '0803\n5550142'])('refuses %j', (value) => {
    expect(looksLikePhone(value)).toBe(false);
  });
});
