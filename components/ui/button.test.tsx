/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';

import { Button } from '@/components/ui/button';

describe('Button', () => {
  it('renders its asChild child (an <a>) with the button classes', () => {
    render(
      <Button asChild variant="outline">
        <a href="/patients">Patients</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Patients' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/patients');
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link).toHaveClass('inline-flex', 'border-input', 'h-9');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('disables a disabled Button', () => {
    render(<Button disabled>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveClass('disabled:opacity-50');
  });
});
