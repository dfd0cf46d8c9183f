/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WorklistTabs } from './worklist-tabs';

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({
  useRouter: () => mockRouter,
  usePathname: () => '/doctor/lab',
  useSearchParams: () => new URLSearchParams('list=to-collect&page=3'),
}));

const COUNTS = { ordered: 12, collected: 1, resulted: 0, released: 10_001 };

describe('WorklistTabs', () => {
  it('names each list with how many orders it holds, Released only so far', () => {
    render(
      <WorklistTabs list="ordered" counts={COUNTS} countCap={10_000}>
        <p>the list</p>
      </WorklistTabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Worklists' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'To collect12, 12 orders',
      'In progress1, 1 order',
      'To verify0, 0 orders',
      'Released10,000+, more than 10,000 orders',
    ]);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('To collect');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('the list');
  });

  it('opens another list at its first page, through the URL', async () => {
    render(
      <WorklistTabs list="ordered" counts={COUNTS} countCap={10_000}>
        <p>the list</p>
      </WorklistTabs>,
    );
    await userEvent.setup().click(screen.getByRole('tab', { name: /^To verify/ }));
    expect(mockRouter.replace).toHaveBeenCalledWith('/doctor/lab?list=to-verify', { scroll: false });
  });

  it('shows no counts when the worklist could not be read', () => {
    render(
      <WorklistTabs list="released" counts={null} countCap={10_000}>
        <p>the error</p>
      </WorklistTabs>,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['To collect', 'In progress', 'To verify', 'Released']);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Released');
  });
});
