// What the refunds policy says of one kind of order, for its confirmation email and order page: the lines under
// the section of that kind (a merchant's own file names its sections its own way), else the policy's first section.
import type { SellableKind } from '@/lib/sellables/kinds';
import type { PolicyBlock } from './policy-markdown';

/** How each kind's section may be headed: "Events", "Cinema", "Coach trips", "Hotel stays", or the like. */
const SECTION_HEADINGS: Record<SellableKind, RegExp> = {
  event: /\bevents?\b/i,
  cinema: /\b(cinema|screenings?|films?|movies?)\b/i,
  bus: /\b(coach|bus|trips?|travel)\b/i,
  hotel: /\b(hotels?|stays?|rooms?)\b/i,
};

/** The text lines of the section that starts at `start` (a heading), up to the next heading of its level or above. */
function sectionLines(blocks: PolicyBlock[], start: number): string[] {
  const heading = blocks[start] as Extract<PolicyBlock, { type: 'heading' }>;
  const lines: string[] = [];
  for (const block of blocks.slice(start + 1)) {
    if (block.type === 'heading' && block.level <= heading.level) break;
    if (block.type === 'paragraph') lines.push(block.text);
    if (block.type === 'list') lines.push(...block.items);
  }
  return lines;
}

export function refundLines(blocks: PolicyBlock[], kind: SellableKind): string[] {
  const own = blocks.findIndex(
    (block) => block.type === 'heading' && SECTION_HEADINGS[kind].test(block.text),
  );
  if (own >= 0) return sectionLines(blocks, own);
  const first = blocks.findIndex((block) => block.type === 'heading');
  if (first >= 0) return sectionLines(blocks, first);
  return blocks
    .flatMap((block) =>
      block.type === 'paragraph' ? [block.text] : block.type === 'list' ? block.items : [],
    )
    .slice(0, 3);
}
