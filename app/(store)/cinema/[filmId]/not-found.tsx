// The 404 page of a film link that names no film (or a regular event).
import Link from 'next/link';
import { TEXT_LINK } from '@/components/ui/styles';

export default function FilmNotFound() {
  return (
    <section className="space-y-3 py-10">
      <h1 className="text-3xl font-bold">We couldn’t find that film</h1>
      <p className="text-ink-muted">It may have finished its run, or the link may be wrong.</p>
      <Link href="/cinema" className={`inline-block ${TEXT_LINK}`}>
        See what’s showing
      </Link>
    </section>
  );
}
