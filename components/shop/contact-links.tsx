// The merchant's support email and phone as links that open the mail app and the dialler.
import { TEXT_LINK } from '@/components/ui/styles';
import { formatPhone } from '@/lib/format/phone';

export function EmailLink({ email, className = TEXT_LINK }: { email: string; className?: string }) {
  return (
    <a href={`mailto:${email}`} className={className}>
      {email}
    </a>
  );
}

export function PhoneLink({ phone, className = TEXT_LINK }: { phone: string; className?: string }) {
  return (
    <a href={`tel:${phone}`} className={className}>
      {formatPhone(phone)}
    </a>
  );
}
