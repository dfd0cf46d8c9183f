import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'About' };

/** SPEC.md: the About screen shows only the word About. */
export default function AboutPage() {
  return <p className="p-8 text-xl">About</p>;
}
