export * from './client';
export { HospitalApiError, isHospitalApiError, type HospitalApiErrorKind } from './errors';
export type * from './contract';
