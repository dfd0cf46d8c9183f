import '@testing-library/jest-dom';

// jsdom lays nothing out and has no ResizeObserver, which Radix's poppers (a menu, a select, cmdk's list) create as
// they open: a stand-in that observes nothing, for every jsdom suite.
if (typeof window !== 'undefined') {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
