import { showActionFailure } from './apply-field-errors';

describe('showActionFailure', () => {
  it('puts field errors under their fields and leaves no form message', () => {
    const setError = jest.fn();
    expect(showActionFailure(setError, { message: 'Please correct the highlighted fields.', fieldErrors: { email: 'Invalid email' } })).toBeNull();
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Invalid email' });
  });

  it('gives back the message when no field is concerned', () => {
    const setError = jest.fn();
    expect(showActionFailure(setError, { message: 'Invalid email or password' })).toBe('Invalid email or password');
    expect(setError).not.toHaveBeenCalled();
  });
});
