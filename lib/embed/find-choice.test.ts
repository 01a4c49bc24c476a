// Tests of the embed builder's search by name.
import { describe, expect, it } from 'vitest';
import { findChoices } from './find-choice';

const CHOICES = [
  { id: '1', label: 'Afrobeats Live at Eko' },
  { id: '2', label: 'Café Jazz Night' },
  { id: '3', label: 'Lagos Comedy Live' },
];

describe('findChoices', () => {
  it('offers every choice when nothing is typed', () => {
    expect(findChoices(CHOICES, '  ')).toEqual(CHOICES);
  });

  it('keeps the names holding every word, in any case or accent', () => {
    expect(findChoices(CHOICES, 'live').map((choice) => choice.id)).toEqual(['1', '3']);
    expect(findChoices(CHOICES, 'LIVE eko').map((choice) => choice.id)).toEqual(['1']);
    expect(findChoices(CHOICES, 'cafe').map((choice) => choice.id)).toEqual(['2']);
    expect(findChoices(CHOICES, 'opera')).toEqual([]);
  });
});
