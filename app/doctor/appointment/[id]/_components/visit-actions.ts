/**
 * Where a visit's next steps open: the diagnosis test and prescription forms with the patient and this visit
 * chosen, and `returnTo` this page, so that saving comes back here. The forms read these parameters.
 */
export function visitActions(patientId: number, appointmentId: number) {
  const query = new URLSearchParams({ patient: String(patientId), appointment: String(appointmentId), returnTo: `/doctor/appointment/${appointmentId}` });
  return {
    diagnosis: `/doctor/new-diagnosis?${query}`,
    prescription: `/doctor/prescription/create-prescription?${query}`,
  };
}
