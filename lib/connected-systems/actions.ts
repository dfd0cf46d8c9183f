'use server';

import { revalidatePath } from 'next/cache';
import { getConnectedSystemName } from '@/lib/connected-systems/queries';
import { connectedSystemEnabledSchema, connectedSystemIdSchema, connectedSystemSchema } from '@/lib/connected-systems/schema';
import { deleteConnectedSystem, registerConnectedSystem, setConnectedSystemEnabled, type RegisteredSystem } from '@/lib/connected-systems/writes';
import { doctorAction } from '@/lib/server-actions/doctor-action';
import { fail, ok } from '@/lib/server-actions/result';

const CONNECTED_SYSTEMS_PATH = '/doctor/settings/connected-systems';

/** Said when the system was deleted (by another administrator) since the screen was drawn. */
const NO_SUCH_SYSTEM = 'This connected system no longer exists.';

/** A system after a change: its name, for the screen's message and the audit line. */
export interface SystemChanged {
  name: string;
}

const stateWord = (enabled: boolean) => (enabled ? 'enabled' : 'disabled');

/**
 * "Connect a system": registers a hospital system with the public keys it signs with and the scopes it may be given,
 * enabled at once. Answers its client id, which the administrator passes to the system's vendor. The audit line
 * names the system; never its keys.
 */
export const registerSystem = doctorAction(
  connectedSystemSchema,
  async (values, { db, doctor }) => {
    const system = await registerConnectedSystem(db, values, doctor.id);
    revalidatePath(CONNECTED_SYSTEMS_PATH);
    return ok<RegisteredSystem>(system);
  },
  { role: 'administrator', audit: { entity: 'connected-system', action: 'create', entityId: (_, system) => system?.id, detail: (input) => input.name } },
);

/** Enables or disables a system: disabled, its tokens stop working at its next request and it gets no new one. */
export const setSystemEnabled = doctorAction(
  connectedSystemEnabledSchema,
  async ({ id, enabled }, { db }) => {
    const name = await getConnectedSystemName(db, id);
    if (name === undefined || !(await setConnectedSystemEnabled(db, id, enabled))) return fail(NO_SUCH_SYSTEM);
    revalidatePath(CONNECTED_SYSTEMS_PATH);
    return ok<SystemChanged>({ name });
  },
  {
    role: 'administrator',
    audit: {
      entity: 'connected-system',
      action: 'update',
      entityId: (input) => input.id,
      detail: (input, system) => (system ? `${system.name}: ${stateWord(input.enabled)}` : stateWord(input.enabled)),
    },
  },
);

/** Deletes a system with its tokens: they stop working at once. The audit trail keeps its name and what it did. */
export const deleteSystem = doctorAction(
  connectedSystemIdSchema,
  async ({ id }, { db }) => {
    // Read first: once deleted, only the audit line still names it.
    const name = await getConnectedSystemName(db, id);
    if (name === undefined) return fail(NO_SUCH_SYSTEM);
    const result = await deleteConnectedSystem(db, id);
    if (result === 'recorded') return fail(`${name} recorded drug allergies in patients' records and stays their recorder: disable it instead.`);
    if (result === 'not-found') return fail(NO_SUCH_SYSTEM);
    revalidatePath(CONNECTED_SYSTEMS_PATH);
    return ok<SystemChanged>({ name });
  },
  { role: 'administrator', audit: { entity: 'connected-system', action: 'delete', entityId: (input) => input.id, detail: (_, system) => system?.name } },
);
