import { toErrorDetails } from './error-details';

describe('toErrorDetails', () => {
  it('reads status, statusText and message', () => {
    const error = Object.assign(new Error('boom'), { status: 502, statusText: 'Bad Gateway' });
    expect(toErrorDetails(error)).toEqual({ status: 502, statusText: 'Bad Gateway', message: 'boom' });
  });
  it('keeps a thrown string as the message', () => {
    expect(toErrorDetails('offline')).toEqual({ message: 'offline' });
  });
  it('ignores fields of the wrong type', () => {
    expect(toErrorDetails({ status: '500', message: 3, digest: 42 })).toEqual({ status: undefined, statusText: undefined, message: undefined, digest: undefined });
  });
  it('reads the digest Next gives a server error', () => {
    const error = Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '2417093864' });
    expect(toErrorDetails(error).digest).toBe('2417093864');
  });
});
