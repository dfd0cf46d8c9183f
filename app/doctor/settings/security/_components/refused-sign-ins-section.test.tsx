/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { RefusedSignInsSection } from './refused-sign-ins-section';

const NONE = { wrongPasswords: 0, wrongCodes: 0, rows: [], more: false };

describe('RefusedSignInsSection', () => {
  it('says so when nobody tried', () => {
    render(<RefusedSignInsSection recent={NONE} days={7} />);
    const section = screen.getByRole('region', { name: 'Recent refused sign-ins' });
    expect(within(section).getByText('None in the last 7 days.')).toBeInTheDocument();
    expect(within(section).queryByRole('list')).toBeNull();
  });

  it('lists what was tried, how often, from where and when', () => {
    render(
      <RefusedSignInsSection
        days={7}
        recent={{
          wrongPasswords: 1,
          wrongCodes: 12,
          rows: [
            { what: 'code', address: '198.51.100.7', times: 12, firstAt: '2026-11-21T08:00:00.000Z', lastAt: '2026-11-21T08:20:00.000Z' },
            { what: 'password', address: '203.0.113.5', times: 1, firstAt: '2026-11-20T15:30:00.000Z', lastAt: '2026-11-20T15:30:00.000Z' },
          ],
          more: true,
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Recent refused sign-ins' });
    expect(within(section).getByText('1 wrong password and 12 wrong authentication codes.')).toBeInTheDocument();
    const items = within(within(section).getByRole('list', { name: 'Recent refused sign-ins' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')!.textContent)).toEqual(['12 wrong authentication codes from 198.51.100.7', '1 wrong password from 203.0.113.5']);
    // The clinic's clock (Africa/Lagos, UTC+1): a span for several, one time for one.
    expect(items[0]).toHaveTextContent(/21.*09:00.* to .*21.*09:20/);
    expect(items[1]).toHaveTextContent(/20.*16:30/);
    expect(items[1]).not.toHaveTextContent(' to ');
    expect(within(section).getByText('Only the 2 most recent addresses are shown.')).toBeInTheDocument();
  });
});
