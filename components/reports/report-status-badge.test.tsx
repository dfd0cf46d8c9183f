/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ReportStatusBadge } from './report-status-badge';

describe('ReportStatusBadge', () => {
  it('shows the stored "abnormal" as "Abnormal", in the alarming look', () => {
    render(<ReportStatusBadge status="abnormal" />);
    const badge = screen.getByText('Abnormal');
    expect(badge).toHaveAttribute('data-slot', 'badge');
    expect(badge).toHaveAttribute('data-variant', 'destructive');
  });

  it('draws a pending medical report and a pending investigation the same', () => {
    const { container: medical } = render(<ReportStatusBadge status="pending" />);
    const { container: investigation } = render(<ReportStatusBadge status="Pending" />);
    expect(medical.innerHTML).toBe(investigation.innerHTML);
    expect(medical).toHaveTextContent('Pending');
  });
});
