/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { MoreInChart, ShowAll } from './latest-of';

describe('the lines under the admission page’s shortened lists', () => {
  it('send the orders to the chart and the rounds and notes to the page in full, and say nothing when all are shown', () => {
    const { container, rerender } = render(<MoreInChart shown={50} total={62} href="/doctor/patients/3/prescriptions" what="prescriptions" />);
    expect(container).toHaveTextContent(/^The latest 50 of 62; the patient's prescriptions list them all\.$/);
    expect(screen.getByRole('link', { name: "the patient's prescriptions" })).toHaveAttribute('href', '/doctor/patients/3/prescriptions');

    rerender(<ShowAll shown={20} total={57} what="notes" href="/doctor/admissions/5?notes=all#admission-notes" />);
    expect(container).toHaveTextContent(/^The latest 20 of 57 notes\. Show all 57 notes$/);

    rerender(<ShowAll shown={57} total={57} what="notes" href="/doctor/admissions/5?notes=all#admission-notes" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<MoreInChart shown={3} total={3} href="/doctor/patients/3/results" what="results" />);
    expect(container).toBeEmptyDOMElement();
  });
});
