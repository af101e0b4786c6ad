import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** Runs one of poppler's tools (Debian's poppler-utils): pdftotext, pdffonts, pdfinfo, pdfdetach, pdftoppm. */
export const poppler = promisify(execFile);

/** Writes the PDF to a folder of its own, hands its path (and the folder) to `read`, and removes the folder after. */
export async function withPdfFile<T>(pdf: Buffer, read: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-pdf-'));
  const file = path.join(dir, 'document.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return await read(file, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The text of a PDF file as pdftotext reads it (logical order: what copying and search get); poppler marks each run's
 * direction with embedding controls, and the words are what tests compare.
 */
export async function pdfTextOfFile(file: string): Promise<string> {
  const { stdout } = await poppler('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout.replace(/[\u202A-\u202E]/g, ' ').replace(/[ \t]+/g, ' ');
}

/** The text of a PDF (pdfTextOfFile). */
export const pdfText = (pdf: Buffer): Promise<string> => withPdfFile(pdf, pdfTextOfFile);

/** The files embedded in a PDF as `pdfdetach -list` lists them. */
export const pdfAttachedList = (pdf: Buffer): Promise<string> => withPdfFile(pdf, async (file) => (await poppler('pdfdetach', ['-list', file])).stdout);
