import { lazyPart } from '@/components/ui/lazy-part';

// What the report tables open on demand (views, previews, the edit form, the delete questions): each one's code is
// fetched the first time the doctor opens it, not with the page (a lighter first load).

export const caseReportAlert = lazyPart(() => import('./case-report-details').then((module) => module.CaseReportAlert));
export const caseReportSheet = lazyPart(() => import('./case-report-details').then((module) => module.CaseReportSheet));
export const investigationSheet = lazyPart(() => import('./investigation-sheet').then((module) => module.InvestigationSheet));
export const documentDrawer = lazyPart(() => import('./attachment-viewers').then((module) => module.DocumentDrawer));
export const previewDialog = lazyPart(() => import('./attachment-viewers').then((module) => module.PreviewDialog));
export const editDocumentDialog = lazyPart(() => import('./edit-document-dialog').then((module) => module.EditDocumentDialog));
export const caseReportDeleteDialog = lazyPart(() => import('./report-delete-dialogs').then((module) => module.CaseReportDeleteDialog));
export const investigationDeleteDialog = lazyPart(() => import('./report-delete-dialogs').then((module) => module.InvestigationDeleteDialog));
export const documentDeleteDialog = lazyPart(() => import('./report-delete-dialogs').then((module) => module.DocumentDeleteDialog));
