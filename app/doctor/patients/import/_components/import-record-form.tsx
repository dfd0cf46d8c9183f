'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { FileField } from '@/components/forms/file-field';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import Link from '@/components/ui/link';
import { toast } from '@/components/ui/toast';
import { formatCount, formatDate } from '@/lib/format';
import { checkImportedPatient, type ImportCheck } from '@/lib/record-import/actions';
import { previewRecord, type RecordPreview } from '@/lib/record-import/rules/preview';
import { RECORD_MAX_BYTES, RECORD_MAX_MB } from '@/lib/record-import/rules/limits';
import { sendRecord } from './send-record';

/** Where the form is: nothing chosen, reading the file, what it holds (and who the patient is), sending, refused. */
type Stage =
  | { kind: 'empty' }
  | { kind: 'reading' }
  | { kind: 'invalid'; message: string }
  | { kind: 'ready'; file: File; preview: RecordPreview; check: ImportCheck | null; checkError: string | null }
  | { kind: 'sending'; file: File; preview: RecordPreview; check: ImportCheck; sent: number };

/** "new" or a patient's id: whom the record is imported into. */
type Choice = 'new' | number;

const SOURCE_MAX = 120;

/**
 * Choose a file, see what it holds and who the patient may be, choose, import. Nothing is stored before "Import
 * record"; the import itself is one transaction on the server, so a failure stores nothing and can be tried again.
 */
export function ImportRecordForm() {
  const router = useRouter();
  const sourceId = useId();
  const [stage, setStage] = useState<Stage>({ kind: 'empty' });
  const [choice, setChoice] = useState<Choice | null>(null);
  const [source, setSource] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fileKey, setFileKey] = useState(0);

  async function choose(file: File | null) {
    setRefusal(null);
    setChoice(null);
    if (!file) return setStage({ kind: 'empty' });
    if (file.size > RECORD_MAX_BYTES) return setStage({ kind: 'invalid', message: `This file is larger than ${RECORD_MAX_MB} MB: a record to import is at most ${RECORD_MAX_MB} MB.` });
    setStage({ kind: 'reading' });
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch {
      return setStage({ kind: 'invalid', message: 'This file is not valid JSON: a record to import is a FHIR R4 Bundle in JSON.' });
    }
    const reading = previewRecord(json);
    if (!reading.ok) return setStage({ kind: 'invalid', message: reading.message });
    const { preview } = reading;
    setStage({ kind: 'ready', file, preview, check: null, checkError: null });
    // A photo is no part of who the patient is, and may be large: the check is sent the rest of the Patient.
    const patient = { ...preview.patient.resource };
    delete patient.photo;
    const result = await checkImportedPatient({ patient });
    if (!result.ok) return setStage({ kind: 'ready', file, preview, check: null, checkError: result.message });
    setStage({ kind: 'ready', file, preview, check: result.data, checkError: null });
    setChoice(result.data.known ? result.data.known.id : result.data.duplicates.length === 0 ? 'new' : null);
  }

  async function send() {
    if (stage.kind !== 'ready' || !stage.check || choice === null) return;
    const { file, preview, check } = stage;
    setRefusal(null);
    setStage({ kind: 'sending', file, preview, check, sent: 0 });
    const query = new URLSearchParams();
    // A record imported before lands on its patient by itself; otherwise the doctor's choice is the server's word.
    if (!check.known) query.set('patient', choice === 'new' ? 'new' : String(choice));
    if (source.trim()) query.set('source', source.trim());
    const result = await sendRecord(file, query, (sent) => setStage((current) => (current.kind === 'sending' ? { ...current, sent } : current)));
    if (!result.ok) {
      setStage({ kind: 'ready', file, preview, check, checkError: null });
      setRefusal(result.message);
      return;
    }
    toast.success(`${preview.patient.name}: record imported`);
    router.push(`/doctor/patients/${result.patientId}`);
  }

  const shown = stage.kind === 'ready' || stage.kind === 'sending' ? stage : null;
  return (
    <div className="space-y-6">
      <FileField
        key={fileKey}
        id="record-file"
        label="Record file"
        hint={`A FHIR R4 Bundle (.json) of one patient, up to ${RECORD_MAX_MB} MB.`}
        accept=".json,application/json,application/fhir+json"
        error={stage.kind === 'invalid' ? stage.message : undefined}
        onChange={(file) => void choose(file)}
      />
      {stage.kind === 'reading' ? (
        <p role="status" className="text-sm text-muted-foreground">
          Reading the file…
        </p>
      ) : null}
      {shown ? <RecordSummary preview={shown.preview} /> : null}
      {stage.kind === 'ready' && stage.check === null && stage.checkError === null ? (
        <p role="status" className="text-sm text-muted-foreground">
          Looking for this patient among the clinic’s patients…
        </p>
      ) : null}
      {stage.kind === 'ready' && stage.checkError ? (
        <div className="space-y-2">
          <FormAlert message={stage.checkError} />
          <Button type="button" variant="outline" onClick={() => void choose(stage.file)}>
            Check again
          </Button>
        </div>
      ) : null}
      {shown && shown.check ? <PatientChoice check={shown.check} preview={shown.preview} choice={choice} onChoose={setChoice} disabled={stage.kind === 'sending'} /> : null}
      {shown && shown.check ? (
        <div className="space-y-2">
          <Label htmlFor={sourceId}>From (hospital or system)</Label>
          <Input id={sourceId} value={source} maxLength={SOURCE_MAX} onChange={(event) => setSource(event.target.value)} aria-describedby={`${sourceId}-hint`} disabled={stage.kind === 'sending'} />
          <p id={`${sourceId}-hint`} className="text-xs text-muted-foreground">
            What the chart says the record came from. Left blank, the name the record gives (its hospital or organisation).
          </p>
        </div>
      ) : null}
      {stage.kind === 'sending' ? (
        <div className="space-y-1">
          <label htmlFor="record-progress" className="text-sm">
            {stage.sent < 1 ? `Sending the record: ${Math.round(stage.sent * 100)} %` : 'Storing the record…'}
          </label>
          <progress id="record-progress" className="h-2 w-full" max={1} value={stage.sent < 1 ? stage.sent : undefined} />
        </div>
      ) : null}
      <FormAlert message={refusal} />
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={() => void send()} disabled={!shown?.check || choice === null || stage.kind === 'sending'}>
          {stage.kind === 'sending' ? 'Importing…' : 'Import record'}
        </Button>
        <Button type="button" variant="outline" asChild>
          <Link href="/doctor/patients">Cancel</Link>
        </Button>
        {stage.kind === 'invalid' ? (
          <Button type="button" variant="ghost" onClick={() => { setFileKey((key) => key + 1); setStage({ kind: 'empty' }); }}>
            Choose another file
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** Who the file is of and how many of each kind of entry it holds. */
function RecordSummary({ preview }: { preview: RecordPreview }) {
  const { patient } = preview;
  return (
    <section aria-labelledby="record-summary-title" className="space-y-3 rounded-xl border bg-card p-4">
      <h2 id="record-summary-title" className="text-lg font-semibold">
        {patient.name}
      </h2>
      <p className="text-sm text-muted-foreground">
        {[patient.birthDate ? `Born ${formatDate(patient.birthDate)}` : 'No date of birth', patient.gender ?? 'sex not given', patient.phone].filter(Boolean).join(' · ')}
      </p>
      <p className="text-sm">
        This {preview.bundleType} Bundle holds {formatCount(preview.total)} {preview.total === 1 ? 'entry' : 'entries'} besides the patient:
      </p>
      <ul aria-label="What the record holds" className="grid gap-1 text-sm sm:grid-cols-2">
        {preview.counts.map(({ type, count }) => (
          <li key={type} className="flex justify-between gap-3 rounded-md bg-muted/50 px-2 py-1">
            <span>{type}</span>
            <span className="tabular-nums">{formatCount(count)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Whom the record goes to: the patient it was imported into before, or a choice among the likely duplicates and a new patient. */
function PatientChoice({ check, preview, choice, onChoose, disabled }: { check: ImportCheck; preview: RecordPreview; choice: Choice | null; onChoose: (choice: Choice) => void; disabled: boolean }) {
  if (check.known) {
    return (
      <p role="status" className="rounded-lg border bg-muted/40 p-3 text-sm">
        This record was imported before into <span className="font-medium">{check.known.patientNumber}</span> {check.known.fullName}: it is added to that patient, and what is there already is not
        stored twice.
      </p>
    );
  }
  if (check.duplicates.length === 0) {
    return (
      <p role="status" className="rounded-lg border bg-muted/40 p-3 text-sm">
        No registered patient looks like {preview.patient.name}: the record registers a new patient.
      </p>
    );
  }
  return (
    <fieldset className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950" disabled={disabled}>
      <legend className="px-1 font-semibold">Possibly registered already</legend>
      <p className="text-sm">These registered patients share the record’s name and date of birth, phone or email. Add the record to the one it is, or register a new patient.</p>
      {check.duplicates.map((duplicate) => (
        <label key={duplicate.id} className="flex items-start gap-2 rounded-md border border-amber-200 bg-white p-3 text-sm">
          <input type="radio" name="record-patient" className="mt-1" checked={choice === duplicate.id} onChange={() => onChoose(duplicate.id)} />
          <span>
            Add to <span className="font-medium">{duplicate.patientNumber}</span> {duplicate.fullName}, born {formatDate(duplicate.dateOfBirth)} · {duplicate.phone}
          </span>
        </label>
      ))}
      <label className="flex items-start gap-2 rounded-md border border-amber-200 bg-white p-3 text-sm">
        <input type="radio" name="record-patient" className="mt-1" checked={choice === 'new'} onChange={() => onChoose('new')} />
        <span>Register {preview.patient.name} as a new patient</span>
      </label>
    </fieldset>
  );
}
