/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ReviewList } from './review-list';

const investigation = { id: 3, title: 'Chest X-ray', status: 'Completed' as const, filedAt: '2026-11-28T09:00:00.000Z', patientId: 9, patientName: 'Ngozi Eke', patientNumber: 'P-000009' };

describe('ReviewList', () => {
  it('says which investigations "New investigations" counts, and why the doctor’s own filings are not among them', () => {
    render(<ReviewList investigations={{ items: [investigation], total: 1 }} readings={{ items: [], total: 0 }} />);
    expect(screen.getByRole('heading', { name: 'New investigations (1)' })).toBeInTheDocument();
    expect(
      screen.getByText('Filed by colleagues in the last 30 days for your patients, since you last opened their chart (your own filings are left out: you have seen them).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chest X-ray' })).toHaveAttribute('href', expect.stringContaining('/doctor/patients/9'));
  });

  it('says when there is nothing to review', () => {
    render(<ReviewList investigations={{ items: [], total: 0 }} readings={{ items: [], total: 0 }} />);
    expect(screen.getByText('Nothing to review.')).toBeInTheDocument();
  });
});
