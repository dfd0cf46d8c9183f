/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionResult } from '@/lib/server-actions/result';
import type { Notifications } from '@/lib/dashboard/queries/notifications';

jest.mock('@/lib/dashboard/actions', () => ({ refreshNotifications: jest.fn() }));
// Imported after the mock: the bell's server action, answered by each test.
import { refreshNotifications } from '@/lib/dashboard/actions';
import { NOTIFICATIONS_UNREACHABLE, NotificationsBell, notificationsPanel } from './notifications-bell';
import { NOTHING_WAITS } from './notifications-panel';

const refreshMock = refreshNotifications as jest.MockedFunction<typeof refreshNotifications>;

const NOTHING: Notifications = { appointments: { items: [], total: 0 }, accounts: null };
const BUSY: Notifications = {
  appointments: {
    items: [
      { id: 41, patientId: 7, patientName: 'Chinedu Okafor', time: '14:30:00', status: 'confirmed' },
      { id: 42, patientId: 8, patientName: 'Aisha Bello', time: '15:15:00', status: 'pending' },
    ],
    total: 2,
  },
  accounts: { items: [{ id: 7, name: 'Dr. Ngozi Eze', email: 'ngozi@clinic.ng' }], total: 1 },
};

/** An answer the test hands over when it wants. */
function deferred() {
  let resolve: (result: ActionResult<Notifications>) => void = () => undefined;
  const promise = new Promise<ActionResult<Notifications>>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

// The panel's code is fetched on first opening (lazy-part.test.tsx tests how): here it is there already.
beforeAll(async () => {
  await notificationsPanel.preload();
});
beforeEach(() => refreshMock.mockReset());

describe('NotificationsBell', () => {
  it('names the count on the button and badges it, with no badge when nothing waits', () => {
    const { rerender } = render(<NotificationsBell initial={BUSY} />);
    expect(bell()).toHaveAccessibleName('Notifications, 3 waiting');
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent('3');

    rerender(<NotificationsBell key="none" initial={NOTHING} />);
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
  });

  it('shows 9+ over nine', () => {
    render(<NotificationsBell initial={{ appointments: { items: [], total: 8 }, accounts: { items: [], total: 4 } }} />);
    expect(bell()).toHaveAccessibleName('Notifications, 9+ waiting (12)');
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent('9+');
  });

  it('refreshes when opened: loading first, then the lists with links, and the new count', async () => {
    const answer = deferred();
    refreshMock.mockReturnValue(answer.promise);
    render(<NotificationsBell initial={NOTHING} />);
    await userEvent.click(bell());

    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading...');
    expect(refreshMock).toHaveBeenCalledWith({});
    answer.resolve({ ok: true, data: BUSY });

    const appointments = await within(dialog).findByRole('region', { name: "Today's next appointments" });
    expect(within(appointments).getByRole('link', { name: /Chinedu Okafor/ })).toHaveAttribute('href', '/doctor/appointment/41');
    expect(within(appointments).getByRole('link', { name: /Chinedu Okafor/ })).toHaveTextContent('14:30Chinedu OkaforConfirmed');
    expect(within(appointments).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/doctor/appointments');
    const accounts = within(dialog).getByRole('region', { name: 'Accounts waiting for approval' });
    expect(accounts).toHaveTextContent('Dr. Ngozi Eze');
    expect(accounts).toHaveTextContent('ngozi@clinic.ng');
    expect(within(accounts).getByRole('link')).toHaveAttribute('href', '/doctor/settings/staff');
    expect(bell()).toHaveAccessibleName('Notifications, 3 waiting');
  });

  it('lists the lab results waiting for review, each opening the chart’s Results with how it stands, and counts them', async () => {
    const withResults: Notifications = {
      ...BUSY,
      labResults: {
        items: [
          { orderId: 45, orderNumber: 'LAB-000045', patientId: 9, patientName: 'Ngozi Eke', severity: 'critical' },
          { orderId: 44, orderNumber: 'LAB-000044', patientId: 7, patientName: 'Chinedu Okafor', severity: 'normal' },
        ],
        total: 6,
      },
    };
    refreshMock.mockResolvedValue({ ok: true, data: withResults });
    render(<NotificationsBell initial={withResults} />);
    expect(bell()).toHaveAccessibleName('Notifications, 9 waiting');
    await userEvent.click(bell());
    const results = await screen.findByRole('region', { name: 'Lab results to review' });
    const links = within(results).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ngozi EkeLAB-000045Critical', '/doctor/patients/9/results'],
      ['Chinedu OkaforLAB-000044Normal', '/doctor/patients/7/results'],
      ['Review on the home screen', '/doctor/dashboard'],
    ]);
    expect(results).toHaveTextContent('6');
  });

  it('lists no accounts for a doctor who is not an administrator', async () => {
    refreshMock.mockResolvedValue({ ok: true, data: { ...BUSY, accounts: null } });
    render(<NotificationsBell initial={BUSY} />);
    await userEvent.click(bell());
    await screen.findByRole('region', { name: "Today's next appointments" });
    expect(screen.queryByRole('region', { name: 'Accounts waiting for approval' })).toBeNull();
    expect(bell()).toHaveAccessibleName('Notifications, 2 waiting');
  });

  it('says so when nothing waits', async () => {
    refreshMock.mockResolvedValue({ ok: true, data: NOTHING });
    render(<NotificationsBell initial={BUSY} />);
    await userEvent.click(bell());
    expect(await screen.findByText(NOTHING_WAITS)).toBeVisible();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
  });

  it("shows the server's refusal or an unreachable server, and Retry reads again", async () => {
    refreshMock.mockResolvedValueOnce({ ok: false, message: 'Your session has ended. Sign in again.' });
    refreshMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    refreshMock.mockResolvedValueOnce({ ok: true, data: BUSY });
    render(<NotificationsBell initial={NOTHING} />);
    await userEvent.click(bell());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended. Sign in again.');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTIFICATIONS_UNREACHABLE);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: "Today's next appointments" })).toBeVisible();
    expect(refreshMock).toHaveBeenCalledTimes(3);
  });

  it('closes on Escape and gives the focus back to the bell', async () => {
    refreshMock.mockResolvedValue({ ok: true, data: BUSY });
    render(<NotificationsBell initial={BUSY} />);
    await userEvent.click(bell());
    await screen.findByRole('region', { name: "Today's next appointments" });
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bell()).toHaveFocus();
  });
});
