import { COLUMN_BREAK, isHeadingLine } from './parse-cv.ts';

/**
 * A PDF page's text items as lines in reading order (decision 087, amending 038). Producers draw Arabic as shaped
 * glyphs in visual order: Chromium draws each line left to right, one item per glyph or word, so a right-to-left line
 * comes out backwards; pdf.js only turns round the letters inside one item. The items of a line are put back in logical
 * order (the Unicode bidi algorithm's visual order undone, `visualToLogical`), and a page in two columns is read one
 * column after the other instead of across.
 */

export interface TPdfItem {
  str: string;
  transform: number[];
  width: number;
  hasEOL?: boolean;
}

interface TItem {
  str: string;
  x: number;
  end: number;
  y: number;
  size: number;
}

type TClass = 'L' | 'R' | 'EN' | 'N';

const ARABIC_LETTER = /[\u0621-\u064A\u066E-\u06D3\u06D5\u06FA-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFC]/gu;
const LATIN_LETTER = /[A-Za-z\u00C0-\u024F]/gu;
const DIGIT = /[0-9\u0660-\u0669\u06F0-\u06F9]/u;
const MIRRORED: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '<': '>', '>': '<', '«': '»', '»': '«' };

const count = (text: string, letters: RegExp) => text.match(letters)?.length ?? 0;

function classOf(text: string): TClass {
  const r = count(text, ARABIC_LETTER);
  const l = count(text, LATIN_LETTER);
  if (r || l) return r >= l ? 'R' : 'L';
  return DIGIT.test(text) ? 'EN' : 'N';
}

/** The direction most of these letters are written in: right to left when Arabic letters are at least as many. */
export function directionOf(text: string): 'L' | 'R' {
  const r = count(text, ARABIC_LETTER);
  return r > 0 && r >= count(text, LATIN_LETTER) ? 'R' : 'L';
}

/**
 * Pieces of one line, given left to right as drawn, in the order they are read: the bidi algorithm's levels (rules W7,
 * N1-N2 for letters, numbers and neutrals, two or three levels as CVs have) and its reordering (L2) undone. `base` is
 * the paragraph's direction. Answers the pieces' indexes in reading order, and which pieces sit in right-to-left runs
 * (their brackets were drawn mirrored).
 */
export function visualToLogical(classes: TClass[], base: 'L' | 'R'): { order: number[]; rtl: boolean[] } {
  const n = classes.length;
  // W7: a number read after Latin letters is part of their run.
  const resolved = classes.map((c, i) => {
    if (c !== 'EN') return c;
    const strongBefore = (step: number) => {
      for (let j = i + step; j >= 0 && j < n; j += step) if (classes[j] === 'L' || classes[j] === 'R') return classes[j];
      return base;
    };
    if (base === 'R') return strongBefore(-1) === 'L' ? 'L' : 'EN';
    return strongBefore(-1) === 'R' && strongBefore(1) === 'R' ? 'EN' : 'L';
  });
  // Numbers count as right-to-left for the neutrals beside them (N1); the levels of letters and numbers.
  const strong = (c: TClass) => (c === 'L' ? 'L' : c === 'N' ? null : 'R');
  const levelOf = (c: TClass) => (base === 'R' ? (c === 'R' ? 1 : 2) : c === 'L' ? 0 : c === 'R' ? 1 : 2);
  const levels = resolved.map((c, i) => {
    if (c !== 'N') return levelOf(c);
    let left: 'L' | 'R' = base;
    let right: 'L' | 'R' = base;
    for (let j = i - 1; j >= 0; j -= 1) if (resolved[j] !== 'N') { left = strong(resolved[j]!)!; break; }
    for (let j = i + 1; j < n; j += 1) if (resolved[j] !== 'N') { right = strong(resolved[j]!)!; break; }
    const direction = left === right ? left : base;
    return base === 'R' ? (direction === 'R' ? 1 : 2) : direction === 'R' ? 1 : 0;
  });
  // L2 undone: from the lowest odd level up, turn round every run at that level or higher.
  const order = [...Array(n).keys()];
  const top = Math.max(0, ...levels);
  for (let level = 1; level <= top; level += 1) {
    let i = 0;
    while (i < n) {
      if (levels[order[i]!]! < level) {
        i += 1;
        continue;
      }
      let j = i;
      while (j < n && levels[order[j]!]! >= level) j += 1;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  return { order, rtl: levels.map((level) => level % 2 === 1) };
}

/** The reading direction of a piece of a line: its only script's; the page's when it has both scripts, or none. */
function baseOf(items: TItem[], pageDirection: 'L' | 'R'): 'L' | 'R' {
  const strongs = new Set(items.map((item) => classOf(item.str)).filter((c) => c === 'L' || c === 'R'));
  return strongs.size === 1 ? ([...strongs][0] as 'L' | 'R') : pageDirection;
}

const NUMBER_OR_NOT = /[0-9\u0660-\u0669\u06F0-\u06F9]+(?:[-+,./:][0-9\u0660-\u0669\u06F0-\u06F9]+)*|[^0-9\u0660-\u0669\u06F0-\u06F9]+/gu;

/**
 * A piece without letters drawn as one item ("+966 55 987 6543" comes out of a right-to-left line as
 * "6543 987 55 966+") split into its numbers and what separates them, each where it was drawn, so that the numbers
 * can be put back in order; "2017/02" and "2015-2019" stay one number, as the bidi algorithm keeps them (W4).
 */
function numbersOf(item: TItem): TItem[] {
  if (classOf(item.str) !== 'EN') return [item];
  const perChar = (item.end - item.x) / Math.max(1, item.str.length);
  return [...item.str.matchAll(NUMBER_OR_NOT)].map((match) => {
    const x = item.x + (match.index ?? 0) * perChar;
    return { ...item, str: match[0], x, end: x + match[0].length * perChar };
  });
}

/** Items of one cell (no wide gap inside), left to right as drawn, in reading order. */
function cellText(drawn: TItem[], pageDirection: 'L' | 'R'): string {
  const items = drawn.flatMap(numbersOf);
  const { order, rtl } = visualToLogical(items.map((item) => classOf(item.str)), baseOf(items, pageDirection));
  let text = '';
  let last: TItem | null = null;
  for (const index of order) {
    const item = items[index]!;
    const str = rtl[index] && classOf(item.str) === 'N' ? [...item.str].map((c) => MIRRORED[c] ?? c).join('') : item.str;
    if (!str.trim()) {
      if (text && !/\s$/u.test(text)) text += ' ';
      continue;
    }
    const gap = last ? Math.min(Math.abs(item.x - last.end), Math.abs(last.x - item.end)) : 0;
    if (last && gap > Math.abs(item.size) * 0.15 && !/\s$/u.test(text) && !/^\s/u.test(str)) text += ' ';
    text += str;
    last = item;
  }
  return text.trim();
}

/**
 * One line's items (left to right) in reading order. A wide gap (pdf.js reports it as one space item as wide as the
 * gap, or leaves it empty) parts table cells and columns: each cell is read on its own, the cells from the right on a
 * right-to-left line, joined by " | ".
 */
function lineText(items: TItem[], pageDirection: 'L' | 'R'): string {
  const cells: TItem[][] = [[]];
  let end: number | null = null;
  for (const item of items) {
    const wide = Math.abs(item.size) * 1.5;
    if (!item.str.trim()) {
      if (item.end - item.x > wide) {
        cells.push([]);
        end = null;
      } else cells.at(-1)!.push(item);
      continue;
    }
    if (end !== null && item.x - end > wide) cells.push([]);
    cells.at(-1)!.push(item);
    end = Math.max(end ?? item.end, item.end);
  }
  const texts = cells.map((cell) => cellText(cell, pageDirection)).filter(Boolean);
  if (baseOf(items, pageDirection) === 'R') texts.reverse();
  return texts.join(' | ');
}

/** Items into lines by height, top to bottom, each line's items left to right. */
function rowsOf(items: TItem[]): TItem[][] {
  const rows: TItem[][] = [];
  for (const item of [...items].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - item.y) <= Math.max(2, Math.abs(item.size) / 2)) row.push(item);
    else rows.push([item]);
  }
  return rows.map((row) => row.sort((a, b) => a.x - b.x));
}

/**
 * Two columns side by side: a band of lines (four or more) with an empty strip (a letter's height wide) between two sides, each side with a
 * heading of its own (a table's cells have none). Answers the items above, the two columns in reading order (the
 * right one first on a right-to-left page) and the items below; null for a page in one column.
 */
function columnsOf(items: TItem[], pageDirection: 'L' | 'R'): TItem[][] | null {
  const text = items.filter((item) => item.str.trim());
  if (text.length < 8) return null;
  const sizes = text.map((item) => Math.abs(item.size)).sort((a, b) => a - b);
  const size = sizes[Math.floor(sizes.length / 2)] ?? 10;
  const rows = rowsOf(text);
  const left = Math.min(...text.map((item) => item.x));
  const right = Math.max(...text.map((item) => item.end));
  const width = Math.max(8, size);
  const free = (row: TItem[], from: number) => row.every((item) => item.end <= from || item.x >= from + width);
  let best: { first: number; last: number; at: number } | null = null;
  for (let at = left + size; at + width < right - size; at += 2) {
    let first = 0;
    while (first < rows.length) {
      if (!free(rows[first]!, at)) {
        first += 1;
        continue;
      }
      let last = first;
      while (last + 1 < rows.length && free(rows[last + 1]!, at)) last += 1;
      const band = rows.slice(first, last + 1);
      const sides = [band.map((row) => row.filter((item) => item.end <= at)), band.map((row) => row.filter((item) => item.x >= at + width))];
      const headings = sides.map((side) => side.flatMap((row, i) => (row.length && isHeadingLine(lineText(row, pageDirection)) ? [i] : [])));
      const filled = sides.map((side) => side.filter((row) => row.length).length);
      const paired = headings[0]!.join() === headings[1]!.join();
      if (band.length >= 4 && filled.every((k) => k >= 3) && headings.every((h) => h.length) && !paired && (!best || band.length > best.last - best.first + 1)) {
        best = { first, last, at };
      }
      first = last + 1;
    }
  }
  if (!best) return null;
  const { first, last, at } = best;
  const top = best ? rows[first]![0]!.y : 0;
  const bottom = rows[last]![0]!.y;
  const tolerance = size / 2;
  const above = items.filter((item) => item.y > top + tolerance);
  const below = items.filter((item) => item.y < bottom - tolerance);
  const band = items.filter((item) => item.y <= top + tolerance && item.y >= bottom - tolerance);
  const sides = [band.filter((item) => item.x + (item.end - item.x) / 2 < at), band.filter((item) => item.x + (item.end - item.x) / 2 >= at)];
  if (pageDirection === 'R') sides.reverse();
  return [above, ...sides, below];
}

/** Items in drawing order into lines: a change of height starts a line; going back up the page starts a column. */
function linesInOrder(items: TItem[], pageDirection: 'L' | 'R', lines: string[]) {
  let row: TItem[] = [];
  let top: number | null = null;
  const flush = () => {
    if (row.length) lines.push(lineText(row.sort((a, b) => a.x - b.x), pageDirection));
    row = [];
  };
  for (const item of items) {
    const last = row.at(-1);
    if (last && Math.abs(item.y - last.y) > Math.max(2, Math.abs(last.size) / 2)) flush();
    // Back up the page by more than a line: the next column.
    if (top !== null && item.str.trim() && item.y > top + Math.abs(item.size) * 2) {
      flush();
      lines.push(COLUMN_BREAK);
    }
    if (item.str.trim()) top = item.y;
    row.push(item);
  }
  flush();
}

/** One page's text items as lines in reading order; items far apart on one line (table cells) are joined by " | ". */
export function linesOfItems(pdfItems: TPdfItem[]): string[] {
  const items = pdfItems
    .filter((item) => item.str)
    .map(({ str, transform, width }) => {
      const [size = 10, , , , x = 0, y = 0] = transform;
      return { str, x, end: x + width, y, size: size || 10 };
    });
  const pageDirection = directionOf(items.map((item) => item.str).join(''));
  const lines: string[] = [];
  const parts = columnsOf(items, pageDirection);
  if (parts) {
    parts.forEach((part, i) => {
      if (i > 0 && part.length) lines.push(COLUMN_BREAK);
      linesInOrder(part, pageDirection, lines);
    });
  } else linesInOrder(items, pageDirection, lines);
  return lines.filter((line) => line === COLUMN_BREAK || line.trim());
}
