// The demo's sample data and the bulk-data generator.
export { SAMPLE_PATIENT_NAMES } from './people';
export { DEMO_DOCTOR, DEMO_DOCTOR_EMAIL, DEMO_DOCTOR_PASSWORD, DEMO_DOCTOR_DISPLAY_NAME } from './doctor';
export { DIAGNOSIS_CATEGORIES } from './diagnosis-categories';
export { DEMO_LAB_EMAIL, DEMO_LAB2_EMAIL, DEMO_LAB_PASSWORD } from './lab';
export { isDatabaseEmpty, seedBaseData, BASE_PATIENT_COUNT } from './seed';
export { seedBulkPatients, type BulkSeedResult } from './bulk';
