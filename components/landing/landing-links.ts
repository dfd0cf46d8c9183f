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

/** The links to show: without signup (SIGNUP_MODE=closed) there is nothing to register at. */
export const landingLinks = (signupOpen: boolean) => LANDING_LINKS.filter((link) => signupOpen || link.href !== '/signup');
