import { renderToStaticMarkup } from 'react-dom/server';
import { Photo } from './photo';

describe('Photo', () => {
  it('draws the picture in the server HTML, without the initials behind it', () => {
    const html = renderToStaticMarkup(<Photo src="/avatars/patient-f-01.svg" alt="Photo of Kemi Adeyemi" fallback="KA" priority />);
    expect(html).toContain('<img src="/avatars/patient-f-01.svg" alt="Photo of Kemi Adeyemi"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('KA');
  });

  it('shows the initials, hidden from screen readers, when there is no picture', () => {
    const html = renderToStaticMarkup(<Photo fallback="KA" />);
    expect(html).not.toContain('<img');
    expect(html).toContain('<span aria-hidden="true">KA</span>');
  });
});
