// The embed builder's search: the events (or organisers) whose name holds every word typed, in any case or accent.
export interface Choice {
  id: string;
  label: string;
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function findChoices<T extends Choice>(choices: readonly T[], query: string): T[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...choices];
  return choices.filter((choice) => {
    const label = folded(choice.label);
    return words.every((word) => label.includes(word));
  });
}
