import { relations } from 'drizzle-orm';
import { appointments } from './appointments';
import { diagnosisCategories, diagnosisTestProperties, diagnosisTests } from './diagnosis';
import { doctors, passwordResetTokens, sessions } from './doctors';
import { medicalReports, patients } from './patients';
import { prescriptionMedicines, prescriptions } from './prescriptions';
import { attachments, documents, investigations } from './reports';
import { scheduleDays, schedules } from './schedules';
import { transactionItems, transactions } from './transactions';

// For `db.query.<table>.findMany({ with: … })`; the foreign keys themselves live on the tables.

export const doctorsRelations = relations(doctors, ({ many, one }) => ({
  sessions: many(sessions),
  passwordResetTokens: many(passwordResetTokens),
  prescriptions: many(prescriptions),
  diagnosisTests: many(diagnosisTests),
  schedule: one(schedules),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  doctor: one(doctors, { fields: [sessions.doctorId], references: [doctors.id] }),
}));

export const passwordResetTokensRelations = relations(passwordResetTokens, ({ one }) => ({
  doctor: one(doctors, { fields: [passwordResetTokens.doctorId], references: [doctors.id] }),
}));

export const patientsRelations = relations(patients, ({ many }) => ({
  medicalReports: many(medicalReports),
  appointments: many(appointments),
  transactions: many(transactions),
  prescriptions: many(prescriptions),
  diagnosisTests: many(diagnosisTests),
}));

export const medicalReportsRelations = relations(medicalReports, ({ one }) => ({
  patient: one(patients, { fields: [medicalReports.patientId], references: [patients.id] }),
}));

export const appointmentsRelations = relations(appointments, ({ one, many }) => ({
  patient: one(patients, { fields: [appointments.patientId], references: [patients.id] }),
  transactions: many(transactions),
}));

export const transactionsRelations = relations(transactions, ({ one, many }) => ({
  patient: one(patients, { fields: [transactions.patientId], references: [patients.id] }),
  appointment: one(appointments, { fields: [transactions.appointmentId], references: [appointments.id] }),
  items: many(transactionItems),
}));

export const transactionItemsRelations = relations(transactionItems, ({ one }) => ({
  transaction: one(transactions, { fields: [transactionItems.transactionId], references: [transactions.id] }),
}));

export const investigationsRelations = relations(investigations, ({ one }) => ({
  attachment: one(attachments, { fields: [investigations.attachmentId], references: [attachments.id] }),
}));

export const documentsRelations = relations(documents, ({ one }) => ({
  attachment: one(attachments, { fields: [documents.attachmentId], references: [attachments.id] }),
}));

export const diagnosisCategoriesRelations = relations(diagnosisCategories, ({ many }) => ({
  tests: many(diagnosisTests),
}));

export const diagnosisTestsRelations = relations(diagnosisTests, ({ one, many }) => ({
  patient: one(patients, { fields: [diagnosisTests.patientId], references: [patients.id] }),
  doctor: one(doctors, { fields: [diagnosisTests.doctorId], references: [doctors.id] }),
  category: one(diagnosisCategories, { fields: [diagnosisTests.categoryId], references: [diagnosisCategories.id] }),
  properties: many(diagnosisTestProperties),
}));

export const diagnosisTestPropertiesRelations = relations(diagnosisTestProperties, ({ one }) => ({
  test: one(diagnosisTests, { fields: [diagnosisTestProperties.testId], references: [diagnosisTests.id] }),
}));

export const prescriptionsRelations = relations(prescriptions, ({ one, many }) => ({
  patient: one(patients, { fields: [prescriptions.patientId], references: [patients.id] }),
  doctor: one(doctors, { fields: [prescriptions.doctorId], references: [doctors.id] }),
  medicines: many(prescriptionMedicines),
}));

export const prescriptionMedicinesRelations = relations(prescriptionMedicines, ({ one }) => ({
  prescription: one(prescriptions, { fields: [prescriptionMedicines.prescriptionId], references: [prescriptions.id] }),
}));

export const schedulesRelations = relations(schedules, ({ one, many }) => ({
  doctor: one(doctors, { fields: [schedules.doctorId], references: [doctors.id] }),
  days: many(scheduleDays),
}));

export const scheduleDaysRelations = relations(scheduleDays, ({ one }) => ({
  schedule: one(schedules, { fields: [scheduleDays.scheduleId], references: [schedules.id] }),
}));
