'use client';

import { CredentialsForm } from '@/components/auth/credentials-form';
import { setUpAdministrator } from '@/lib/auth/actions/setup';
import { signupSchema } from '@/lib/auth/schema/credentials';

/** The signup form's fields and rules; the account it makes is the clinic's administrator. */
export function SetupForm() {
  return <CredentialsForm schema={signupSchema} submit={setUpAdministrator} submitLabel="Create administrator" passwordAutoComplete="new-password" />;
}
