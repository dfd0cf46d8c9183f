/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorState, describeError } from './error-state';

describe('describeError', () => {
  it('prefers the status and its text', () => {
    expect(describeError({ status: 503, statusText: 'Service Unavailable', message: 'x' })).toBe('503 Service Unavailable');
  });
  it('falls back to the message', () => {
    expect(describeError({ message: 'The request timed out' })).toBe('The request timed out');
  });
  it('never says nothing', () => {
    expect(describeError({})).toBe('Something went wrong');
  });
});

describe('ErrorState', () => {
  it('announces the error and retries on click', () => {
    const onRetry = jest.fn();
    render(<ErrorState error={{ status: 404, statusText: 'Not Found' }} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('404 Not Found');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a server error\'s digest as a reference to quote, and no reference without one', () => {
    const { rerender } = render(<ErrorState error={{ message: 'Something broke', digest: '2417093864' }} onRetry={() => {}} />);
    expect(screen.getByTestId('error-reference')).toHaveTextContent('Reference: 2417093864');
    rerender(<ErrorState error={{ message: 'Something broke' }} onRetry={() => {}} />);
    expect(screen.queryByTestId('error-reference')).toBeNull();
  });
});
