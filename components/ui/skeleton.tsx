// Grey placeholder blocks for loading states; hidden from screen readers, which hear the status line.
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`animate-pulse rounded-card bg-black/5 ${className}`} />
  );
}

export function LoadingStatus({ label }: { label: string }) {
  return (
    <p role="status" className="sr-only">
      {label}
    </p>
  );
}
