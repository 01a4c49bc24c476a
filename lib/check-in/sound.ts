// The short sound of a door answer, made with Web Audio (no files to load, works offline): one high note for
// come in, two low notes for stop, so staff hear the answer without looking at the screen.
export type Tone = 'go' | 'stop' | 'warn';

const NOTES: Record<Tone, readonly { hz: number; at: number; ms: number }[]> = {
  go: [{ hz: 1320, at: 0, ms: 140 }],
  warn: [
    { hz: 660, at: 0, ms: 120 },
    { hz: 660, at: 0.18, ms: 120 },
  ],
  stop: [
    { hz: 330, at: 0, ms: 180 },
    { hz: 247, at: 0.22, ms: 260 },
  ],
};

let context: AudioContext | null = null;

/** Plays the tone; silent where the browser has no Web Audio or has not been allowed to play yet. */
export function playTone(tone: Tone): void {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    for (const note of NOTES[tone]) {
      const start = context.currentTime + note.at;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'square';
      oscillator.frequency.value = note.hz;
      gain.gain.setValueAtTime(0.08, start);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + note.ms / 1000);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + note.ms / 1000);
    }
  } catch {
    // No sound is no reason to stop scanning.
  }
}
