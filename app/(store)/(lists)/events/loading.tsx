// Shown while a page of events loads.
export { EventsLoading as default } from '@/components/ui/events-loading';
