import { appointmentFormSchema, type AppointmentFormInput } from './appointment';

const valid = {
  fullName: 'Chinedu Okafor',
  email: 'chinedu.okafor@example.com',
  phone: '+234 803 123 4567',
  age: 34,
  gender: 'male',
  date: '2026-03-20',
  time: '09:30',
  type: 'checkup',
} satisfies AppointmentFormInput;

/** The messages of one field, in order, for the valid form with that field replaced (or removed). */
function messages(field: keyof typeof valid, value: unknown): string[] {
  const input: Record<string, unknown> = { ...valid };
  if (value === undefined) delete input[field];
  else input[field] = value;
  const result = appointmentFormSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

describe('appointmentFormSchema', () => {
  it('accepts the form and gives trimmed values with age as a number', () => {
    const result = appointmentFormSchema.parse({ ...valid, fullName: '  Chinedu Okafor ', age: '34', time: '09:30:15' });
    expect(result).toEqual({ ...valid, age: 34, time: '09:30:15' });
  });

  it.each([
    [undefined, 'Fullname is required'],
    ['', 'Fullname is required'],
    ['     ', 'Fullname is required'],
    [42, 'Invalid input'],
    [null, 'Invalid input'],
    ['Ada O', 'Fullname is too short'],
    ['Ada\u0000Obi', 'Invalid input'],
    ['x'.repeat(101), 'String must contain at most 100 character(s)'],
  ])('fullName %j says %s', (value, message) => {
    expect(messages('fullName', value)).toEqual([message]);
  });

  it('fullName accepts six characters', () => {
    expect(messages('fullName', 'Ada Ob')).toEqual([]);
  });

  it.each([
    [undefined, 'Email is required'],
    ['', 'Email is required'],
    ['not-an-email', 'Invalid email'],
    ['ada@', 'Invalid email'],
    [7, 'Expected string, received number'],
    [`${'a'.repeat(250)}@example.ng`, 'String must contain at most 254 character(s)'],
  ])('email %j says %s', (value, message) => {
    expect(messages('email', value)).toEqual([message]);
  });

  it.each([
    [undefined, 'Phone number is required'],
    ['', 'Phone number is required'],
    ['0803 123', 'Phone is too short'],
    ['0'.repeat(31), 'String must contain at most 30 character(s)'],
    ['call me maybe', 'Enter a phone number: digits, spaces, brackets or dashes, at least 7'],
    ['+234 (80) ---', 'Enter a phone number: digits, spaces, brackets or dashes, at least 7'],
    ['0803\u0000123456', 'Invalid input'],
  ])('phone %j says %s', (value, message) => {
    expect(messages('phone', value)).toEqual([message]);
  });

  it('phone accepts nine characters', () => {
    expect(messages('phone', '080312345')).toEqual([]);
  });

  it.each([
    [undefined, 'Age is required'],
    ['', 'Age is required'],
    [Number.NaN, 'Age is required'],
    ['ten', 'Age is required'],
    [0, 'Number must be greater than 0'],
    ['-3', 'Number must be greater than 0'],
    [10.5, 'Expected integer, received float'],
    [151, 'Number must be less than or equal to 150'],
    [true, 'Age is required'],
    [[34], 'Age is required'],
    [{ valueOf: () => 34 }, 'Age is required'],
    [2_147_483_648, 'Number must be less than or equal to 150'],
  ])('age %j says %s', (value, message) => {
    expect(messages('age', value)).toEqual([message]);
  });

  it('coerces the age from the text of a number input', () => {
    expect(appointmentFormSchema.parse({ ...valid, age: '10' }).age).toBe(10);
  });

  it.each([
    [undefined, 'Required'],
    ['unknown', "Invalid enum value. Expected 'male' | 'female' | 'other'"],
    [7, "Expected 'male' | 'female' | 'other', received number"],
    [{ toString: 'x' }, "Expected 'male' | 'female' | 'other', received object"],
  ])('gender %j says %s', (value, message) => {
    expect(messages('gender', value)).toEqual([message]);
  });

  it.each([
    [undefined, 'Required'],
    ['consultation', "Invalid enum value. Expected 'checkup' | 'surgery'"],
    [['checkup'], "Expected 'checkup' | 'surgery', received array"],
  ])('type %j says %s', (value, message) => {
    expect(messages('type', value)).toEqual([message]);
  });

  it.each([undefined, '', 'tomorrow', '2026-02-30', '2026-13-01', '20-03-2026', 20260320])('date %j says Date is required', (value) => {
    expect(messages('date', value)).toEqual(['Date is required']);
  });

  it.each([undefined, '', '   ', 930])('time %j says Time is required', (value) => {
    expect(messages('time', value)).toEqual(['Time is required']);
  });

  // The time is typed on a 24-hour text field, so a time written another way is told how to write it.
  it.each(['9:30', '7:5', '24:00', '12:60', '12:30:61', 'noon', '3 PM', '03:30 PM'])('time %j says how to write a 24-hour time', (value) => {
    expect(messages('time', value)).toEqual(['Time must be a 24-hour time written HH:MM, such as 15:30']);
  });

  it.each(['00:00', '12:00', '15:30', '23:59', '09:30:00'])('time %j is a time', (value) => {
    expect(messages('time', value)).toEqual([]);
  });

  it('never puts the input into a message', () => {
    const secret = 'x'.repeat(20) + '<script>';
    const result = appointmentFormSchema.safeParse({ fullName: secret, email: secret, phone: secret, age: secret, gender: secret, date: secret, time: secret, type: secret });
    expect(result.success).toBe(false);
    for (const issue of result.error?.issues ?? []) expect(issue.message).not.toContain('<script>');
  });

  it('reports every invalid field at once', () => {
    const result = appointmentFormSchema.safeParse({});
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => issue.path[0]));
    expect(fields).toEqual(new Set(['fullName', 'email', 'phone', 'age', 'gender', 'date', 'time', 'type']));
  });
});
