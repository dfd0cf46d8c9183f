'use server';

import { revalidatePath } from 'next/cache';
import { labTestIdSchema, labTestSchema } from '@/lib/lab/catalogue-schema';
import { addLabTest as writeLabTest, setLabTestRetired, type ExistingLabTest } from '@/lib/lab/writes/catalogue';
import { doctorAction } from '@/lib/server-actions/doctor-action';
import { fail, ok } from '@/lib/server-actions/result';

const LAB_TESTS_PATH = '/doctor/settings/lab-tests';

/** What the administrator reads when the test is already in the catalogue (restoring a retired one is what they want). */
const duplicateTestMessage = (existing: ExistingLabTest) =>
  existing.retired
    ? `${existing.name} (${existing.specimen}) is already in the catalogue, retired: restore it instead.`
    : `${existing.name} (${existing.specimen}) is already in the catalogue.`;

/** What retiring or restoring a test that is not there says. */
const NO_SUCH_TEST = 'This test is no longer in the catalogue.';

/**
 * An administrator adds a test to the laboratory's catalogue; anyone else is refused and nothing is written. A test of
 * the same name and specimen is refused, said under the name. Audited, refusals too.
 */
export const addLabTest = doctorAction(
  labTestSchema,
  async (input, { db, doctor }) => {
    const result = await writeLabTest(db, doctor, input);
    if (!result.ok) {
      const message = duplicateTestMessage(result.existing);
      return fail(message, { name: message });
    }
    revalidatePath(LAB_TESTS_PATH);
    return ok(result.test);
  },
  {
    role: 'administrator',
    audit: {
      entity: 'lab-test',
      action: 'create',
      entityId: (_, test) => test?.id,
      detail: (input) => `${input.name} (${input.specimen}), LOINC ${input.loinc}`,
    },
  },
);

/** The one action behind Retire and Restore: the same audit line but for what it did. */
const retiredAction = (retired: boolean) =>
  doctorAction(
    labTestIdSchema,
    async ({ id }, { db }) => {
      const result = await setLabTestRetired(db, id, retired);
      if (!result.ok) return fail(NO_SUCH_TEST);
      revalidatePath(LAB_TESTS_PATH);
      return ok(result.test);
    },
    {
      role: 'administrator',
      audit: {
        entity: 'lab-test',
        action: 'update',
        entityId: (input) => input.id,
        detail: (_, test) => (test ? `${test.name}: ${retired ? 'retired' : 'restored'}` : retired ? 'retired' : 'restored'),
      },
    },
  );

/** Retires a test: no longer offered for ordering; the orders and results that name it keep it. Administrators only. */
export const retireLabTest = retiredAction(true);

/** Offers a retired test for ordering again. Administrators only. */
export const restoreLabTest = retiredAction(false);
