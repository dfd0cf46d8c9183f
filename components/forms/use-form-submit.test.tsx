/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useFormSubmit } from './use-form-submit';

describe('useFormSubmit', () => {
  it('hands a success to onSuccess and shows no error', async () => {
    const setError = jest.fn();
    const onSuccess = jest.fn();
    const { result } = renderHook(() => useFormSubmit(setError));
    await act(() => result.current.submit(async () => ({ ok: true as const, data: { id: 7 } }), onSuccess));
    expect(onSuccess).toHaveBeenCalledWith({ id: 7 });
    expect(result.current.formError).toBeNull();
  });

  it('puts field errors under their fields, and a refusal without them in formError', async () => {
    const setError = jest.fn();
    const onFailure = jest.fn();
    const { result } = renderHook(() => useFormSubmit(setError));
    await act(() =>
      result.current.submit(async () => ({ ok: false as const, message: 'Please correct the highlighted fields.', fieldErrors: { name: 'Category is required' } }), jest.fn(), onFailure),
    );
    expect(setError).toHaveBeenCalledWith('name', { type: 'server', message: 'Category is required' });
    expect(result.current.formError).toBeNull();
    expect(onFailure).toHaveBeenCalled();
    await act(() => result.current.submit(async () => ({ ok: false as const, message: 'The category already exists' }), jest.fn()));
    expect(result.current.formError).toBe('The category already exists');
  });

  it('says a network failure as one, and a server failure as the server failing', async () => {
    const { result } = renderHook(() => useFormSubmit(jest.fn()));
    await act(() => result.current.submit(() => Promise.reject(new TypeError('Failed to fetch')), jest.fn()));
    expect(result.current.formError).toBe('Could not reach the server. Check the connection and try again.');
    await act(() => result.current.submit(() => Promise.reject(new Error('relation "diagnosis_categories" does not exist')), jest.fn()));
    expect(result.current.formError).toBe('The server could not save it: relation "diagnosis_categories" does not exist');
  });

  it('says a submit whose checks could not load as the server not reached, and changes nothing else', async () => {
    const { result } = renderHook(() => useFormSubmit(jest.fn()));
    const onSubmit = result.current.whenSubmitted(() => Promise.reject(new TypeError('The form could not load its checks')));
    await act(() => onSubmit());
    expect(result.current.formError).toBe('Could not reach the server. Check the connection and try again.');
  });
});
