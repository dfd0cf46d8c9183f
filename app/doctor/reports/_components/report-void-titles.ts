// The reports' void questions' titles, shared by each table (which names the question while its code loads) and
// the question itself. The brief gives these dialogs no title; they ask to void, as that is what confirming does.

/** "Void BR-1004?" */
export const caseReportVoidTitle = (report: { caseId: string } | null) => `Void ${report?.caseId ?? 'this report'}?`;

export const INVESTIGATION_VOID_TITLE = 'Void this investigation report?';

export const DOCUMENT_VOID_TITLE = 'Void this operation report?';
