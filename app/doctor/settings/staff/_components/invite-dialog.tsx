'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField, fieldA11y } from '@/components/forms/form-field';
import { SelectField } from '@/components/forms/select-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { inviteColleague } from '@/lib/staff/actions/staff';
import { invitationSchema, type InvitationInput, type InvitationValues } from '@/lib/staff/schema/invitation';
import { ROLE_LABELS } from './staff-labels';

const ROLE_OPTIONS = [
  { value: 'doctor', label: ROLE_LABELS.doctor },
  { value: 'lab-scientist', label: ROLE_LABELS['lab-scientist'] },
  { value: 'administrator', label: ROLE_LABELS.administrator },
];
const EMPTY: InvitationInput = { email: '', role: 'doctor' };

export interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Invite a colleague": an email and the role the account will have. The server mails a single-use link that works
 * for 7 days; fetched when first wanted (invite-button.tsx), not with the Staff screen.
 */
export function InviteDialog({ open, onOpenChange }: InviteDialogProps) {
  const form = useForm<InvitationInput, unknown, InvitationValues>({ resolver: zodResolver(invitationSchema), defaultValues: EMPTY });
  const { formError, setFormError, submit, whenSubmitted } = useFormSubmit(form.setError);
  const emailError = form.formState.errors.email?.message;

  function changeOpen(next: boolean) {
    onOpenChange(next);
    if (!next) {
      form.reset(EMPTY);
      setFormError(null);
    }
  }

  async function onSubmit(values: InvitationValues) {
    await submit(
      () => inviteColleague(values),
      (sent) => {
        toast.success(`Invitation sent to ${sent.email}${sent.replaced ? ' (the earlier link no longer works)' : ''}. Its link works once, for 7 days.`);
        changeOpen(false);
      },
    );
  }

  const sending = form.formState.isSubmitting;
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Invite a colleague</DialogTitle>
          <DialogDescription>
            A link is mailed to them: it works once, for 7 days. Opening it, they choose their name and password, and their account is active at once
            with the role you choose here.
          </DialogDescription>
        </DialogHeader>
        <form method="post" noValidate onSubmit={whenSubmitted(form.handleSubmit(onSubmit))} className="grid gap-4">
          <FormAlert message={formError} />
          <FormField id="invite-email" label="Email" error={emailError}>
            <Input type="email" autoComplete="off" {...fieldA11y('invite-email', emailError)} {...form.register('email')} />
          </FormField>
          <SelectField control={form.control} name="role" id="invite-role" label="Role" options={ROLE_OPTIONS} />
          <DialogFormFooter saving={sending} label="Send invitation" busyLabel="Sending..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}
