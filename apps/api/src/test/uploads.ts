import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** Test helpers for uploads, stored files and child servers. */

const PDF_HEAD = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n');
const PDF_TAIL = Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** A PDF readers open, padded to `size` bytes (at least the smallest one). */
export function pdfOf(size = 0): Buffer {
  const padding = Math.max(0, size - PDF_HEAD.length - PDF_TAIL.length);
  return Buffer.concat([PDF_HEAD, Buffer.alloc(padding, 0x20), PDF_TAIL]);
}

/** One file part named "file" as a multipart body: `payload` and `headers` for inject, the same as `body` and `type` for fetch. */
export function multipartFile(data: Buffer, filename = 'cv.pdf', contentType = 'application/pdf') {
  const boundary = `----tawzeef${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const type = `multipart/form-data; boundary=${boundary}`;
  return { payload, headers: { 'content-type': type }, body: payload, type };
}

/** Every regular file under a folder, as paths relative to it, sorted. */
export function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A TCP port free on 127.0.0.1 right now, for a child server. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
