import { describe, expect, it } from 'vitest';
import { linesOfItems, type TPdfItem } from './pdf-lines.ts';

/** Pieces of one line as a producer draws them: left to right, each `width` points wide, the gaps given. */
function drawn(y: number, pieces: Array<string | number>): TPdfItem[] {
  const items: TPdfItem[] = [];
  let x = 50;
  for (const piece of pieces) {
    if (typeof piece === 'number') x += piece;
    else {
      const width = piece.length * 5;
      items.push({ str: piece, transform: [10, 0, 0, 10, x, y], width });
      x += width;
    }
  }
  return items;
}

describe('PDF lines in reading order (decision 087)', () => {
  it('reads a right-to-left line drawn from the left, with the address and a number inside it', () => {
    // «البريد: sara@example.com» and «يناير 2019 - حتى الآن», as Chromium draws them (each Arabic piece already turned round by pdf.js).
    const lines = linesOfItems([...drawn(700, ['sara@example.com', ' ', ':', 'البريد']), ...drawn(680, ['الآن', ' ', 'حتى', ' ', '-', ' ', '2019', ' ', 'يناير'])]);
    expect(lines).toEqual(['البريد: sara@example.com', 'يناير 2019 - حتى الآن']);
  });

  it('puts a phone number drawn backwards in a right-to-left paragraph back in order, and keeps "2017/02" whole', () => {
    const lines = linesOfItems([...drawn(700, ['محمد الزهراني']), ...drawn(680, ['6543 987 55 966+']), ...drawn(660, ['2017/02', ' ', 'من'])]);
    expect(lines).toEqual(['محمد الزهراني', '+966 55 987 6543', 'من 2017/02']);
  });

  it('reads the cells of a right-to-left table from the right, each in its own order', () => {
    const lines = linesOfItems([...drawn(700, ['الرياض', ' ', 'بنك']), ...drawn(680, ['2021/12', 40, '2016/05', 40, 'ائتمان', ' ', 'محللة', 40, 'الرياض', ' ', 'بنك'])]);
    expect(lines).toEqual(['بنك الرياض', 'بنك الرياض | محللة ائتمان | 2016/05 | 2021/12']);
  });

  it('mirrors the brackets of a right-to-left run back', () => {
    expect(linesOfItems(drawn(700, ['(', 'متقدم', ')', ' ', 'إكسل']))).toEqual(['إكسل (متقدم)']);
  });
});
