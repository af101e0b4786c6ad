import { data } from 'react-router';

/** Any path no page claims (including other language prefixes such as /fr/...): the 404 page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
