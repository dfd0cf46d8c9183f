import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('shows a window around the current page with gaps', () => {
    expect(pageWindow(50, 1000)).toEqual([1, 'gap', 48, 49, 50, 51, 52, 'gap', 1000]);
  });
  it('fills a gap of one page with the page itself', () => {
    expect(pageWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 10]);
  });
  it('keeps the window inside the pages at the ends', () => {
    expect(pageWindow(1, 8)).toEqual([1, 2, 3, 'gap', 8]);
    expect(pageWindow(8, 8)).toEqual([1, 'gap', 6, 7, 8]);
  });
  it('is empty without pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
