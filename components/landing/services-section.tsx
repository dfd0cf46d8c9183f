import { CalendarDays, FileText, Pill, Stethoscope, Users, Wallet } from 'lucide-react';

const SERVICES = [
  { icon: Users, title: 'Patient records', text: 'Every patient with their vitals, history and medical reports.' },
  { icon: CalendarDays, title: 'Appointments', text: 'Book, review and follow up on check-ups and surgeries.' },
  { icon: Stethoscope, title: 'Diagnosis tests', text: 'Record tests by category, with every measurement kept.' },
  { icon: Pill, title: 'Prescriptions', text: 'Write, print and track prescriptions and medicines.' },
  { icon: Wallet, title: 'Transactions', text: 'See payments and earnings in naira at a glance.' },
  { icon: FileText, title: 'Reports', text: 'Birth, death, investigation and operation reports.' },
] as const;

export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-title" className="scroll-mt-16 py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="services-title" className="mb-10 text-3xl font-bold tracking-tight">
          Services
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border bg-card p-6 shadow-xs">
              <Icon className="mb-3 size-6 text-primary" aria-hidden="true" />
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
