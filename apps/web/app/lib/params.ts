import { data } from 'react-router';

/** A positive whole number from a path or query parameter (a database id); anything else is a page that does not exist (404). */
export function idParam(value: string | null | undefined): number {
  const id = Number(value);
  if (!value || !/^\d{1,10}$/.test(value) || !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
}
