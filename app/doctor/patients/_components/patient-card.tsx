import { Droplet, HeartPulse, MapPin, Scale, type LucideIcon } from 'lucide-react';
import { Photo } from '@/components/ui/photo';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import type { Patient } from '@/lib/hospital-api/contract';
import { InstantDate } from '@/components/instant-date';
import { initials } from '@/lib/initials';
import { formatReading, MEASURE_INFO, type Measure } from '@/lib/vitals/rules/measures';
import { flagBloodPressureText, flagReading, type VitalFlag } from '@/lib/vitals/rules/ranges';
import { VitalFlagBadge } from '@/components/vitals/vital-flag';
import { ViewDetailsButton } from './view-details-button';

const NOT_MEASURED = 'Not measured';

/** The cards' icons, drawn once per page in PatientCardIcons and referenced by each card (`<use>`). */
const CARD_ICONS = { address: MapPin, weight: Scale, 'blood-pressure': HeartPulse, glucose: Droplet } as const satisfies Record<string, LucideIcon>;
type CardIcon = keyof typeof CARD_ICONS;

const cardIconId = (icon: CardIcon) => `patient-card-icon-${icon}`;

/**
 * The card icons' drawings, once for the whole grid: a page of cards repeats the same four icons, and each
 * inline copy cost the page its paths again (a fifth of the list's HTML).
 */
export function PatientCardIcons() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      {(Object.entries(CARD_ICONS) as Array<[CardIcon, LucideIcon]>).map(([icon, Icon]) => (
        <symbol key={icon} id={cardIconId(icon)} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

/** A card icon, a reference to its drawing; hidden from screen readers unless it is given a label. */
function CardIconUse({ icon, className, label }: { icon: CardIcon; className: string; label?: string }) {
  return (
    <svg className={className} {...(label ? { 'aria-label': label } : { 'aria-hidden': true })}>
      <use href={`#${cardIconId(icon)}`} />
    </svg>
  );
}

/**
 * One patient of the grid: avatar, name, address and three vitals (weight, blood pressure, blood glucose).
 * Rendered on the server: only its View Details button runs in the browser.
 */
export function PatientCard({ patient }: { patient: Patient }) {
  const { state, street, zipCode } = patient.address;
  return (
    // Full height with the button at the bottom: the cards of a row are as tall as each other, their buttons in line.
    <Card data-testid="patient-card" aria-labelledby={`patient-${patient.id}-name`} className="h-full">
      <CardHeader className="flex flex-row items-center gap-3">
        <Photo src={patient.avatar} alt="" fallback={initials(patient.fullName)} className="size-12" />
        <div className="min-w-0">
          <CardTitle className="text-base">
            <h2 id={`patient-${patient.id}-name`}>{patient.fullName}</h2>
          </CardTitle>
          <p className="text-xs text-muted-foreground">{patient.patientNumber}</p>
        </div>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <p className="flex items-start gap-2">
          <CardIconUse icon="address" className="mt-0.5 size-4 shrink-0 text-muted-foreground" label="Address" />
          <span>
            {street}, {state} {zipCode}
          </span>
        </p>
        <dl className="grid grid-cols-3 gap-2">
          <Vital icon={<CardIconUse icon="weight" className="size-4" />} measure="weight" value={formatReading('weight', patient.weight, NOT_MEASURED)} takenAt={patient.weightRecordedAt} />
          <Vital
            icon={<CardIconUse icon="blood-pressure" className="size-4" />}
            measure="blood-pressure"
            value={patient.bloodPressure ?? NOT_MEASURED}
            takenAt={patient.bloodPressureRecordedAt}
            flag={flagBloodPressureText(patient.bloodPressure)}
          />
          <Vital
            icon={<CardIconUse icon="glucose" className="size-4" />}
            measure="glucose"
            value={formatReading('glucose', patient.bloodGlucose, NOT_MEASURED)}
            takenAt={patient.bloodGlucoseRecordedAt}
            flag={patient.bloodGlucose === null ? null : flagReading('glucose', patient.bloodGlucose)}
          />
        </dl>
      </CardContent>
      <CardFooter className="mt-auto">
        <ViewDetailsButton patientId={patient.id} patientName={patient.fullName} />
      </CardFooter>
    </Card>
  );
}

/**
 * One vital: the latest observation, "High" or "Low" when it is outside the normal range, and the day it was
 * measured (a value without its date could be years old).
 */
function Vital({ icon, measure, value, takenAt, flag = null }: { icon: React.ReactNode; measure: Measure; value: string; takenAt: string | null; flag?: VitalFlag | null }) {
  return (
    <div className="rounded-md bg-secondary p-2" data-testid={`card-vital-${measure}`}>
      <dt className="flex items-center gap-1 text-xs text-muted-foreground">
        {icon}
        {MEASURE_INFO[measure].label}
      </dt>
      <dd className="font-medium">{value}</dd>
      {flag ? (
        <dd>
          <VitalFlagBadge flag={flag} />
        </dd>
      ) : null}
      {takenAt ? (
        <dd className="text-xs text-muted-foreground">
          <InstantDate iso={takenAt} />
        </dd>
      ) : null}
    </div>
  );
}
