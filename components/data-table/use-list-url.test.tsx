/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { useListUrl } from './use-list-url';

const mockReplace = jest.fn();
let mockQuery = 'search=ad';
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: mockReplace, push: mockReplace }),
  usePathname: () => '/doctor/patients',
  useSearchParams: () => new URLSearchParams(mockQuery),
}));

type SetParams = ReturnType<typeof useListUrl>['setParams'];

/** Two controls of one list, each with its own hook, as the patients' search box and side sheet are. */
function renderTwoControls() {
  const controls: { first?: SetParams; second?: SetParams } = {};
  function First() {
    controls.first = useListUrl().setParams;
    return null;
  }
  function Second() {
    controls.second = useListUrl().setParams;
    return null;
  }
  const page = () => (
    <>
      <First />
      <Second />
    </>
  );
  const { rerender } = render(page());
  /** The server's answer to a navigation: the URL is now `query`. */
  const lands = (query: string) => {
    mockQuery = query;
    rerender(page());
  };
  return { first: (changes: Record<string, string | null>) => act(() => controls.first!(changes)), second: (changes: Record<string, string | null>) => act(() => controls.second!(changes)), lands };
}

const lastAddress = () => mockReplace.mock.lastCall?.[0];

beforeEach(() => {
  jest.clearAllMocks();
  mockQuery = 'search=ad';
});

describe('useListUrl', () => {
  it('changes only the keys it is given and keeps the rest of the URL', async () => {
    const { first } = renderTwoControls();
    await first({ page: '2' });
    expect(lastAddress()).toBe('/doctor/patients?search=ad&page=2');
    await first({ search: null });
    // The page change has not landed: removing the search keeps it.
    expect(lastAddress()).toBe('/doctor/patients?page=2');
  });

  it('builds a change made before the last one has landed on that one, so that neither undoes the other', async () => {
    const { first, second } = renderTwoControls();
    await first({ search: 'obi', page: null });
    await second({ patient: '8' });
    expect(lastAddress()).toBe('/doctor/patients?search=obi&patient=8');
  });

  it('builds on the URL itself once a change has landed, also when Back returns to where it was asked from', async () => {
    const { first, second, lands } = renderTwoControls();
    await first({ patient: '8' });
    lands('search=ad&patient=8');
    // Back: the address the change was asked from, with nothing asked since.
    lands('search=ad');
    await second({ page: '3' });
    expect(lastAddress()).toBe('/doctor/patients?search=ad&page=3');
  });
});
