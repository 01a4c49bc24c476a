// Writes structured data for a `<script type="application/ld+json">` element.

/** JSON with every `<` escaped, so no text in the data (`</script>`, `<!--`) can end the element early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
