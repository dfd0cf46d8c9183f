import { logout } from '@/lib/auth/actions/sign-in';

/** The popup's Logout: a form posting to the logout action, so it works before any script has loaded. */
export function LogoutButton() {
  return (
    <form action={logout} className="flex flex-1">
      <button type="submit" className="flex h-9 flex-1 items-center text-left outline-none focus-visible:underline">
        Logout
      </button>
    </form>
  );
}
