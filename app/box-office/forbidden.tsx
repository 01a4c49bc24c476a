// The 403 page of the box office: a seller opened a page for supervisors.
import Link from 'next/link';
import { TEXT_LINK } from '@/components/ui/styles';

export default function Forbidden() {
  return (
    <section className="space-y-3 py-10">
      <h1 className="text-2xl font-bold">This page is for supervisors</h1>
      <p className="text-ink-muted">Ask a supervisor if you need something from it.</p>
      <Link href="/box-office" className={`inline-block ${TEXT_LINK}`}>
        Back to selling
      </Link>
    </section>
  );
}
