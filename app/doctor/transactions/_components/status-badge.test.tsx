/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { capitalise } from '@/lib/format';
import { StatusBadge, statusBadgeVariant } from './status-badge';

describe('the transactions status badge', () => {
  it('reads as the status: Failed destructive, Pending amber, Success green; the first rule\'s male and female keep theirs', () => {
    expect(statusBadgeVariant('failed')).toBe('destructive');
    expect(statusBadgeVariant('Pending')).toBe('warning');
    expect(statusBadgeVariant('success')).toBe('success');
    expect(statusBadgeVariant('male')).toBe('default');
    expect(statusBadgeVariant('Female')).toBe('destructive');
    for (const other of ['other', '']) expect(statusBadgeVariant(other)).toBe('secondary');
  });

  it('capitalises its text', () => {
    expect(capitalise('success')).toBe('Success');
    expect(capitalise('')).toBe('');
    render(<StatusBadge status="pending" />);
    expect(screen.getByText('Pending')).toHaveAttribute('data-variant', 'warning');
  });
});
