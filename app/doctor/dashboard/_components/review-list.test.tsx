/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { LabOrderToReview } from '@/lib/lab/queries/to-review';
import { ReviewList } from './review-list';


const NONE = { items: [], total: 0 };

const investigation = { id: 3, title: 'Chest X-ray', status: 'Completed' as const, filedAt: '2026-11-28T09:00:00.000Z', patientId: 9, patientName: 'Ngozi Eke', patientNumber: 'P-000009' };

describe('ReviewList', () => {
  it('says which investigations "New investigations" counts, and why the doctor’s own filings are not among them', () => {
    render(<ReviewList labOrders={NONE} investigations={{ items: [investigation], total: 1 }} readings={{ items: [], total: 0 }} />);
    expect(screen.getByRole('heading', { name: 'New investigations (1)' })).toBeInTheDocument();
    expect(
      screen.getByText('Filed by colleagues in the last 30 days for your patients, since you last opened their chart (your own filings are left out: you have seen them).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chest X-ray' })).toHaveAttribute('href', expect.stringContaining('/doctor/patients/9'));
  });

  it('says when there is nothing to review', () => {
    render(<ReviewList labOrders={NONE} investigations={{ items: [], total: 0 }} readings={{ items: [], total: 0 }} />);
    expect(screen.getByText('Nothing to review.')).toBeInTheDocument();
  });

  it('lists the lab results first, with how many more there are beyond those shown', () => {
    const order: LabOrderToReview = {
      orderId: 45,
      orderNumber: 'LAB-000045',
      priority: 'stat',
      patientId: 9,
      patientName: 'Ngozi Eke',
      patientNumber: 'P-000009',
      tests: ['Full blood count'],
      severity: 'critical',
      flagged: [{ name: 'Haemoglobin', value: '6.2', unit: 'g/dL', flag: 'critical-low' }],
      releasedAt: '2026-11-28T09:00:00.000Z',
      amendedAt: null,
    };
    render(<ReviewList labOrders={{ items: [order], total: 7 }} investigations={{ items: [investigation], total: 1 }} readings={NONE} />);
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(['Lab results (7)', 'New investigations (1)']);
    expect(screen.getByRole('list', { name: 'Lab results (7)' })).toHaveTextContent('Haemoglobin 6.2 g/dL');
    expect(screen.getByText("and 6 more, in the patients' charts")).toBeInTheDocument();
  });
});
