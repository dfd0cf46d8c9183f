import { PlanForm } from './plan-form';
import { AdmissionSection } from './section';

/** "Plan": the plan of care, editable on rounds while the patient is in, read-only once discharged. */
export function PlanSection({ admissionId, plan, open }: { admissionId: number; plan: string; open: boolean }) {
  return (
    <AdmissionSection id="admission-plan" title="Plan">
      {open ? (
        <PlanForm admissionId={admissionId} plan={plan} />
      ) : plan ? (
        <p className="whitespace-pre-wrap text-sm [overflow-wrap:anywhere]">{plan}</p>
      ) : (
        <p className="text-sm text-muted-foreground">No plan was written.</p>
      )}
    </AdmissionSection>
  );
}
