import Link from '@/components/ui/link';
import { Button } from '@/components/ui/button';

export function Hero() {
  return (
    <section id="home" className="bg-gradient-to-b from-accent to-background">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-24">
        <p className="text-sm font-semibold uppercase tracking-widest text-primary">Next-generation hospital solutions</p>
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">
          Digital hospital management, all in one place
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          Patients, appointments, diagnosis tests, prescriptions, transactions and reports: everything your clinic runs on,
          together on one secure dashboard.
        </p>
        <Button asChild size="lg">
          <Link href="/login">Get Started</Link>
        </Button>
      </div>
    </section>
  );
}
