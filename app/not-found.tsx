// The 404 page: unknown events and any other address that leads nowhere.
import Link from 'next/link';
import { TEXT_LINK } from '@/components/ui/styles';

export default function NotFound() {
  return (
    <section className="space-y-3 py-10">
      <h1 className="text-3xl font-bold">We couldn’t find that page</h1>
      <p className="text-ink-muted">The event may have ended or the link may be wrong.</p>
      <Link href="/events" className={`inline-block ${TEXT_LINK}`}>
        Browse all events
      </Link>
    </section>
  );
}
