import Link from '@/components/ui/link';
import { Clock, MapPin, Phone } from 'lucide-react';
import { Logo } from '@/components/layout/logo';
import { COPYRIGHT_YEAR, OPENING_HOURS, YEARS_OF_EXPERIENCE } from '@/lib/constants';
import { landingLinks } from './landing-links';

export function SiteFooter({ phone, signupOpen }: { phone: string; signupOpen: boolean }) {
  return (
    <footer id="contact" className="scroll-mt-16 border-t bg-secondary">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-muted-foreground">
            <strong className="text-foreground">{YEARS_OF_EXPERIENCE} years</strong> of experience
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="mb-3 text-sm font-semibold">Links</h2>
          <ul className="space-y-2 text-sm">
            {landingLinks(signupOpen).map((link) => (
              <li key={link.label}>
                <Link href={link.href} className="hover:text-primary">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-semibold">Contact</h2>
          <ul className="space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <Phone className="size-4" aria-hidden="true" />
              <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} data-testid="footer-phone">
                {phone}
              </a>
            </li>
            <li className="flex items-center gap-2" data-testid="footer-hours">
              <Clock className="size-4" aria-hidden="true" />
              {OPENING_HOURS.from} to {OPENING_HOURS.to}
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="size-4" aria-hidden="true" />
              Rivers State, Nigeria
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">
        © {COPYRIGHT_YEAR} HMS · Hospital Management System. All rights reserved.
      </p>
    </footer>
  );
}
