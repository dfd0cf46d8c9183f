// Sending a record file to POST /fhir/$import-record from the browser, with the session: XMLHttpRequest, because it
// alone reports how much of a large file has gone (fetch does not report an upload's progress).

/** What the server answered: the patient's id and the lines of its OperationOutcome, or why it refused. */
export type SentRecord = { ok: true; patientId: number; created: boolean; lines: string[] } | { ok: false; message: string };

interface Outcome {
  issue?: Array<{ details?: { text?: string }; diagnostics?: string }>;
}

const linesOf = (body: string): string[] => {
  try {
    return ((JSON.parse(body) as Outcome).issue ?? []).map((issue) => issue.details?.text ?? issue.diagnostics ?? '').filter(Boolean);
  } catch {
    return [];
  }
};

/** Sends the file; `onProgress` hears the share sent (0 to 1) as it goes. */
export function sendRecord(file: Blob, query: URLSearchParams, onProgress: (sent: number) => void): Promise<SentRecord> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/fhir/$import-record${query.size > 0 ? `?${query}` : ''}`);
    request.setRequestHeader('Content-Type', 'application/fhir+json');
    request.setRequestHeader('Accept', 'application/fhir+json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const lines = linesOf(request.responseText);
      const location = request.getResponseHeader('Location') ?? '';
      const id = Number(/\/Patient\/(\d+)$/.exec(location)?.[1]);
      if ((request.status === 200 || request.status === 201) && Number.isInteger(id)) resolve({ ok: true, patientId: id, created: request.status === 201, lines });
      else resolve({ ok: false, message: lines[0] ?? `The server could not import the record (status ${request.status}). Try again.` });
    };
    request.onerror = () => resolve({ ok: false, message: 'The record could not be sent: check the connection and try again.' });
    request.send(file);
  });
}
