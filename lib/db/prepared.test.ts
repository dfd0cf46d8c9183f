import { preparedQuery } from './prepared';
import type { Db } from './types';

describe('preparedQuery', () => {
  it('prepares once per database, and again for another one', () => {
    const prepare = jest.fn((db: Db) => ({ on: db }));
    const query = preparedQuery(prepare);
    const first = {} as Db;
    const second = {} as Db;
    expect(query(first)).toBe(query(first));
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(query(second).on).toBe(second);
    expect(prepare).toHaveBeenCalledTimes(2);
  });
});
