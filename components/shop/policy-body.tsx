// A policy text's blocks as headings, lists and paragraphs; every word is a text node, never HTML.
import type { PolicyBlock } from '@/lib/shop/policy-markdown';

export function PolicyBody({ blocks }: { blocks: PolicyBlock[] }) {
  return (
    <div className="max-w-prose space-y-4">
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        if (block.type === 'heading') {
          const Heading = block.level === 2 ? 'h2' : 'h3';
          return (
            <Heading
              key={key}
              className={block.level === 2 ? 'pt-2 text-xl font-semibold' : 'text-lg font-semibold'}
            >
              {block.text}
            </Heading>
          );
        }
        if (block.type === 'list') {
          return (
            <ul key={key} className="list-disc space-y-1 pl-6">
              {block.items.map((item, n) => (
                <li key={n}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={key}>{block.text}</p>;
      })}
    </div>
  );
}
