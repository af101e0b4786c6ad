import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';
import { batchesById } from './batches.ts';
import { neutraliseCell } from './cells.ts';
import { csvStream, xlsxStream, type TExportColumn } from './table-stream.ts';

interface TRow {
  id: number;
  name: string;
  amount: number;
}
const columns: Array<TExportColumn<TRow>> = [
  { header: 'الاسم', cell: (row) => row.name },
  { header: 'Amount', cell: (row) => row.amount },
];

async function* once<R>(rows: R[]): AsyncGenerator<R[]> {
  yield rows;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('neutraliseCell (decision 122)', () => {
  it.each(['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])('keeps %j from starting a formula', (text) => {
    expect(neutraliseCell(text)).toBe(`'${text}`);
  });
  it.each(['محمد', 'a=b', ' =1', '', "'quoted"])('leaves %j as it is', (text) => {
    expect(neutraliseCell(text)).toBe(text);
  });
});

describe('CSV for Excel', () => {
  it('starts with a byte-order mark, ends records with CRLF and neutralises every text cell, numbers kept', async () => {
    const bytes = await bytesOf(csvStream({ columns, batches: once([{ id: 1, name: '=1+1', amount: -5 }, { id: 2, name: 'سارة "س"', amount: 12.5 }]) }));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('"الاسم","Amount"\r\n"\'=1+1","-5"\r\n"سارة ""س""","12.5"\r\n');
  });

  it('reads the next batch only when the previous one is taken: the first rows leave before the query ends', async () => {
    const reads: number[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const read = async (afterId: number, limit: number): Promise<TRow[]> => {
      reads.push(afterId);
      if (afterId > 0) await held;
      return afterId >= 4 ? [] : Array.from({ length: limit }, (_, i) => ({ id: afterId + i + 1, name: `n${afterId + i + 1}`, amount: 1 }));
    };
    const stream = csvStream({ columns, batches: batchesById(read, 2) });
    const iterator = stream[Symbol.asyncIterator]();
    const header = String((await iterator.next()).value);
    const first = String((await iterator.next()).value);
    expect(header).toContain('Amount');
    expect(first).toBe('"n1","1"\r\n"n2","1"\r\n');
    // The second statement is under way and has not answered: the first batch was written without waiting for it.
    expect(reads).toEqual([0, 2]);
    release();
    const rest = (await bytesOf(stream)).toString('utf8');
    expect(rest).toBe('"n3","1"\r\n"n4","1"\r\n');
    expect(reads).toEqual([0, 2, 4]);
  });
});

describe('XLSX', () => {
  it('writes text as text (never a formula), numbers as numbers, the Arabic sheet right to left', async () => {
    const bytes = await bytesOf(xlsxStream({ columns, batches: once([{ id: 1, name: '=1+1', amount: -5 }]), locale: 'ar' }));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'الاسم', 'Amount']);
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('A2').value).toBe('=1+1');
    expect(sheet.getCell('B2').value).toBe(-5);
    expect(sheet.views[0]?.rightToLeft).toBe(true);
  });
});
