'use client';

import Link from '@/components/ui/link';
import { useState } from 'react';
import { Menu } from 'lucide-react';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { landingLinks } from './landing-links';

/**
 * Below md the header has no room for its links: a menu button opens them in a panel. Radix gives Escape,
 * the focus trap and the focus's return to the button.
 */
export function LandingMenu({ signupOpen }: { signupOpen: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger
        aria-label="Open menu"
        className="grid size-9 place-items-center rounded-md outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring md:hidden"
      >
        <Menu className="size-5" aria-hidden="true" />
      </SheetTrigger>
      <SheetContent side="right" className="w-64 p-4 pt-12">
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Go to a part of the site</SheetDescription>
        <nav aria-label="Site menu">
          <ul className="flex flex-col gap-1 text-sm font-medium">
            {landingLinks(signupOpen).map((link) => (
              <li key={link.label}>
                <Link
                  href={link.href}
                  onClick={() => setOpen(false)}
                  className="block rounded-md px-3 py-2 outline-none hover:bg-accent hover:text-primary focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
