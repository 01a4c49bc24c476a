// Shown while an event and its ticket availability load.
import { LoadingStatus, Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <div className="space-y-6">
      <LoadingStatus label="Loading event" />
      <Skeleton className="h-10 w-3/4" />
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="aspect-video lg:col-span-2" />
        <Skeleton className="h-80" />
      </div>
    </div>
  );
}
