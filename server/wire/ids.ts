// Every id column is a uuid. Anything else ('../../etc/passwd', 'undefined', an old Mongo id) can
// name no row, and PostgreSQL would reject it with a 500-class error, so it is answered as
// unknown before reaching the database.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
