/**
 * An email in a table cell that wraps rather than widen the table: anywhere in it when it is longer than the
 * column, which keeps room for about twenty letters. A table as wide as the screen beside the sidebar never
 * scrolls sideways for a long address. (No break hint of our own: an element inside the address would split
 * its accessible name, and a zero-width space would go with a copied address.)
 */
export function WrappingEmail({ email }: { email: string }) {
  return <span className="block min-w-36 whitespace-normal [overflow-wrap:anywhere]">{email}</span>;
}
