/** Rows exported a statement at a time (decision 122): a batch this size, then the next after the last id read. */
export const EXPORT_BATCH_ROWS = 1000;

/**
 * The rows of an export, read in batches by key (`id > last id`, never OFFSET), the next statement sent only when the
 * previous batch has been written: a large export holds one batch in memory, whatever its size.
 */
export async function* batchesById<R extends { id: number }>(read: (afterId: number, limit: number) => Promise<R[]>, size = EXPORT_BATCH_ROWS): AsyncGenerator<R[]> {
  let afterId = 0;
  for (;;) {
    const rows = await read(afterId, size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

/** The same for a list read by pages (the console's lists keep their own sort and filters): page after page until a short one. */
export async function* batchesByPage<R>(read: (page: number, size: number) => Promise<R[]>, size = EXPORT_BATCH_ROWS): AsyncGenerator<R[]> {
  for (let page = 1; ; page += 1) {
    const rows = await read(page, size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
  }
}
