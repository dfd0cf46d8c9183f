import Link from '@/components/ui/link';
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';

type ButtonLook = Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'className'>;

interface LinkButtonProps extends ButtonLook {
  href: string;
  /** Drawn before the label and hidden from screen readers: the label says it all. */
  icon?: LucideIcon;
  children: ReactNode;
}

/** A link inside the app that looks like a button, with an optional icon before its label. */
export function LinkButton({ href, icon: Icon, children, ...look }: LinkButtonProps) {
  return (
    <Button asChild {...look}>
      <Link href={href}>
        {Icon ? <Icon aria-hidden="true" /> : null}
        {children}
      </Link>
    </Button>
  );
}
