/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { RESULT_FLAGS } from '@/lib/lab/rules/states';
import { FlagBadge } from './flag-badge';

describe('FlagBadge', () => {
  it.each([
    ['low', 'Low'],
    ['high', 'High'],
    ['critical-low', 'Critical low'],
    ['critical-high', 'Critical high'],
    ['abnormal', 'Abnormal'],
    ['critical', 'Critical'],
    ['normal', 'Normal'],
  ] as const)('says %s in words: %s', (flag, words) => {
    const { container } = render(<FlagBadge flag={flag} />);
    expect(container).toHaveTextContent(words);
    // The icon beside the word is decoration: a screen reader hears the word alone.
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('gives critical flags a look of their own, apart from the merely abnormal', () => {
    const classOf = (flag: (typeof RESULT_FLAGS)[number]) => render(<FlagBadge flag={flag} />).container.firstElementChild!.className;
    expect(classOf('critical-low')).toBe(classOf('critical'));
    expect(classOf('critical-low')).not.toBe(classOf('low'));
    expect(classOf('high')).not.toBe(classOf('normal'));
  });

  it('says nothing for a result without a flag, nor for Normal where only the flagged should stand out', () => {
    expect(render(<FlagBadge flag={null} />).container).toBeEmptyDOMElement();
    expect(render(<FlagBadge flag="normal" hideNormal />).container).toBeEmptyDOMElement();
    expect(render(<FlagBadge flag="low" hideNormal />).container).toHaveTextContent('Low');
  });
});
