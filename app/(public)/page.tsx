import { AboutSection } from '@/components/landing/about-section';
import { Hero } from '@/components/landing/hero';
import { ServicesSection } from '@/components/landing/services-section';

export default function LandingPage() {
  return (
    <>
      <Hero />
      <ServicesSection />
      <AboutSection />
    </>
  );
}
