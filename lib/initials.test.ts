import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of the first two words', () => {
    expect(initials('adaeze chioma okafor')).toBe('AC');
  });
  it('copes with one word and extra spaces', () => {
    expect(initials('  Tunde  ')).toBe('T');
  });
  it('is empty for an empty name', () => {
    expect(initials('')).toBe('');
  });
});
