import { BlocksSkeleton } from '@/components/page-skeletons';

export default function Loading() {
  return <BlocksSkeleton label="Loading" className="max-w-3xl" blocks={['h-8 w-48', 'h-40', 'h-40']} />;
}
