// The merchant's support phone as people read it.

/** `+2348031234567` → `+234 803 123 4567`: a Nigerian number in groups; any other as given. */
export function phoneText(phone: string): string {
  const nigerian = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return nigerian ? `+234 ${nigerian[1]} ${nigerian[2]} ${nigerian[3]}` : phone;
}
