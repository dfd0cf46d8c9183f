import { HospitalApiError } from '@/lib/hospital-api';
import { captureLogs } from '@/lib/log/testing';
import { loadFailure } from './load-failure';

describe('loadFailure', () => {
  it('passes on a hospital API error with its status, text and message', () => {
    const error = new HospitalApiError('The hospital API did not answer GET /api/v1/users within 5000 ms', {
      status: 504,
      statusText: 'Gateway Timeout',
      kind: 'timeout',
    });
    expect(loadFailure(error)).toEqual({
      status: 504,
      statusText: 'Gateway Timeout',
      message: 'The hospital API did not answer GET /api/v1/users within 5000 ms',
    });
  });

  it('keeps any other error to the server log and says something plain', async () => {
    const logs = captureLogs();
    try {
      const details = loadFailure(new Error('relation "patients" does not exist'));
      expect(details).toEqual({ message: 'The data could not be read. Try again in a moment.' });
      // The line follows once the request's id is read.
      await new Promise((resolve) => setImmediate(resolve));
      expect(logs.lines()).toEqual([expect.objectContaining({ level: 50, msg: 'a read failed', err: expect.objectContaining({ message: 'relation "patients" does not exist' }) })]);
    } finally {
      logs.restore();
    }
  });
});
