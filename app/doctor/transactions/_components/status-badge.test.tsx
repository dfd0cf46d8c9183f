/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { capitalise, StatusBadge, statusBadgeVariant } from './status-badge';

describe('the transactions status badge', () => {
  it('follows SPEC.md: default for male, destructive for female, secondary for anything else', () => {
    expect(statusBadgeVariant('male')).toBe('default');
    expect(statusBadgeVariant('Female')).toBe('destructive');
    for (const other of ['success', 'pending', 'failed', 'other', '']) expect(statusBadgeVariant(other)).toBe('secondary');
  });

  it('capitalises its text', () => {
    expect(capitalise('success')).toBe('Success');
    expect(capitalise('')).toBe('');
    render(<StatusBadge status="pending" />);
    expect(screen.getByText('Pending')).toHaveAttribute('data-variant', 'secondary');
  });
});
