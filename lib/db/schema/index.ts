// The whole database schema. drizzle-kit reads this file (drizzle.config.ts); the app imports `@/lib/db/schema`.
export * from './enums';
export * from './doctors';
export * from './two-factor';
export * from './patients';
export * from './appointments';
export * from './transactions';
export * from './reports';
export * from './diagnosis';
export * from './medicines';
export * from './allergies';
export * from './prescriptions';
export * from './observations';
export * from './schedules';
export * from './relations';
export * from './audit';
export * from './reminders';
export * from './cache-generations';
