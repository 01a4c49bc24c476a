// A titled list of terms (a stay's hours, a trip's reporting time), kept whole on a printed page.
import { DefinitionRows, type DefinitionRow } from '@/components/ui/definition-rows';

export function TermsSection({
  id,
  title,
  rows,
  headingLevel,
}: {
  id: string;
  title: string;
  rows: DefinitionRow[];
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2 break-inside-avoid">
      <Heading
        id={`${id}-heading`}
        className={headingLevel === 2 ? 'text-xl font-semibold' : 'text-lg font-semibold'}
      >
        {title}
      </Heading>
      <DefinitionRows rows={rows} />
    </section>
  );
}
