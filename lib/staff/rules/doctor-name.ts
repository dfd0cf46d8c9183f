/**
 * How a doctor is named on every screen, message and printout: "Dr. Adaeze Nwankwo". Lists that search by it build
 * it in SQL (doctorDisplayName, lib/staff/queries/doctor-name.ts), which must read exactly like this.
 */
export const doctorName = (doctor: { firstName: string; lastName: string }): string => `Dr. ${doctor.firstName} ${doctor.lastName}`.trim();
