import Link from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/layout/logo';
import { landingLinks } from './landing-links';
import { LandingMenu } from './landing-menu';

export function SiteHeader({ signupOpen }: { signupOpen: boolean }) {
  return (
    <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 md:gap-6">
        <Link href="/" aria-label="HMS home" className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <Logo />
        </Link>
        <nav aria-label="Site" className="hidden flex-1 md:block">
          <ul className="flex items-center gap-6 text-sm font-medium">
            {landingLinks(signupOpen).map((link) => (
              <li key={link.label}>
                <Link href={link.href} className="rounded-sm outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Button asChild className="ml-auto md:ml-0">
          <Link href="/login">Get Started</Link>
        </Button>
        <LandingMenu signupOpen={signupOpen} />
      </div>
    </header>
  );
}
