import { appointmentsQuerySchema, medicalReportsQuerySchema, queryObject, transactionsQuerySchema, usersQuerySchema } from './schema';

describe('queryObject', () => {
  it('keeps the first of a repeated parameter and drops empty ones', () => {
    expect(queryObject(new URLSearchParams('page=2&page=3&search=&limit=5'))).toEqual({ page: '2', limit: '5' });
  });

  it('treats names such as toString as parameters and ignores __proto__', () => {
    const query = queryObject(new URLSearchParams('toString=1&constructor=2&__proto__=3&page=4'));
    expect(query).toEqual({ toString: '1', constructor: '2', page: '4' });
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
  });
});

describe('query bounds', () => {
  it('takes ids within int4 and pages up to a million', () => {
    expect(medicalReportsQuerySchema.safeParse({ patientId: '2147483647' }).success).toBe(true);
    expect(medicalReportsQuerySchema.safeParse({ patientId: '2147483648' }).success).toBe(false);
    expect(appointmentsQuerySchema.safeParse({ patientId: '-1' }).success).toBe(false);
    expect(usersQuerySchema.safeParse({ page: '1000000' }).success).toBe(true);
    expect(usersQuerySchema.safeParse({ page: '1000001' }).success).toBe(false);
  });

  it('refuses a search that is too long or holds a NUL, with a message that does not repeat it', () => {
    for (const search of ['s'.repeat(101), 'ad\u0000a']) {
      const result = usersQuerySchema.safeParse({ search });
      expect(result.success).toBe(false);
      for (const issue of result.error?.issues ?? []) expect(issue.message).not.toContain(search);
    }
  });
});

describe('list filters behind the dashboard cards', () => {
  it('takes visits=active|pending for patients and a transaction status, and names the choices when refusing', () => {
    expect(usersQuerySchema.parse({ visits: 'active' }).visits).toBe('active');
    const visits = usersQuerySchema.safeParse({ visits: 'recent' });
    expect(visits.error?.issues[0].message).toBe('visits must be one of active, pending');
    expect(transactionsQuerySchema.parse({ status: 'success' }).status).toBe('success');
    const status = transactionsQuerySchema.safeParse({ status: 'paid' });
    expect(status.error?.issues[0].message).toBe('status must be one of success, pending, failed');
    expect(appointmentsQuerySchema.parse({ status: 'pending,confirmed,arrived,pending' }).status).toEqual(['pending', 'confirmed', 'arrived']);
    expect(appointmentsQuerySchema.safeParse({ status: 'pending,later' }).error?.issues[0].message).toBe(
      'status must be one or more of pending, confirmed, arrived, completed, cancelled, no-show, separated by commas',
    );
  });
});
