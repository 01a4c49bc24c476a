import Link from 'next/link';

export default function FloorPage() {
  return (
    <main>
      <h1>Framework floor</h1>
      <p>
        One heading, one paragraph and one link: the App Router&apos;s runtime and nothing of ours.
      </p>
      <Link href="/">This page</Link>
    </main>
  );
}
