// The policy pages' text format: a small markdown (`#` and `##` headings, `-` or `*` list items, paragraphs
// separated by a blank line). Anything else, HTML and links included, stays plain text: pages render it as text.

export type PolicyBlock =
  | { type: 'heading'; level: 2 | 3; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] };

const HEADING = /^(#{1,6})\s+(.*)$/;
const ITEM = /^[-*]\s+(.*)$/;

export function parsePolicy(text: string): PolicyBlock[] {
  const blocks: PolicyBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const item = ITEM.exec(line);
    if (!line) {
      endParagraph();
    } else if (heading) {
      endParagraph();
      // The page's own title is its h1: a file's top headings are its sections.
      blocks.push({
        type: 'heading',
        level: heading[1]!.length === 1 ? 2 : 3,
        text: heading[2]!.trim(),
      });
    } else if (item) {
      endParagraph();
      const last = blocks.at(-1);
      if (last?.type === 'list') last.items.push(item[1]!.trim());
      else blocks.push({ type: 'list', items: [item[1]!.trim()] });
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}
