'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField, errorId, fieldA11y } from '@/components/forms/form-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { registerSystem } from '@/lib/connected-systems/actions';
import { connectedSystemSchema, type ConnectedSystemInput, type ConnectedSystemValues } from '@/lib/connected-systems/schema';
import type { RegisteredSystem } from '@/lib/connected-systems/writes';

/** What a new system may do unless the administrator says otherwise: read and search every resource type. */
const DEFAULT_SCOPES = 'system/*.rs';
const EMPTY: ConnectedSystemInput = { name: '', jwks: '', scopes: DEFAULT_SCOPES };

const hintId = (id: string) => `${id}-hint`;

/** The accessibility attributes of an input with a hint under it, and its error while there is one. */
function hintedA11y(id: string, error: string | undefined) {
  return { ...fieldA11y(id, error), 'aria-describedby': [hintId(id), error ? errorId(id) : null].filter(Boolean).join(' ') };
}

function Hint({ id, children }: { id: string; children: string }) {
  return (
    <p id={hintId(id)} className="text-xs text-muted-foreground">
      {children}
    </p>
  );
}

/** The form of "Connect a system": a name, the public keys the system signs with, and the scopes it may be given. */
export function ConnectForm({ onConnected }: { onConnected: (system: RegisteredSystem) => void }) {
  const form = useForm<ConnectedSystemInput, unknown, ConnectedSystemValues>({ resolver: zodResolver(connectedSystemSchema), defaultValues: EMPTY });
  const { formError, submit, whenSubmitted } = useFormSubmit(form.setError);
  const { errors, isSubmitting } = form.formState;

  async function onSubmit() {
    // The server parses the text as typed with the same schema: the checked values hold the keys as an object,
    // which its JWKS field (pasted text) would refuse.
    const typed = form.getValues();
    await submit(
      () => registerSystem(typed),
      (system) => {
        toast.success(`${system.name} is connected`);
        onConnected(system);
      },
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Connect a system</DialogTitle>
        <DialogDescription>
          The system proves who it is with its own private key: paste the public keys its vendor gives you. It gets at most the scopes you choose here.
        </DialogDescription>
      </DialogHeader>
      <form method="post" noValidate onSubmit={whenSubmitted(form.handleSubmit(onSubmit))} className="grid min-w-0 gap-4">
        <FormAlert message={formError} />
        <FormField id="system-name" label="Name" error={errors.name?.message}>
          <Input type="text" autoComplete="off" {...fieldA11y('system-name', errors.name?.message)} {...form.register('name')} />
        </FormField>
        <FormField id="system-jwks" label="JWKS" error={errors.jwks?.message}>
          <Textarea
            rows={6}
            spellCheck={false}
            autoComplete="off"
            className="max-h-60 font-mono text-xs break-all"
            {...hintedA11y('system-jwks', errors.jwks?.message)}
            {...form.register('jwks')}
          />
          <Hint id="system-jwks">Paste the public keys (JWKS) the system signs with</Hint>
        </FormField>
        <FormField id="system-scopes" label="Scopes" error={errors.scopes?.message}>
          <Input type="text" autoComplete="off" spellCheck={false} className="font-mono" {...hintedA11y('system-scopes', errors.scopes?.message)} {...form.register('scopes')} />
          <Hint id="system-scopes">Separated by spaces: system/Patient.rs, system/Observation.cruds, system/*.read…</Hint>
        </FormField>
        <DialogFormFooter saving={isSubmitting} label="Connect" busyLabel="Connecting..." />
      </form>
    </>
  );
}
