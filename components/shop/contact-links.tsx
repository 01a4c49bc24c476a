// The merchant's support email and phone as links that open the mail app and the dialler.
import { TEXT_LINK } from '@/components/ui/styles';

/** `+2348031234567` → `+234 803 123 4567`: a Nigerian number as people read it; others as given. */
export function phoneText(phone: string): string {
  const nigerian = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return nigerian ? `+234 ${nigerian[1]} ${nigerian[2]} ${nigerian[3]}` : phone;
}

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
      {phoneText(phone)}
    </a>
  );
}
