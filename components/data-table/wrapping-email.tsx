/**
 * An email in a table cell that wraps rather than widen the table: after its "@" first, and anywhere in a part
 * too long for the column, which keeps room for about twenty letters. A table as wide as the screen beside the
 * sidebar never scrolls sideways for a long address.
 */
export function WrappingEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  return (
    <span className="block min-w-36 whitespace-normal [overflow-wrap:anywhere]">
      {at < 0 ? email : <>{email.slice(0, at + 1)}<wbr />{email.slice(at + 1)}</>}
    </span>
  );
}
