// An event's picture, lazily loaded, in a fixed frame so the layout does not jump.
export function EventImage({ src, alt, priority = false }: { src: string | null; alt: string; priority?: boolean }) {
  if (!src) return <div aria-hidden="true" className="aspect-video w-full bg-brand-50" />;
  return (
    // A plain <img>: next/image would add client JavaScript and an optimizer the service's own URLs don't need.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      className="aspect-video w-full bg-brand-50 object-cover"
    />
  );
}
