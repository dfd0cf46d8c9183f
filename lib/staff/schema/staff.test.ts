import { parseStaffPage, staffChangeSchema } from './staff';

describe('parseStaffPage', () => {
  it.each([
    [undefined, 1],
    ['1', 1],
    ['3', 3],
    [['2', '5'], 2],
    ['0', 1],
    ['-4', 1],
    ['2.5', 1],
    ['abc', 1],
    ['', 1],
    ['1000001', 1],
  ])('?page=%j is page %d', (value, page) => {
    expect(parseStaffPage(value)).toBe(page);
  });
});

describe('staffChangeSchema', () => {
  it('takes an account id, from a number or its text', () => {
    expect(staffChangeSchema.parse({ id: 7 })).toEqual({ id: 7 });
    expect(staffChangeSchema.parse({ id: '12' })).toEqual({ id: 12 });
  });

  it.each([[{}], [{ id: 0 }], [{ id: -1 }], [{ id: 1.5 }], [{ id: 2_147_483_648 }], [{ id: 'x' }], [null]])('refuses %j', (input) => {
    expect(staffChangeSchema.safeParse(input).success).toBe(false);
  });
});
