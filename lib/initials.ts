/** Up to two initials from a name, for avatar fallbacks: "Adaeze Okafor" gives "AO". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}
