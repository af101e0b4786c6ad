import { describe, expect, it } from 'vitest';
import { skillsOfJob } from './job-skills.ts';
import { skillsIn } from './skill-list.ts';

/** A job's skills as filed when it is saved (decision 115). */
describe('filing a job\'s skills', () => {
  it('files each skill at its most central place: title, required line, a plus, elsewhere', () => {
    expect(
      skillsOfJob({
        title: 'Excel Reporting Specialist',
        description: '<p>We use <strong>Jira</strong> daily.</p><ul><li>Figma is nice to have</li></ul>',
        duties: 'Write SQL queries\nBuild dashboards in Power BI or Tableau',
        qualifications: 'Strong SQL and Excel; Python or R is a plus\nCFA preferred',
      }),
    ).toEqual(['CFA:1', 'Excel:3', 'Figma:1', 'Jira:0', 'Power BI:2', 'Python:1', 'SQL:2', 'Tableau:2']);
  });

  it('reads Arabic lines, a Latin name glued to «و», and «ميزة إضافية»', () => {
    expect(skillsOfJob({ title: 'محلل بيانات', description: null, duties: null, qualifications: 'إتقان SQL وExcel\nمعرفة بلغة بايثون ميزة إضافية\nإتقان الأوتوكاد' })).toEqual([
      'AutoCAD:2',
      'Excel:2',
      'Python:1',
      'SQL:2',
    ]);
  });

  it('matches a skill as a whole word or name, never a longer word it begins', () => {
    expect([...skillsIn('Excellent communication, operations, reaction')]).toEqual([]);
    expect([...skillsIn('MS Excel and Power BI')].sort()).toEqual(['Excel', 'Power BI']);
  });

  it('files certificates and terms of a trade in either script: first aid, CPR as BLS, zakat and VAT (decision 218)', () => {
    expect(skillsOfJob({ title: 'معلم رياض أطفال', description: null, duties: null, qualifications: 'شهادة الإسعافات الأولية ميزة إضافية' })).toEqual(['First aid:1']);
    expect([...skillsIn('BLS/CPR certified')].sort()).toEqual(['BLS']);
    expect([...skillsIn('الإنعاش القلبي الرئوي')]).toEqual(['BLS']);
    expect(skillsOfJob({ title: 'محاسب', description: 'الالتزام بمتطلبات هيئة الزكاة والضريبة والجمارك', duties: 'إعداد إقرارات ضريبة القيمة المضافة', qualifications: null })).toEqual(['VAT:2', 'Zakat:0']);
    expect([...skillsIn('Prepare VAT returns and zakat declarations')].sort()).toEqual(['VAT', 'Zakat']);
  });
});
