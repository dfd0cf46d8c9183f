/**
 * How a medicine is named wherever it is shown or printed (the prescription form's picker, the prescription and
 * its PDF, the chart's current medicines, the Medicines screen's messages): "Amlodipine 5 mg tablet", its name,
 * strength and form; the name alone for one typed in free text, which has neither.
 */
export const medicineLabel = (medicine: { name: string; strength: string | null; form: string | null }): string =>
  [medicine.name, medicine.strength, medicine.form].filter(Boolean).join(' ');
