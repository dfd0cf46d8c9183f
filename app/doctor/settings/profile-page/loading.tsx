import { BlocksSkeleton } from '@/components/page-skeletons';

export default function Loading() {
  return <BlocksSkeleton label="Loading the profile" className="max-w-4xl" blocks={['h-8 w-48', 'h-32', 'h-64', 'h-48']} />;
}
