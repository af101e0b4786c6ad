import type { TFieldErrors } from '@tawzeef/contract';
import type { TApiArgs } from '../../lib/server/api.server.ts';
import { uploadFile } from '../../lib/server/uploads.server.ts';
import type { TFormField } from './resource-form.ts';

/**
 * The console's image fields: a file chosen in `<name>_upload` is uploaded first (checked, re-encoded and resized by the
 * files module like every image), and its id takes the field's place in the form. Errors come back at the field.
 */
export async function uploadImageFields(args: TApiArgs, fields: TFormField[], form: FormData): Promise<{ errors: TFieldErrors; message: string; status: number } | null> {
  for (const field of fields) {
    if (field.kind !== 'image' || !field.fileKind) continue;
    const part = form.get(`${field.name}_upload`);
    if (!(part instanceof File) || part.size === 0) continue;
    const result = await uploadFile(args, field.fileKind, part, field.name);
    if (!result.ok) return { errors: result.errors, message: result.message, status: result.status };
    form.set(field.name, String(result.file.id));
    form.delete(`${field.name}_remove`);
  }
  return null;
}
