// Shown while the films load.
import { EventsLoading } from '@/components/ui/events-loading';

export default function FilmsLoading() {
  return <EventsLoading label="Loading films" />;
}
