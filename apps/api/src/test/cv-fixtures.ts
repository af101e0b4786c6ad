// Over 400 lines on purpose: test data, the import's CVs and what each draft must hold.
import type { TLanguageCode, TLanguageLevel } from '@tawzeef/contract';
import type { TDocxBlock, TPdfLayout } from './cv-files.ts';

/**
 * CVs written for the import's tests (decision 038), in the layouts people send: one column, two columns, tables,
 * Arabic only, English only, both; Gregorian and Hijri dates. Each says what the draft must hold.
 */

export interface TCvExpectation {
  first_name?: string;
  last_name?: string;
  ar_name?: [string, string];
  en_name?: [string, string];
  email?: string;
  phone?: string;
  headline?: string;
  experiences?: Array<{ company_name: string; job_title: string; start_date?: string; end_date?: string | null; is_current?: boolean }>;
  qualifications?: Array<{ qualification_type: string; university?: string; study_field?: string; graduated_year?: number }>;
  skills?: string[];
  courses?: Array<{ title: string; total_hours?: number | null }>;
  languages?: Array<{ language: TLanguageCode; level: TLanguageLevel }>;
  /** Fields that must be marked for checking, as "section.index.field". */
  uncertain?: string[];
}

export interface TCvFixture {
  name: string;
  pdf?: TPdfLayout;
  docx?: { blocks: TDocxBlock[]; rtl?: boolean };
  expect: TCvExpectation;
}

export const CV_FIXTURES: TCvFixture[] = [
  {
    name: 'English, one column, months and years',
    pdf: {
      lines: [
        'Ahmed Alotaibi',
        'Senior Software Engineer',
        'ahmed.alotaibi@example.com | +966 50 123 4567 | Riyadh',
        'Summary',
        'Backend engineer with eight years of experience building payment systems.',
        'Experience',
        'Senior Software Engineer at Horizon Technology Co.',
        'Jan 2020 - Present',
        '• Led the payments team of five engineers.',
        'Software Engineer at Gulf Soft Company',
        'Mar 2016 - Dec 2019',
        '• Built the billing API.',
        'Education',
        'Bachelor of Science in Computer Science',
        'King Saud University, 2015',
        'Skills',
        'TypeScript, PostgreSQL, Node.js (Advanced)',
        'Courses',
        'AWS Solutions Architect - 40 hours',
        'Languages',
        'Arabic: Native, English: Fluent',
      ],
    },
    expect: {
      first_name: 'Ahmed',
      last_name: 'Alotaibi',
      en_name: ['Ahmed', 'Alotaibi'],
      email: 'ahmed.alotaibi@example.com',
      phone: '+966501234567',
      headline: 'Senior Software Engineer',
      experiences: [
        { company_name: 'Horizon Technology Co.', job_title: 'Senior Software Engineer', start_date: '2020-01-01', is_current: true },
        { company_name: 'Gulf Soft Company', job_title: 'Software Engineer', start_date: '2016-03-01', end_date: '2019-12-01' },
      ],
      qualifications: [{ qualification_type: 'bachelor', university: 'King Saud University', study_field: 'Computer Science', graduated_year: 2015 }],
      skills: ['TypeScript', 'PostgreSQL', 'Node.js'],
      courses: [{ title: 'AWS Solutions Architect', total_hours: 40 }],
      languages: [
        { language: 'ar', level: 'native' },
        { language: 'en', level: 'fluent' },
      ],
    },
  },
  {
    name: 'Arabic only, one column, Gregorian months',
    pdf: {
      lines: [
        'سارة القحطاني',
        'محاسبة قانونية',
        'البريد: sara.q@example.com',
        'الجوال: 0551234567',
        'الخبرات العملية',
        'محاسبة أولى - شركة المراعي',
        'يناير 2019 - حتى الآن',
        'محاسبة - مؤسسة النور التجارية',
        'مارس 2015 - ديسمبر 2018',
        'المؤهلات العلمية',
        'بكالوريوس المحاسبة',
        'جامعة الملك عبدالعزيز - 2014',
        'المهارات',
        'التحليل المالي، إكسل (متقدم)، التقارير الضريبية',
        'الدورات التدريبية',
        'دورة الزكاة والضريبة - 30 ساعة',
        'اللغات',
        'العربية: اللغة الأم',
        'الإنجليزية: جيد',
      ],
    },
    expect: {
      first_name: 'سارة',
      last_name: 'القحطاني',
      ar_name: ['سارة', 'القحطاني'],
      email: 'sara.q@example.com',
      phone: '+966551234567',
      headline: 'محاسبة قانونية',
      experiences: [
        { company_name: 'شركة المراعي', job_title: 'محاسبة أولى', start_date: '2019-01-01', is_current: true },
        { company_name: 'مؤسسة النور التجارية', job_title: 'محاسبة', start_date: '2015-03-01', end_date: '2018-12-01' },
      ],
      qualifications: [{ qualification_type: 'bachelor', university: 'جامعة الملك عبدالعزيز', study_field: 'المحاسبة', graduated_year: 2014 }],
      skills: ['التحليل المالي', 'إكسل', 'التقارير الضريبية'],
      courses: [{ title: 'دورة الزكاة والضريبة', total_hours: 30 }],
      languages: [
        { language: 'ar', level: 'native' },
        { language: 'en', level: 'good' },
      ],
    },
  },
  {
    name: 'Arabic, Hijri dates with month names',
    pdf: {
      lines: [
        'خالد الحربي',
        'مشرف موارد بشرية',
        'khalid.harbi@example.com',
        '00966 56 765 4321',
        'الخبرات',
        'مشرف موارد بشرية في شركة الخليج للخدمات اللوجستية',
        'رجب 1440 هـ - حتى الآن',
        'أخصائي توظيف في مجموعة الشفاء الطبية',
        'محرم 1436 هـ - جمادى الآخرة 1440 هـ',
        'التعليم',
        'بكالوريوس إدارة الأعمال - جامعة الملك فهد للبترول والمعادن 1435 هـ',
      ],
    },
    expect: {
      first_name: 'خالد',
      last_name: 'الحربي',
      email: 'khalid.harbi@example.com',
      phone: '+966567654321',
      experiences: [
        { company_name: 'شركة الخليج للخدمات اللوجستية', job_title: 'مشرف موارد بشرية', start_date: '2019-03-08', is_current: true },
        { company_name: 'مجموعة الشفاء الطبية', job_title: 'أخصائي توظيف', start_date: '2014-10-25', end_date: '2019-02-06' },
      ],
      qualifications: [{ qualification_type: 'bachelor', university: 'جامعة الملك فهد للبترول والمعادن', study_field: 'إدارة الأعمال', graduated_year: 2013 }],
      uncertain: ['qualifications.0.graduated_year'],
    },
  },
  {
    name: 'Arabic, Hijri years only',
    pdf: {
      lines: [
        'نورة الشهري',
        'معلمة رياضيات',
        'noura@example.com',
        'الخبرة العملية',
        'معلمة رياضيات - مدارس رواد الجنوب الأهلية',
        '1438هـ - 1443هـ',
        'المؤهل العلمي',
        'بكالوريوس الرياضيات، جامعة الملك خالد، 1437هـ',
      ],
    },
    expect: {
      first_name: 'نورة',
      email: 'noura@example.com',
      experiences: [{ company_name: 'مدارس رواد الجنوب الأهلية', job_title: 'معلمة رياضيات', start_date: '2016-10-02', end_date: '2021-08-09' }],
      qualifications: [{ qualification_type: 'bachelor', university: 'جامعة الملك خالد', study_field: 'الرياضيات' }],
      uncertain: ['experiences.0.start_date', 'experiences.0.end_date'],
    },
  },
  {
    name: 'English, two columns (sidebar first)',
    pdf: {
      sidebar: ['Contact', 'omar.saleh@example.com', '+966 54 111 2233', 'Skills', 'AutoCAD', 'Revit', 'Primavera P6', 'Languages', 'English - Fluent', 'Arabic - Native'],
      lines: [
        'Omar Saleh',
        'Civil Engineer',
        'Work Experience',
        'Site Engineer | Nakheel Contracting Co. | 2018 - 2023',
        'Supervised concrete works on three residential towers.',
        'Junior Engineer | Al Bina Group | 2016 - 2018',
        'Education',
        'BSc Civil Engineering, Qassim University, 2016',
      ],
    },
    expect: {
      first_name: 'Omar',
      last_name: 'Saleh',
      email: 'omar.saleh@example.com',
      phone: '+966541112233',
      experiences: [
        { company_name: 'Nakheel Contracting Co.', job_title: 'Site Engineer', start_date: '2018-01-01', end_date: '2023-01-01' },
        { company_name: 'Al Bina Group', job_title: 'Junior Engineer', start_date: '2016-01-01', end_date: '2018-01-01' },
      ],
      qualifications: [{ qualification_type: 'bachelor', university: 'Qassim University', study_field: 'Civil Engineering', graduated_year: 2016 }],
      skills: ['AutoCAD', 'Revit', 'Primavera P6'],
      languages: [
        { language: 'en', level: 'fluent' },
        { language: 'ar', level: 'native' },
      ],
      uncertain: ['experiences.0.start_date', 'skills.0.level'],
    },
  },
  {
    name: 'Arabic, two columns',
    pdf: {
      sidebar: ['بيانات التواصل', 'fahad@example.com', '0501112222', 'اللغات', 'العربية (اللغة الأم)', 'الإنجليزية (ممتاز)', 'المهارات', 'خدمة العملاء', 'البيع'],
      lines: [
        'فهد الدوسري',
        'مندوب مبيعات',
        'الخبرات',
        'مندوب مبيعات - أسواق تموين',
        '2019 - 2024',
        'كاشير - شركة بنده للتجزئة',
        '2016 - 2019',
        'التعليم',
        'الثانوية العامة - ثانوية الملك فيصل - 2015',
      ],
    },
    expect: {
      first_name: 'فهد',
      last_name: 'الدوسري',
      email: 'fahad@example.com',
      phone: '+966501112222',
      experiences: [
        { company_name: 'أسواق تموين', job_title: 'مندوب مبيعات', start_date: '2019-01-01', end_date: '2024-01-01' },
        { company_name: 'شركة بنده للتجزئة', job_title: 'كاشير', start_date: '2016-01-01', end_date: '2019-01-01' },
      ],
      qualifications: [{ qualification_type: 'secondary', graduated_year: 2015 }],
      skills: ['خدمة العملاء', 'البيع'],
      languages: [
        { language: 'ar', level: 'native' },
        { language: 'en', level: 'fluent' },
      ],
    },
  },
  {
    name: 'English, experience and education as tables',
    pdf: {
      lines: [
        'Layla Hassan',
        'HR Business Partner',
        'layla.hassan@example.com  +966 53 222 3344',
        'Experience',
        ['Company', 'Title', 'From', 'To'],
        ['Almarai Company', 'HR Business Partner', '05/2019', 'Present'],
        ['Saudi Post', 'HR Specialist', '01/2015', '04/2019'],
        'Education',
        ['Degree', 'University', 'Major', 'Year'],
        ['Master', 'Prince Sultan University', 'Human Resources', '2014'],
        ['Bachelor', 'Effat University', 'Psychology', '2011'],
      ],
    },
    expect: {
      first_name: 'Layla',
      email: 'layla.hassan@example.com',
      phone: '+966532223344',
      experiences: [
        { company_name: 'Almarai Company', job_title: 'HR Business Partner', start_date: '2019-05-01', is_current: true },
        { company_name: 'Saudi Post', job_title: 'HR Specialist', start_date: '2015-01-01', end_date: '2019-04-01' },
      ],
      qualifications: [
        { qualification_type: 'ma', university: 'Prince Sultan University', study_field: 'Human Resources', graduated_year: 2014 },
        { qualification_type: 'bachelor', university: 'Effat University', study_field: 'Psychology', graduated_year: 2011 },
      ],
    },
  },
  {
    name: 'Arabic, tables',
    pdf: {
      lines: [
        'الاسم: عبدالله بن سعد الغامدي',
        'البريد الإلكتروني: abdullah.g@example.com',
        'الخبرات',
        ['جهة العمل', 'المسمى الوظيفي', 'من', 'إلى'],
        ['شركة الاتصالات السعودية', 'مهندس شبكات', '2017/02', '2022/08'],
        'المؤهلات',
        ['المؤهل', 'الجامعة', 'التخصص', 'سنة التخرج'],
        ['بكالوريوس', 'جامعة أم القرى', 'هندسة الحاسب', '2016'],
      ],
    },
    expect: {
      first_name: 'عبدالله',
      last_name: 'بن سعد الغامدي',
      email: 'abdullah.g@example.com',
      experiences: [{ company_name: 'شركة الاتصالات السعودية', job_title: 'مهندس شبكات', start_date: '2017-02-01', end_date: '2022-08-01' }],
      qualifications: [{ qualification_type: 'bachelor', university: 'جامعة أم القرى', study_field: 'هندسة الحاسب', graduated_year: 2016 }],
    },
  },
  {
    name: 'Bilingual, headings in both languages',
    pdf: {
      lines: [
        'Mohammed Alzahrani',
        'محمد الزهراني',
        'Data Analyst | محلل بيانات',
        'm.zahrani@example.com | 0559876543',
        'Experience | الخبرات',
        'Data Analyst at Saudi National Bank',
        'Feb 2021 - Present',
        'محلل بيانات مبتدئ - شركة تحكم',
        'سبتمبر 2018 - يناير 2021',
        'Education | التعليم',
        'Bachelor of Statistics, King Abdulaziz University, 2018',
        'Languages | اللغات',
        'Arabic (Native), English (Fluent)',
      ],
    },
    expect: {
      first_name: 'Mohammed',
      last_name: 'Alzahrani',
      ar_name: ['محمد', 'الزهراني'],
      en_name: ['Mohammed', 'Alzahrani'],
      email: 'm.zahrani@example.com',
      phone: '+966559876543',
      experiences: [
        { company_name: 'Saudi National Bank', job_title: 'Data Analyst', start_date: '2021-02-01', is_current: true },
        { company_name: 'شركة تحكم', job_title: 'محلل بيانات مبتدئ', start_date: '2018-09-01', end_date: '2021-01-01' },
      ],
      qualifications: [{ qualification_type: 'bachelor', university: 'King Abdulaziz University', study_field: 'Statistics', graduated_year: 2018 }],
      languages: [
        { language: 'ar', level: 'native' },
        { language: 'en', level: 'fluent' },
      ],
    },
  },
  {
    name: 'English, company first then title, numeric dates',
    pdf: {
      lines: [
        'Fatimah Al Amri',
        'fatimah.amri@example.com',
        '+966 58 000 1234',
        'Professional Experience',
        'King Faisal Specialist Hospital, Riyadh',
        'Staff Nurse',
        '03/2017 - 06/2022',
        'Dr. Sulaiman Al Habib Hospital',
        'Nurse Intern',
        '09/2016 - 02/2017',
        'Education',
        'Bachelor of Nursing',
        'Princess Nourah University',
        '2016',
        'Certifications',
        'Basic Life Support (BLS) 8 hours',
        'Advanced Cardiac Life Support 16 hours',
      ],
    },
    expect: {
      first_name: 'Fatimah',
      last_name: 'Al Amri',
      experiences: [
        { company_name: 'King Faisal Specialist Hospital', job_title: 'Staff Nurse', start_date: '2017-03-01', end_date: '2022-06-01' },
        { company_name: 'Dr. Sulaiman Al Habib Hospital', job_title: 'Nurse Intern', start_date: '2016-09-01', end_date: '2017-02-01' },
      ],
      qualifications: [{ qualification_type: 'bachelor', university: 'Princess Nourah University', study_field: 'Nursing', graduated_year: 2016 }],
      courses: [
        { title: 'Basic Life Support (BLS)', total_hours: 8 },
        { title: 'Advanced Cardiac Life Support', total_hours: 16 },
      ],
    },
  },
  {
    name: 'Arabic, Levantine month names and Arabic-Indic digits',
    pdf: {
      lines: [
        'رامي الخطيب',
        'مصمم جرافيك',
        'rami.k@example.com',
        'الهاتف: ٠٥٠٣٣٣٤٤٥٥',
        'الخبرة المهنية',
        'مصمم جرافيك أول لدى وكالة الإبداع للإعلان',
        'كانون الثاني ٢٠٢٠ - الآن',
        'مصمم جرافيك في مؤسسة لمسات للتصميم',
        'آذار ٢٠١٧ - كانون الأول ٢٠١٩',
        'المهارات',
        'فوتوشوب - ممتاز',
        'إليستريتور - جيد جدا',
      ],
    },
    expect: {
      first_name: 'رامي',
      phone: '+966503334455',
      experiences: [
        { company_name: 'وكالة الإبداع للإعلان', job_title: 'مصمم جرافيك أول', start_date: '2020-01-01', is_current: true },
        { company_name: 'مؤسسة لمسات للتصميم', job_title: 'مصمم جرافيك', start_date: '2017-03-01', end_date: '2019-12-01' },
      ],
      skills: ['فوتوشوب', 'إليستريتور'],
    },
  },
  {
    name: 'English, PhD and master with ranges',
    pdf: {
      lines: [
        'Dr. Hind Almutairi',
        'Assistant Professor of Chemistry',
        'hind.m@example.com',
        'Education',
        'PhD in Analytical Chemistry, University of Manchester, 2012 - 2016',
        'MSc in Chemistry, King Saud University, 2008 - 2011',
        'Experience',
        'Assistant Professor at Imam Abdulrahman Bin Faisal University',
        'September 2016 - Present',
      ],
    },
    expect: {
      email: 'hind.m@example.com',
      qualifications: [
        { qualification_type: 'phd', university: 'University of Manchester', study_field: 'Analytical Chemistry', graduated_year: 2016 },
        { qualification_type: 'ma', university: 'King Saud University', study_field: 'Chemistry', graduated_year: 2011 },
      ],
      experiences: [{ company_name: 'Imam Abdulrahman Bin Faisal University', job_title: 'Assistant Professor', start_date: '2016-09-01', is_current: true }],
    },
  },
  {
    name: 'Arabic, diploma and training courses',
    pdf: {
      lines: [
        'ماجد العنزي',
        'فني كهرباء',
        'majed.anazi@example.com',
        '0543219876',
        'التعليم',
        'دبلوم التقنية الكهربائية - الكلية التقنية بتبوك - 2012',
        'الخبرات',
        'فني كهرباء - شركة الكهرباء السعودية',
        '2013 - حاليا',
        'الدورات',
        'السلامة المهنية 24 ساعة',
        'تدريب على أنظمة التحكم PLC - 60 ساعة تدريبية',
      ],
    },
    expect: {
      first_name: 'ماجد',
      phone: '+966543219876',
      qualifications: [{ qualification_type: 'diploma', university: 'الكلية التقنية بتبوك', study_field: 'التقنية الكهربائية', graduated_year: 2012 }],
      experiences: [{ company_name: 'شركة الكهرباء السعودية', job_title: 'فني كهرباء', start_date: '2013-01-01', is_current: true }],
      courses: [
        { title: 'السلامة المهنية', total_hours: 24 },
        { title: 'تدريب على أنظمة التحكم PLC', total_hours: 60 },
      ],
    },
  },
  {
    name: 'English, labelled header and skills with levels',
    pdf: {
      lines: [
        'Name: Yousef Alqahtani',
        'Email: yousef.q@example.com',
        'Mobile: 966551230000',
        'Objective',
        'Seeking a sales role in the retail sector.',
        'Work History',
        'Sales Representative - Jarir Bookstore - 2019 to 2023',
        'Skills',
        'Negotiation (Expert)',
        'CRM - Intermediate',
        'Microsoft Excel: Basic',
      ],
    },
    expect: {
      first_name: 'Yousef',
      last_name: 'Alqahtani',
      email: 'yousef.q@example.com',
      phone: '+966551230000',
      experiences: [{ company_name: 'Jarir Bookstore', job_title: 'Sales Representative', start_date: '2019-01-01', end_date: '2023-01-01' }],
      skills: ['Negotiation', 'CRM', 'Microsoft Excel'],
    },
  },
  {
    name: 'English, one column with other sections to ignore',
    pdf: {
      lines: [
        'Sami Al Shammari',
        'Logistics Coordinator',
        'sami.shammari@example.com | +966 59 876 5432',
        'Experience',
        'Logistics Coordinator at Gulf Logistics Services Co.',
        'Apr 2018 - Present',
        'Hobbies',
        'Football, reading',
        'References',
        'Available on request.',
        'Languages',
        'Urdu - Good',
        'English - Fluent',
      ],
    },
    expect: {
      first_name: 'Sami',
      experiences: [{ company_name: 'Gulf Logistics Services Co.', job_title: 'Logistics Coordinator', start_date: '2018-04-01', is_current: true }],
      languages: [
        { language: 'ur', level: 'good' },
        { language: 'en', level: 'fluent' },
      ],
      skills: [],
    },
  },
  {
    name: 'Arabic, one column, name and experience with «في»',
    pdf: {
      lines: [
        'ريم العسيري',
        'أخصائية تسويق رقمي',
        'reem.asiri@example.com',
        'نبذة عني',
        'أخصائية تسويق بخبرة خمس سنوات في الحملات الإعلانية.',
        'الخبرات',
        'أخصائية تسويق رقمي في شركة الأفق للتقنية (2020 - 2024)',
        'التعليم',
        'بكالوريوس التسويق - جامعة الملك خالد 2019',
        'اللغات',
        'العربية، الإنجليزية',
      ],
    },
    expect: {
      first_name: 'ريم',
      headline: 'أخصائية تسويق رقمي',
      experiences: [{ company_name: 'شركة الأفق للتقنية', job_title: 'أخصائية تسويق رقمي', start_date: '2020-01-01', end_date: '2024-01-01' }],
      qualifications: [{ qualification_type: 'bachelor', university: 'جامعة الملك خالد', study_field: 'التسويق', graduated_year: 2019 }],
      languages: [
        { language: 'ar', level: 'good' },
        { language: 'en', level: 'good' },
      ],
      uncertain: ['languages.0.level', 'languages.1.level'],
    },
  },
  {
    name: 'Word, English, paragraphs',
    docx: {
      blocks: [
        'Tariq Mansour',
        'Project Manager',
        'tariq.mansour@example.com | +966 50 765 4321',
        'Experience',
        'Project Manager at Saudi Binladin Group',
        'June 2015 - Present',
        'Education',
        'MBA, King Fahd University of Petroleum and Minerals, 2014',
        'Courses',
        'PMP Exam Preparation (35 hours)',
        'Languages',
        'Arabic: Native',
        'English: Fluent',
        'French: Basic',
      ],
    },
    expect: {
      first_name: 'Tariq',
      last_name: 'Mansour',
      email: 'tariq.mansour@example.com',
      phone: '+966507654321',
      experiences: [{ company_name: 'Saudi Binladin Group', job_title: 'Project Manager', start_date: '2015-06-01', is_current: true }],
      qualifications: [{ qualification_type: 'ma', university: 'King Fahd University of Petroleum and Minerals', graduated_year: 2014 }],
      courses: [{ title: 'PMP Exam Preparation', total_hours: 35 }],
      languages: [
        { language: 'ar', level: 'native' },
        { language: 'en', level: 'fluent' },
        { language: 'fr', level: 'basic' },
      ],
    },
  },
  {
    name: 'Word, Arabic, right to left',
    docx: {
      rtl: true,
      blocks: [
        'هند السبيعي',
        'صيدلانية',
        'hind.subaie@example.com',
        '0567778888',
        'الخبرات العملية',
        'صيدلانية - صيدليات النهدي',
        'فبراير 2018 - حتى الآن',
        'المؤهلات العلمية',
        'بكالوريوس الصيدلة - جامعة القصيم - 2017',
        'المهارات',
        'صرف الأدوية، الاستشارات الدوائية',
      ],
    },
    expect: {
      first_name: 'هند',
      last_name: 'السبيعي',
      phone: '+966567778888',
      experiences: [{ company_name: 'صيدليات النهدي', job_title: 'صيدلانية', start_date: '2018-02-01', is_current: true }],
      qualifications: [{ qualification_type: 'bachelor', university: 'جامعة القصيم', study_field: 'الصيدلة', graduated_year: 2017 }],
      skills: ['صرف الأدوية', 'الاستشارات الدوائية'],
    },
  },
  {
    name: 'Word, English, tables',
    docx: {
      blocks: [
        'Nasser Albaqami',
        'nasser.b@example.com',
        'Experience',
        [
          ['Company', 'Position', 'Period'],
          ['Saudi Aramco', 'Process Engineer', '2014 - 2020'],
          ['SABIC', 'Senior Process Engineer', '2020 - Present'],
        ],
        'Education',
        [
          ['Degree', 'University', 'Field', 'Year'],
          ['Bachelor', 'King Fahd University of Petroleum and Minerals', 'Chemical Engineering', '2013'],
        ],
      ],
    },
    expect: {
      first_name: 'Nasser',
      email: 'nasser.b@example.com',
      experiences: [
        { company_name: 'Saudi Aramco', job_title: 'Process Engineer', start_date: '2014-01-01', end_date: '2020-01-01' },
        { company_name: 'SABIC', job_title: 'Senior Process Engineer', start_date: '2020-01-01', is_current: true },
      ],
      qualifications: [{ qualification_type: 'bachelor', university: 'King Fahd University of Petroleum and Minerals', study_field: 'Chemical Engineering', graduated_year: 2013 }],
    },
  },
  {
    name: 'Word, Arabic, tables with Hijri',
    docx: {
      rtl: true,
      blocks: [
        'الاسم: بندر المالكي',
        'الجوال: 0533334444',
        'الخبرات',
        [
          ['جهة العمل', 'المسمى الوظيفي', 'الفترة'],
          ['وزارة الصحة', 'إداري', '1430هـ - 1440هـ'],
        ],
        'المؤهلات',
        [
          ['المؤهل', 'الجامعة', 'التخصص', 'سنة التخرج'],
          ['دبلوم', 'معهد الإدارة العامة', 'السكرتارية', '1429هـ'],
        ],
      ],
    },
    expect: {
      first_name: 'بندر',
      last_name: 'المالكي',
      phone: '+966533334444',
      experiences: [{ company_name: 'وزارة الصحة', job_title: 'إداري', start_date: '2008-12-29', end_date: '2018-09-11' }],
      qualifications: [{ qualification_type: 'diploma', university: 'معهد الإدارة العامة', study_field: 'السكرتارية', graduated_year: 2008 }],
      uncertain: ['experiences.0.start_date', 'qualifications.0.graduated_year'],
    },
  },
  {
    name: 'Word, bilingual mixed lines',
    docx: {
      blocks: [
        'Abeer Alharthi | عبير الحارثي',
        'Executive Assistant',
        'abeer.h@example.com',
        'Experience - الخبرات',
        'Executive Assistant at Riyad Bank, 2017 - 2023',
        'Skills - المهارات',
        'Microsoft Office • Arabic typing • Scheduling',
        'Languages - اللغات',
        'العربية: الأم • English: Very good',
      ],
    },
    expect: {
      first_name: 'Abeer',
      last_name: 'Alharthi',
      ar_name: ['عبير', 'الحارثي'],
      en_name: ['Abeer', 'Alharthi'],
      experiences: [{ company_name: 'Riyad Bank', job_title: 'Executive Assistant', start_date: '2017-01-01', end_date: '2023-01-01' }],
      skills: ['Microsoft Office', 'Arabic typing', 'Scheduling'],
      languages: [
        { language: 'ar', level: 'native' },
        { language: 'en', level: 'fluent' },
      ],
    },
  },
  {
    name: 'English, short CV with only a name and contact',
    pdf: { lines: ['Huda Nasser', 'huda.nasser@example.com', '+966 50 222 1111', 'Skills', 'Customer service, Arabic calligraphy'] },
    expect: {
      first_name: 'Huda',
      last_name: 'Nasser',
      email: 'huda.nasser@example.com',
      phone: '+966502221111',
      experiences: [],
      qualifications: [],
      skills: ['Customer service', 'Arabic calligraphy'],
    },
  },
  {
    name: 'English, year-only dates are marked for checking',
    pdf: {
      lines: ['Majid Rahman', 'Accountant', 'majid@example.com', 'Experience', 'Accountant - Tamween Markets - 2012 - 2018', 'Education', 'Bachelor of Commerce, University of Karachi, 2011'],
    },
    expect: {
      experiences: [{ company_name: 'Tamween Markets', job_title: 'Accountant', start_date: '2012-01-01', end_date: '2018-01-01' }],
      qualifications: [{ qualification_type: 'bachelor', university: 'University of Karachi', study_field: 'Commerce', graduated_year: 2011 }],
      uncertain: ['experiences.0.start_date', 'experiences.0.end_date'],
    },
  },
];
