// What the invitation page and its form say when a link cannot make an account: no zod, no database, so that the
// page (on the server) and the form's refusal (from the action) say it in the same words.

/** Why an invitation link opens nothing: revoked, used, past its time, unknown, or its email taken since. */
export type InvitationClosedReason = 'revoked' | 'used' | 'expired' | 'unknown' | 'account-exists';

export function invitationClosedMessage(reason: InvitationClosedReason): string {
  switch (reason) {
    case 'used':
      return 'This invitation has been used already. Sign in with its email and the password chosen then.';
    case 'expired':
      return 'This invitation has expired. Ask an administrator of the clinic to invite you again.';
    case 'revoked':
      return 'This invitation was revoked. Ask an administrator of the clinic for a new one.';
    case 'account-exists':
      return 'An account with this email exists already. Sign in, or choose a new password with Forgot password.';
    default:
      return 'This invitation link is not valid. Check that the whole link was opened, or ask for a new one.';
  }
}

/** The role an invitation gives, as its mail and its page say it ("as a lab scientist"). */
export function asRole(role: 'administrator' | 'doctor' | 'lab-scientist'): string {
  if (role === 'administrator') return 'an administrator';
  return role === 'lab-scientist' ? 'a lab scientist' : 'a doctor';
}
