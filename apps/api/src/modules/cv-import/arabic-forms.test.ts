import { describe, expect, it } from 'vitest';
import { foldPdfArabic } from './arabic-forms.ts';
import { normalizeLines } from './parse-cv.ts';

/** Decision 152: «عبدالله» read from a PDF stays «عبدالله». */
describe('Arabic as PDF readers give it back', () => {
  it('unfolds presentation forms and the ligature of the name of God', () => {
    // «عبدالله القحطاني» in presentation forms, the name of God as its one ligature (U+FDF2), as Chromium's PDFs map it.
    const forms = '\uFECB\uFE92\uFEAA\uFDF2 \uFE8D\uFEDF\uFED8\uFEA4\uFEC4\uFE8E\uFEE7\uFEF2';
    expect(forms.normalize('NFC')).not.toContain('عبد');
    expect(foldPdfArabic(forms)).toBe('عبدالله القحطاني');
    expect(foldPdfArabic('\uFEFB')).toBe('لا');
  });

  it('puts back «الله» when a ligature glyph came out turned round with its item', () => {
    // The lam-lam-heh glyph mapped to «لله», turned round: «هلل» after the alef drawn on its own.
    expect(foldPdfArabic('عبداهلل')).toBe('عبدالله');
    expect(foldPdfArabic('\uFECB\uFE92\uFEAA\uFE8D\uFEEB\uFEE0\uFEDE')).toBe('عبدالله');
    expect(foldPdfArabic('عبد اهلل الشهري')).toBe('عبد الله الشهري');
    expect(foldPdfArabic('عبدهللا')).toBe('عبدالله');
    expect(foldPdfArabic('عبداهلّل')).toBe('عبدالله');
    expect(foldPdfArabic('Abdullah عبداهلل, محاسب')).toBe('Abdullah عبدالله, محاسب');
  });

  it('leaves words that only contain those letters as they are', () => {
    for (const word of ['هلل', 'تهليل', 'الهلال', 'اهللت', 'عبدالله', 'سلام']) expect(foldPdfArabic(word)).toBe(word);
  });

  it('is how the reader takes a PDF\'s lines', () => {
    expect(normalizeLines('\uFE8D\uFEDF\uFE8E\uFEB3\uFEE2: \uFECB\uFE92\uFEAA\uFE8D\uFEEB\uFEE0\uFEDE \uFE8D\uFEDF\uFED8\uFEA4\uFEC4\uFE8E\uFEE7\uFEF2')).toEqual(['الاسم: عبدالله القحطاني']);
  });
});
