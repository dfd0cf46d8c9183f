/**
 * The landing header's and footer's links. The prototype left them empty; here Services, About and Contact
 * scroll to sections of the landing page and Register opens the signup form.
 */
export const LANDING_LINKS = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/#services' },
  { label: 'About', href: '/#about' },
  { label: 'Contact', href: '/#contact' },
  { label: 'Register', href: '/signup' },
] as const;
