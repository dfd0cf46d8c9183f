/** @jest-environment jsdom */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DoctorError from '../error';
import { errorTitle } from './error-title';

let mockPathname = '/doctor/patients';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

/** Every error.tsx under a folder, relative to it. */
function errorBoundaries(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return errorBoundaries(full, base);
    return entry.name === 'error.tsx' ? [path.relative(base, full)] : [];
  });
}

describe('the doctor area error boundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('is the only one, beside the layout: the App Router renders it inside the layout, so the sidebar stays', () => {
    const doctor = path.join(process.cwd(), 'app', 'doctor');
    expect(errorBoundaries(doctor)).toEqual(['error.tsx']);
    expect(readdirSync(doctor)).toEqual(expect.arrayContaining(['layout.tsx', 'error.tsx', 'not-found.tsx']));
  });

  it("says which screen failed and what went wrong, and Try again retries", async () => {
    mockPathname = '/doctor/patients';
    const retry = jest.fn();
    render(<DoctorError error={new Error('connect ECONNREFUSED 127.0.0.1:5432')} retry={retry} />);
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: 'Could not load the patients' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:5432');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("keeps each screen's own words", () => {
    expect(errorTitle('/doctor/diagnosis')).toBe('Could not load the diagnosis tests');
    expect(errorTitle('/doctor/diagnosis-category')).toBe('Could not load the diagnosis categories');
    expect(errorTitle('/doctor/edit-diagnosis/12')).toBe('Could not load the diagnosis test');
    expect(errorTitle('/doctor/prescription')).toBe('Could not load the prescriptions');
    expect(errorTitle('/doctor/prescription/demo')).toBe('Could not show the sample prescription');
    expect(errorTitle('/doctor/settings/staff')).toBe('Could not load the staff');
    expect(errorTitle('/doctor/settings/edit-profile')).toBe('Could not load the settings');
    expect(errorTitle('/doctor/dashboard')).toBe('Could not load the dashboard');
    expect(errorTitle('/doctor/wards')).toBe('Could not load the wards');
    expect(errorTitle('/doctor/admissions/12')).toBe('Could not load the admission');
    expect(errorTitle('/doctor/settings/wards')).toBe('Could not load the wards and beds');
    expect(errorTitle('/doctor/unknown')).toBe('Could not load this page');
  });
});
