import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * With JavaScript, a search form's GET keeps only the fields in use, so the address is short to share;
 * without it, the browser submits every field (blank ones are ignored by the page).
 */
export function useCleanSearch(path: string) {
  const navigate = useNavigate();
  const search = (form: HTMLFormElement) => {
    const values = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value.trim()) values.append(name, value.trim());
    void navigate(values.size ? `${path}?${values}` : path, { preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(event.currentTarget);
  };
  return { search, onSubmit };
}
