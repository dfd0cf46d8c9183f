import { Badge } from '@/components/ui/badge';
import { REMINDER_CHANNELS, type ReminderChannel } from '@/lib/db/schema/reminders';
import type { AppointmentStatus } from '@/lib/db/schema/enums';
import { describeEarlierReminder, describeReminder, type ReminderLine, type ReminderRecord } from '@/lib/reminders/describe';

/**
 * The visit's "Reminders": per channel, the reminder the job sent (when), failed (why), queued (due when) or
 * skipped (why); and, before one is queued, that none will go by it when this server cannot send by that channel
 * or the patient's record has no number or address. Below them, the reminders sent for a time the visit was
 * moved from.
 */
export function VisitReminders({
  reminders,
  patient,
  appointment,
  leadHours,
  now,
  configured,
}: {
  reminders: ReminderRecord[];
  patient: { phone: string | null; email: string | null };
  appointment: { status: AppointmentStatus; date: string; time: string };
  leadHours: number;
  now: Date;
  /** The channels this server can send by. */
  configured: Record<ReminderChannel, boolean>;
}) {
  const lines = REMINDER_CHANNELS.map((channel) =>
    describeReminder(
      channel,
      reminders.find((reminder) => reminder.channel === channel && reminder.supersededAt === null),
      { patient, appointment, leadHours, now, configured: configured[channel] },
    ),
  );
  // What went out for the times the visit was moved from.
  const earlier = reminders.map(describeEarlierReminder).filter((line): line is ReminderLine => line !== null);
  return (
    <section aria-labelledby="visit-reminders" className="max-w-2xl space-y-2">
      <h2 id="visit-reminders" className="text-lg font-semibold">
        Reminders
      </h2>
      <ul className="divide-y rounded-xl border bg-card text-sm">
        {lines.map((line) => (
          <ReminderItem key={line.channel} line={line} />
        ))}
      </ul>
      {earlier.length > 0 ? (
        <>
          <h3 id="visit-reminders-earlier" className="pt-2 text-sm font-medium">
            Before the visit was moved
          </h3>
          <ul aria-labelledby="visit-reminders-earlier" className="divide-y rounded-xl border text-sm">
            {earlier.map((line, index) => (
              <ReminderItem key={index} line={line} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function ReminderItem({ line }: { line: ReminderLine }) {
  return (
    <li data-channel={line.channel} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 p-3">
      <span className="w-12 font-medium">{line.label}</span>
      <Badge variant={line.tone}>{line.state}</Badge>
      <span className="text-muted-foreground">{line.detail}</span>
    </li>
  );
}
