import { HttpError } from '../../errors.ts';
import { isReceiptInUse } from './queries.ts';
import { deleteFile, ownFileToSend, type TFileDeps } from './service.ts';

/**
 * Deletes one of the caller's files (404 for anyone else's). The receipt of a transfer under review or paid is
 * the admin's evidence: it stays (409). Apart from service.ts, which the payments module itself uses.
 */
export async function deleteOwnFile(deps: TFileDeps, ownerId: number, id: number): Promise<void> {
  const file = await ownFileToSend(deps.db, ownerId, id);
  if (file.kind === 'invoice' && (await isReceiptInUse(deps.db, file.id))) throw new HttpError(409, 'payment_receipt_locked');
  await deleteFile(deps, file);
}
