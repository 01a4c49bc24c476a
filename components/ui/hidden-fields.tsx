// The fields a form posts without showing them, such as what was chosen (`selectionFields`).
export function HiddenFields({
  fields,
}: {
  fields: readonly (readonly [name: string, value: string])[];
}) {
  return fields.map(([name, value]) => (
    <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
  ));
}
