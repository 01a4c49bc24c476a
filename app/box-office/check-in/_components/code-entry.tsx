// The handheld scanner's field: such scanners type the code and press Enter, so a focused input and a form are
// all they need; staff can type a code or an order reference here too.
'use client';

import { useRef, type FormEvent } from 'react';
import { BUTTON, FIELD } from '@/components/ui/styles';

export function CodeEntry({ onCode }: { onCode: (code: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = input.current;
    const code = field?.value.trim() ?? '';
    if (!field || !code) return;
    field.value = '';
    onCode(code);
    // The next ticket is scanned into the same field.
    field.focus();
  };
  return (
    <form onSubmit={submit} className="flex gap-2">
      <label htmlFor="check-in-code" className="sr-only">
        Ticket code or order reference
      </label>
      <input
        ref={input}
        id="check-in-code"
        name="code"
        type="text"
        autoFocus
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
        placeholder="Scan or type a code"
        className={`h-12 min-w-0 grow font-mono ${FIELD}`}
      />
      <button type="submit" className={`min-h-12 px-4 ${BUTTON.primary}`}>
        Check
      </button>
    </form>
  );
}
