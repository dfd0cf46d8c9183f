/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import Link from './link';

function withRouter(prefetch: jest.Mock, ui: React.ReactNode) {
  const router = { prefetch, push: jest.fn(), replace: jest.fn(), back: jest.fn(), forward: jest.fn(), refresh: jest.fn() } as unknown as AppRouterInstance;
  return render(<AppRouterContext.Provider value={router}>{ui}</AppRouterContext.Provider>);
}

describe('Link', () => {
  it('prefetches nothing on sight, and its page once reached for: pointer, focus or touch', () => {
    const prefetch = jest.fn();
    withRouter(prefetch, <Link href="/doctor/patients">Patients</Link>);
    const link = screen.getByRole('link', { name: 'Patients' });
    expect(link).toHaveAttribute('href', '/doctor/patients');
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(prefetch.mock.calls).toEqual([['/doctor/patients'], ['/doctor/patients'], ['/doctor/patients']]);
  });

  it('keeps its own handlers, and prefetch={false} or an address off the app prefetches nothing', () => {
    const prefetch = jest.fn();
    const onMouseEnter = jest.fn();
    withRouter(
      prefetch,
      <>
        <Link href="/doctor/settings" prefetch={false} onMouseEnter={onMouseEnter}>
          Settings
        </Link>
        <Link href="https://example.org/">Elsewhere</Link>
      </>,
    );
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Settings' }));
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('renders where no app router is mounted, prefetching nothing', () => {
    render(<Link href="/doctor/dashboard">Dashboard</Link>);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/doctor/dashboard');
  });
});
