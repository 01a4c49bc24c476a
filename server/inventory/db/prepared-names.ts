// The PostgreSQL text of every compiled statement (compiled-query.ts), with the name it is prepared
// under on each connection (connect.ts): the server then parses and plans it once per connection.
const names = new Map<string, string>();

/** Gives a compiled statement's SQL a name to be prepared under (once per text). */
export function registerPrepared(sqlText: string): void {
  if (!names.has(sqlText)) names.set(sqlText, `compiled_${names.size + 1}`);
}

/** The name `sqlText` is prepared under; undefined for SQL that is not a compiled statement. */
export function preparedName(sqlText: string): string | undefined {
  return names.get(sqlText);
}
