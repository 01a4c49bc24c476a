// Shown while the films load.
export { EventsLoading as default } from '@/components/ui/events-loading';
