import type { OperationOutcome, OperationOutcomeIssue } from '@medplum/fhirtypes';

export type IssueCode = OperationOutcomeIssue['code'];
export type IssueSeverity = OperationOutcomeIssue['severity'];

/** One issue of an OperationOutcome: what went wrong, in words a client's developer can act on. */
export const outcomeIssue = (severity: IssueSeverity, code: IssueCode, text: string): OperationOutcomeIssue => ({
  severity,
  code,
  details: { text },
});

export const operationOutcome = (issues: OperationOutcomeIssue[]): OperationOutcome => ({ resourceType: 'OperationOutcome', issue: issues });

/**
 * A FHIR request refused: its HTTP status and the issue that says why. Thrown anywhere under a FHIR route and
 * answered as an OperationOutcome with that status (lib/fhir/route.ts), so nothing the client sent reaches a 5xx.
 */
export class FhirError extends Error {
  constructor(
    readonly status: number,
    readonly code: IssueCode,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'FhirError';
  }
}

export const badRequest = (message: string) => new FhirError(400, 'invalid', message);
export const notFound = (message: string) => new FhirError(404, 'not-found', message);
/** A valid resource a clinic's rule refuses (a write): 422, saying which rule. */
export const refusedByRule = (message: string) => new FhirError(422, 'business-rule', `${message}.`);
