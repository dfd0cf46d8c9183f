import { HospitalApiError } from '@/lib/hospital-api';
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

  it('keeps any other error to the server log and says something plain', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const details = loadFailure(new Error('relation "patients" does not exist'));
    expect(details).toEqual({ message: 'The data could not be read. Try again in a moment.' });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
