import { describe, expect, it } from 'vitest';
import { isCurrentPath, isPlainClick } from './plain-link.tsx';

describe('isCurrentPath (React Router NavLink rule)', () => {
  it('marks the page a link leads to and, unless `end`, the pages below it', () => {
    expect(isCurrentPath('/en/find-jobs', '/en/find-jobs')).toBe(true);
    expect(isCurrentPath('/en/find-jobs', '/en/find-jobs?q=nurse')).toBe(true);
    expect(isCurrentPath('/company-profile/7/jobs', '/company-profile/7')).toBe(true);
    expect(isCurrentPath('/company-profile/7/jobs', '/company-profile/7', true)).toBe(false);
    expect(isCurrentPath('/EN/Majors', '/en/majors')).toBe(true);
  });

  it('does not mark a page whose path only starts with the same letters, nor every page for the home link', () => {
    expect(isCurrentPath('/find-jobs-old', '/find-jobs')).toBe(false);
    expect(isCurrentPath('/company-profile/70', '/company-profile/7')).toBe(false);
    expect(isCurrentPath('/majors', '/')).toBe(false);
    expect(isCurrentPath('/', '/')).toBe(true);
  });
});

describe('isPlainClick', () => {
  const click = { defaultPrevented: false, button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false };
  const anchor = (target = '', download = false) => ({ target, hasAttribute: (name: string) => name === 'download' && download });

  it('takes a plain click of the main button in this window', () => {
    expect(isPlainClick(click, anchor())).toBe(true);
    expect(isPlainClick(click, anchor('_self'))).toBe(true);
  });

  it('leaves to the browser a modified or other-button click, another window, a download or a handled click', () => {
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const) expect(isPlainClick({ ...click, [key]: true }, anchor()), key).toBe(false);
    expect(isPlainClick({ ...click, button: 1 }, anchor())).toBe(false);
    expect(isPlainClick({ ...click, defaultPrevented: true }, anchor())).toBe(false);
    expect(isPlainClick(click, anchor('_blank'))).toBe(false);
    expect(isPlainClick(click, anchor('', true))).toBe(false);
  });
});
