import { BlocksSkeleton } from '@/components/page-skeletons';

export default function Loading() {
  return <BlocksSkeleton label="Loading reports" blocks={['h-8 w-40', 'h-9 w-96 max-w-full', 'h-8 w-72', 'h-[28rem]']} />;
}
