// Placeholder for pages that list events while their list loads.
import { LoadingStatus, Skeleton } from './skeleton';

export function EventsLoading({ label = 'Loading events' }: { label?: string }) {
  return (
    <div className="space-y-6">
      <LoadingStatus label={label} />
      <Skeleton className="h-10 w-2/3" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}
