/**
 * A PDF download: `attachment` so that the browser saves it under `fileName` (the name is ours, made of safe
 * characters only), and `no-store` because it carries patient data that no cache should keep.
 */
export function pdfResponse(bytes: Uint8Array, fileName: string): Response {
  return new Response(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
