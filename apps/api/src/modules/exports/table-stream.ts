import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { TLocale } from '@tawzeef/contract';
import { isWhen, neutraliseCell, whenFormat, whenText, type TCell } from './cells.ts';

/** One column of an exported table: its header in the reader's language and its cell of a row. */
export interface TExportColumn<R> {
  header: string;
  cell: (row: R) => TCell;
}

/** An export: its columns, its rows a batch at a time, the file's name (without extension) and the reader's language. */
export interface TTable<R> {
  columns: ReadonlyArray<TExportColumn<R>>;
  batches: AsyncIterable<R[]>;
  name: string;
  locale: TLocale;
}

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];

const CONTENT_TYPES: Record<TExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The byte-order mark: without it Excel reads a UTF-8 file in the machine's code page and Arabic comes out garbled. */
export const UTF8_BOM = '\uFEFF';

/** A CSV cell: text neutralised (cells.ts), numbers as they are, a date as its digits, nothing as an empty cell. */
function csvCell(value: TCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (isWhen(value)) return whenText(value);
  return neutraliseCell(value);
}

/** Records as CSV (RFC 4180: every field quoted, CRLF between records), as Excel opens it. */
const csvLines = (records: string[][]) => stringify(records, { quoted: true, quoted_empty: true, record_delimiter: 'windows' });

/**
 * The table as CSV for Excel (decision 122): UTF-8 with a byte-order mark, CRLF, every text cell neutralised. A
 * Readable that reads the next batch only when the previous one has been taken: the response starts with the first
 * batch, and one batch at a time is held in memory.
 */
export function csvStream<R>(table: Pick<TTable<R>, 'columns' | 'batches'>): Readable {
  const { columns, batches } = table;
  async function* lines(): AsyncGenerator<string> {
    yield UTF8_BOM + csvLines([columns.map((column) => csvCell(column.header))]);
    for await (const rows of batches) yield csvLines(rows.map((row) => columns.map((column) => csvCell(column.cell(row)))));
  }
  return Readable.from(lines(), { objectMode: false });
}

/**
 * The table as an XLSX workbook written by exceljs's streaming writer (decision 122): each batch's rows are committed
 * (zipped and let go) before the next batch is read, and the writer waits while the response's buffer is full. An
 * XLSX text cell is a string, never a formula, so nothing needs neutralising; an Arabic sheet reads right to left. A
 * date is a date cell with a date format (decision 150), so the sheet sorts and filters it as a date.
 */
export function xlsxStream<R>(table: Pick<TTable<R>, 'columns' | 'batches' | 'locale'>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Tawzeef', { views: [{ rightToLeft: table.locale === 'ar' }] });
  const addRow = (cells: TCell[]) => {
    const row = sheet.addRow(cells.map((cell) => (isWhen(cell) ? cell.wallClock : cell)));
    cells.forEach((cell, index) => {
      if (isWhen(cell)) row.getCell(index + 1).numFmt = whenFormat(cell);
    });
    row.commit();
  };
  const write = async () => {
    sheet.addRow(table.columns.map((column) => column.header)).commit();
    for await (const rows of table.batches) {
      for (const row of rows) addRow(table.columns.map((column) => column.cell(row)));
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** The file name of a download in the Content-Disposition header: ASCII for old clients, UTF-8 (RFC 6266) for the rest. */
function disposition(name: string, format: TExportFormat): string {
  const file = `${name}.${format}`;
  const ascii = file.replace(/[^\w.-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}

/** Sends the table as a download in `format`, streamed. */
export function sendTable<R>(reply: FastifyReply, format: TExportFormat, table: TTable<R>): FastifyReply {
  reply.header('Content-Type', CONTENT_TYPES[format]).header('Content-Disposition', disposition(table.name, format)).header('Cache-Control', 'no-store');
  return reply.send(format === 'csv' ? csvStream(table) : xlsxStream(table));
}
