// An address on one line, leaving out the parts a provider did not send.

export interface AddressParts {
  street?: string | null;
  town?: string | null;
  city?: string | null;
  country?: string | null;
}

export function formatAddress({ street, town, city, country }: AddressParts): string {
  return [street, town, city, country].filter(Boolean).join(', ');
}
