/** The route that serves a report's file (app/doctor/reports/attachments/[id]/route.ts). */
export const attachmentUrl = (id: number) => `/doctor/reports/attachments/${id}`;
/** The same file shown in place: an image, or a PDF in the browser's own viewer (the route alone may be framed). */
export const inlineAttachmentUrl = (id: number) => `${attachmentUrl(id)}?disposition=inline`;
