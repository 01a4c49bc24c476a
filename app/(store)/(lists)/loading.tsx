// Shown while the home page's events load.
export { EventsLoading as default } from '@/components/ui/events-loading';
