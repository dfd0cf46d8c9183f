import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'About' };

/** The About screen shows only the word About (the brief's screen). It lines up with the header's logo. */
export default function AboutPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-xl">About</h1>
    </div>
  );
}
