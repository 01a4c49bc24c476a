// The box office's sign-out button. On the way out it forgets the door's offline copy on this device (the lists
// with holders' names, the kept check-in page), so the next person here cannot open them offline.
'use client';
import { BUTTON } from '@/components/ui/styles';
import { forgetDoorCopy } from '@/lib/check-in/offline-store';
import { signOut } from '../sign-in/actions';

export function SignOutForm() {
  return (
    <form action={signOut} onSubmit={() => void forgetDoorCopy()}>
      <button type="submit" className={`min-h-11 px-4 ${BUTTON.secondary}`}>
        Sign out
      </button>
    </form>
  );
}
