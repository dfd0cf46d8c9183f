import { columnRules } from './column-rules';

describe('columnRules', () => {
  it('states the appointments rules plainly', () => {
    expect(columnRules()).toEqual({ enableSorting: false, enableHiding: false });
    expect(columnRules({ sortable: true })).toEqual({ enableSorting: true, enableHiding: false });
    expect(columnRules({ hideable: true })).toEqual({ enableSorting: false, enableHiding: true });
    expect(columnRules({ sortable: true, hideable: true })).toEqual({ enableSorting: true, enableHiding: true });
  });
});
