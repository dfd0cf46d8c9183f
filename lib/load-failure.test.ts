import { captureLogs } from '@/lib/log/testing';
import { loadFailure } from './load-failure';

describe('loadFailure', () => {
  it('keeps the error to the server log and says something plain', async () => {
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

  it('passes on no status, text or message of the error, whatever it carries', async () => {
    const logs = captureLogs();
    try {
      const error = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { status: 503, statusText: 'Service Unavailable' });
      expect(loadFailure(error)).toEqual({ message: 'The data could not be read. Try again in a moment.' });
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      logs.restore();
    }
  });
});
