import { Archive, Ban, Pencil, RotateCcw, type LucideIcon } from 'lucide-react';

// How the screen's lists draw their rows' buttons, given once rather than on every button: a list's rows repeat the
// same buttons, and the shared Button's classes and each drawn icon, copied into every one, made most of the page.

/** A list's buttons with the look of a small outline Button, styled from the list (its class, beside its own). */
export const ROW_BUTTONS_LOOK = [
  '[&_button]:inline-flex [&_button]:h-8 [&_button]:shrink-0 [&_button]:items-center [&_button]:gap-1.5 [&_button]:rounded-md [&_button]:border [&_button]:border-input [&_button]:bg-background [&_button]:px-2.5 [&_button]:text-sm [&_button]:font-medium [&_button]:whitespace-nowrap [&_button]:shadow-xs [&_button]:outline-none [&_button]:transition-all',
  '[&_button]:hover:bg-accent [&_button]:hover:text-accent-foreground [&_button]:focus-visible:border-ring [&_button]:focus-visible:ring-[3px] [&_button]:focus-visible:ring-ring/50 [&_button]:disabled:pointer-events-none [&_button]:disabled:opacity-50',
  '[&_button_svg]:pointer-events-none [&_button_svg]:size-4 [&_button_svg]:shrink-0',
].join(' ');

const ICONS = { change: Pencil, 'out-of-service': Ban, 'back-in-service': RotateCcw, retire: Archive } as const satisfies Record<string, LucideIcon>;
type RowIconName = keyof typeof ICONS;

const iconId = (icon: RowIconName) => `wards-admin-icon-${icon}`;

/** The rows' icons, drawn once in the page for every button to show by reference. */
export function RowIcons() {
  return (
    <svg aria-hidden="true" className="hidden">
      {(Object.entries(ICONS) as Array<[RowIconName, LucideIcon]>).map(([icon, Icon]) => (
        <symbol key={icon} id={iconId(icon)} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

/** A row button's icon: a reference to its drawing (RowIcons), hidden from screen readers (the button's words name it). */
export function RowIcon({ icon }: { icon: RowIconName }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <use href={`#${iconId(icon)}`} />
    </svg>
  );
}
