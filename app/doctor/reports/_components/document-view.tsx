'use client';

import { Download, ExternalLink, FileWarning, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { attachmentUrl, inlineAttachmentUrl } from './attachment-links';
import type { PreviewState } from './use-attachment-preview';

const KB = 1024;
const formatSize = (bytes: number) => (bytes < KB * KB ? `${Math.max(1, Math.round(bytes / KB))} KB` : `${(bytes / KB / KB).toFixed(1)} MB`);

interface DocumentViewProps {
  state: PreviewState;
  /** Where the file is shown, e.g. "Document" or "Preview": with the file's name, it names the PDF's frame. */
  context: string;
}

/**
 * A file shown in the page: a PDF in the browser's own viewer (a frame of the attachment route, the one path
 * the app may frame), a CSV as a table, an image as itself.
 */
export function DocumentView({ state, context }: DocumentViewProps) {
  if (state.status === 'idle') return null;
  if (state.status === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 p-6 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        Loading the document...
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <p role="alert" className="p-6 text-sm text-destructive">
        {state.message}
      </p>
    );
  }
  const { attachment } = state;
  const { preview } = attachment;
  return (
    <div className="space-y-4" data-testid="document-view">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 truncate text-sm font-medium">
          {attachment.fileName} <span className="text-muted-foreground">· {formatSize(attachment.size)}</span>
        </p>
        <div className="flex gap-2">
          {preview.kind === 'pdf' ? (
            // A browser with no viewer for framed PDFs (most phones) still opens the file in a tab of its own.
            <Button asChild size="sm" variant="outline">
              <a href={inlineAttachmentUrl(attachment.id)} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Open in a new tab
              </a>
            </Button>
          ) : null}
          <Button asChild size="sm">
            <a href={attachmentUrl(attachment.id)} download={attachment.fileName}>
              <Download aria-hidden="true" />
              Download
            </a>
          </Button>
        </div>
      </div>
      {preview.kind === 'pdf' ? (
        <iframe src={inlineAttachmentUrl(attachment.id)} title={`${context}: ${attachment.fileName}`} className="h-[70svh] w-full rounded-md border bg-white" />
      ) : null}
      {preview.kind === 'table' ? (
        <div className="overflow-x-auto rounded-md border">
          <table aria-label={attachment.fileName} className="w-full text-sm">
            <thead className="bg-muted">
              <tr>{preview.rows[0].map((cell, index) => <th key={index} className="px-3 py-2 text-left font-medium">{cell}</th>)}</tr>
            </thead>
            <tbody>
              {preview.rows.slice(1).map((row, rowIndex) => (
                <tr key={rowIndex} className="border-t">
                  {row.map((cell, index) => <td key={index} className="px-3 py-2">{cell}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {preview.kind === 'image' ? (
        // eslint-disable-next-line @next/next/no-img-element -- a private, session-checked file: nothing for the image optimiser to do
        <img src={inlineAttachmentUrl(attachment.id)} alt={attachment.fileName} className="mx-auto max-h-[70svh] rounded-md border" />
      ) : null}
      {preview.kind === 'none' ? (
        <p className="flex items-center gap-2 rounded-md border p-6 text-sm text-muted-foreground">
          <FileWarning className="size-5" aria-hidden="true" />
          This file cannot be shown here. Download it to open it.
        </p>
      ) : null}
    </div>
  );
}
