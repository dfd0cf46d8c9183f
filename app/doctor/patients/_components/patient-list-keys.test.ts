import { parseTableParams } from '@/lib/lists/table-params';
import { tableParamKeys } from '@/lib/lists/table-url';
import { REPORTS_PAGE_KEY, REPORTS_PREFIX, viewDetailsId } from './patient-list-keys';

describe('the patient list keys', () => {
  it('resets the very key the page reads the reports page from', () => {
    expect(REPORTS_PAGE_KEY).toBe(tableParamKeys(REPORTS_PREFIX).page);
    expect(parseTableParams({ [REPORTS_PAGE_KEY]: '3' }, { pageSize: 10, sorts: [], prefix: REPORTS_PREFIX }).page).toBe(3);
  });

  it('names a View Details button as the benchmark finds it (id="view-details-{id}")', () => {
    expect(viewDetailsId(42)).toBe('view-details-42');
  });
});
