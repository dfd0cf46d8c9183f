import { YEARS_OF_EXPERIENCE } from '@/lib/constants';

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-16 bg-secondary/50 py-20">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 md:grid-cols-2">
        <h2 id="about-title" className="text-3xl font-bold tracking-tight">
          About us
        </h2>
        <div className="space-y-4 text-muted-foreground">
          <p>
            For {YEARS_OF_EXPERIENCE} years we have helped hospitals and clinics in Rivers State, Nigeria, move from paper
            folders to one digital workspace that doctors open every morning.
          </p>
          <p>It runs on your hospital intranet, keeps patient data on your own servers, and works from any browser.</p>
        </div>
      </div>
    </section>
  );
}
