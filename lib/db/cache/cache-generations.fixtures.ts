// What both cache-generation suites write: patients whose names and phones never repeat within one database.

/** A maker of new patients, each with a name and phone of its own. */
export function newPatients() {
  let registered = 0;
  return () => {
    registered += 1;
    return { firstName: 'Gen', lastName: `Eration${registered}`, gender: 'female' as const, dateOfBirth: '1990-01-01', phone: `+23480900${String(registered).padStart(5, '0')}` };
  };
}
