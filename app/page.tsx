export default function HomePage() {
  return (
    <main className="mx-auto max-w-page px-4 py-10">
      <h1 className="text-3xl font-bold">Tickets</h1>
      <p className="mt-2 text-ink-muted">Events, cinema, bus journeys and hotel stays.</p>
    </main>
  );
}
