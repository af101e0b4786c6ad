// Over 400 lines on purpose: test data, the CV collection's documents and what a careful reader takes from each.
import type { TCvExpectation } from './cv-fixtures.ts';

/**
 * The CV collection the import is measured on (decision 087): CVs as people make them — printed to PDF by Chromium from
 * HTML in the site's Arabic typeface (shaped Arabic, glyphs in visual order), laid out by another producer (PDFKit,
 * shaped by fontkit, right-to-left lines placed from the right), and written in Word (DOCX) — in Arabic, English and
 * both, in one and two columns, with the headings, dates and digits people use. Each says the fields a careful reader
 * takes from it. The CVs marked `heldOut` were written with the others, before the reader was tuned, and were never
 * looked at while tuning: the figure on them is the honest one.
 */

export interface TCvSection {
  heading: string;
  /** Lines; a table row is an array of cells (the first row of a table names its columns). */
  lines: Array<string | string[]>;
}

export interface TCollectionCv {
  name: string;
  producer: 'chromium' | 'pdfkit' | 'docx';
  dir: 'rtl' | 'ltr';
  heldOut?: boolean;
  /** The lines above the first heading: name, title, contact details. */
  header: string[];
  sections: TCvSection[];
  /** A narrow second column (contact, skills, languages). */
  sidebar?: TCvSection[];
  /** Whether the file holds the sidebar before the main column (most templates) or after it. */
  sidebarFirst?: boolean;
  expect: TCvExpectation;
}

export const CV_COLLECTION: TCollectionCv[] = [
  {
    name: 'Chromium, Arabic, one column, Arabic-Indic digits',
    producer: 'chromium',
    dir: 'rtl',
    header: ['منى العتيبي', 'محاسبة قانونية', 'البريد الإلكتروني: mona.otaibi@example.com', 'الجوال: ٠٥٥٤٣٢١٠٩٨'],
    sections: [
      { heading: 'الخبرات العملية', lines: ['محاسبة أولى - شركة المراعي', 'يناير ٢٠١٩ - حتى الآن', '• إعداد القوائم المالية الشهرية.', 'محاسبة - مؤسسة النور التجارية', 'مارس ٢٠١٥ - ديسمبر ٢٠١٨'] },
      { heading: 'المؤهلات العلمية', lines: ['بكالوريوس المحاسبة', 'جامعة الملك سعود - ٢٠١٤'] },
      { heading: 'المهارات', lines: ['التحليل المالي، إعداد الميزانيات، الزكاة والضريبة'] },
      { heading: 'اللغات', lines: ['العربية: اللغة الأم', 'الإنجليزية: جيد'] },
    ],
    expect: {
      first_name: 'منى',
      last_name: 'العتيبي',
      email: 'mona.otaibi@example.com',
      phone: '+966554321098',
      headline: 'محاسبة قانونية',
      experiences: [
        { company_name: 'شركة المراعي', job_title: 'محاسبة أولى', start_date: '2019-01-01', is_current: true },
        { company_name: 'مؤسسة النور التجارية', job_title: 'محاسبة', start_date: '2015-03-01', end_date: '2018-12-01' },
      ],
      qualifications: [{ qualification_type: 'bachelor', university: 'جامعة الملك سعود', study_field: 'المحاسبة', graduated_year: 2014 }],
      skills: ['التحليل المالي', 'إعداد الميزانيات', 'الزكاة والضريبة'],
      languages: [
        { language: 'ar', level: 'native' },
        { language: 'en', level: 'good' },
      ],
    },
  },
  {
    name: 'Chromium, Arabic, two columns, Hijri months',
    producer: 'chromium',
    dir: 'rtl',
    sidebarFirst: true,
    header: ['تركي الشمري', 'أخصائي موارد بشرية'],
    sidebar: [
      { heading: 'بيانات التواصل', lines: ['turki.shammari@example.com', '0561239876', 'حائل'] },
      { heading: 'المهارات', lines: ['التوظيف', 'نظام العمل السعودي', 'الرواتب'] },
      { heading: 'اللغات', lines: ['العربية (اللغة الأم)', 'الإنجليزية (متوسط)'] },
    ],
    sections: [
      { heading: 'الخبرة المهنية', lines: ['أخصائي موارد بشرية في شركة الخليج للخدمات اللوجستية', 'رجب 1440 هـ - حتى الآن', 'منسق توظيف في مجموعة الشفاء الطبية', 'محرم 1436 هـ - جمادى الآخرة 1440 هـ'] },
      { heading: 'التعليم', lines: ['بكالوريوس إدارة الأعمال - جامعة حائل 1435 هـ'] },
    ],
    expect: {
      first_name: 'تركي',
      last_name: 'الشمري',
      email: 'turki.shammari@example.com',
      phone: '+966561239876',
      experiences: [
        { company_name: 'شركة الخليج للخدمات اللوجستية', job_title: 'أخصائي موارد بشرية', start_date: '2019-03-08', is_current: true },
        { company_name: 'مجموعة الشفاء الطبية', job_title: 'منسق توظيف', start_date: '2014-10-25', end_date: '2019-02-06' },
      ],
      qualifications: [{ qualification_type: 'bachelor', university: 'جامعة حائل', study_field: 'إدارة الأعمال', graduated_year: 2013 }],
      skills: ['التوظيف', 'نظام العمل السعودي', 'الرواتب'],
      languages: [
        { language: 'ar', level: 'native' },
        { language: 'en', level: 'good' },
      ],
    },
  },
  {
    name: 'Chromium, English, one column',
    producer: 'chromium',
    dir: 'ltr',
    header: ['Daniel Hughes', 'Operations Manager', 'daniel.hughes@example.com | +966 50 765 4321 | Jeddah'],
    sections: [
      { heading: 'Summary', lines: ['Operations manager with ten years in retail logistics.'] },
      { heading: 'Work Experience', lines: ['Operations Manager at Panda Retail Company', 'Jan 2020 – Present', '• Ran twelve stores in the western region.', 'Logistics Supervisor at Almajdouie Group', 'Jun 2014 – Dec 2019'] },
      { heading: 'Education', lines: ['Bachelor of Science in Supply Chain Management', 'University of Leeds, 2013'] },
      { heading: 'Skills', lines: ['Inventory Planning, SAP, Team Leadership'] },
      { heading: 'Languages', lines: ['English: Native, Arabic: Basic'] },
    ],
    expect: {
      first_name: 'Daniel',
      last_name: 'Hughes',
      email: 'daniel.hughes@example.com',
      phone: '+966507654321',
      headline: 'Operations Manager',
      experiences: [
        { company_name: 'Panda Retail Company', job_title: 'Operations Manager', start_date: '2020-01-01', is_current: true },
        { company_name: 'Almajdouie Group', job_title: 'Logistics Supervisor', start_date: '2014-06-01', end_date: '2019-12-01' },
      ],
      qualifications: [{ qualification_type: 'bachelor', university: 'University of Leeds', study_field: 'Supply Chain Management', graduated_year: 2013 }],
      skills: ['Inventory Planning', 'SAP', 'Team Leadership'],
      languages: [
        { language: 'en', level: 'native' },
        { language: 'ar', level: 'basic' },
      ],
    },
  },
  {
    name: 'Chromium, English, two columns, numeric dates',
    producer: 'chromium',
    dir: 'ltr',
    heldOut: true,
    sidebarFirst: true,
    header: ['Priya Nair', 'Business Analyst'],
    sidebar: [
      { heading: 'Contact', lines: ['priya.nair@example.com', '+966 53 444 5566', 'Dammam'] },
      { heading: 'Key Skills', lines: ['Python', 'Power BI', 'SQL'] },
      { heading: 'Languages', lines: ['English - Fluent', 'Hindi - Native'] },
    ],
    sections: [
      { heading: 'Professional Experience', lines: ['Data Analyst | Saudi Electricity Company | 03/2018 - 05/2021', 'Business Analyst | Gulf Bank | 06/2021 - Present'] },
      { heading: 'Education', lines: ['MSc Data Science, King Fahd University of Petroleum and Minerals, 2017'] },
    ],
    expect: {
      first_name: 'Priya',
      last_name: 'Nair',
      email: 'priya.nair@example.com',
      phone: '+966534445566',
      experiences: [
        { company_name: 'Saudi Electricity Company', job_title: 'Data Analyst', start_date: '2018-03-01', end_date: '2021-05-01' },
        { company_name: 'Gulf Bank', job_title: 'Business Analyst', start_date: '2021-06-01', is_current: true },
      ],
      qualifications: [{ qualification_type: 'ma', university: 'King Fahd University of Petroleum and Minerals', study_field: 'Data Science', graduated_year: 2017 }],
      skills: ['Python', 'Power BI', 'SQL'],
      languages: [
        { language: 'en', level: 'fluent' },
        { language: 'hi', level: 'native' },
      ],
    },
  },
  {
    name: 'Chromium, bilingual headings, right to left',
    producer: 'chromium',
    dir: 'rtl',
    header: ['محمد الزهراني | Mohammed Alzahrani', 'محلل بيانات', 'm.zahrani@example.com', '+966 55 987 6543'],
    sections: [
      { heading: 'الخبرات | Experience', lines: ['محلل بيانات - البنك الأهلي السعودي', 'فبراير 2021 - حتى الآن', 'محلل بيانات مبتدئ - شركة تحكم', 'سبتمبر 2018 - يناير 2021'] },
      { heading: 'التعليم | Education', lines: ['بكالوريوس علوم الحاسب - جامعة الملك عبدالعزيز - 2018'] },
      { heading: 'المهارات | Skills', lines: ['Python، SQL، Tableau'] },
      { heading: 'اللغات | Languages', lines: ['العربية: لغة أم', 'الإنجليزية: ممتاز'] },
    ],
    expect: {
      first_name: 'محمد',
      last_name: 'الزهراني',
      ar_name: ['محمد', 'الزهراني'],
      en_name: ['Mohammed', 'Alzahrani'],
      email: 'm.zahrani@example.com',
      phone: '+966559876543',
      experiences: [
        { company_name: 'البنك الأهلي السعودي', job_title: 'محلل بيانات', start_date: '2021-02-01', is_current: true },
        { company_name: 'شركة تحكم', job_title: 'محلل بيانات مبتدئ', start_date: '2018-09-01', end_date: '2021-01-01' },
      ],
      qualifications: [{ qualification_type: 'bachelor', university: 'جامعة الملك عبدالعزيز', study_field: 'علوم الحاسب', graduated_year: 2018 }],
      skills: ['Python', 'SQL', 'Tableau'],
      languages: [
        { language: 'ar', level: 'native' },
        { language: 'en', level: 'fluent' },
      ],
    },
  },
  {
    name: 'Chromium, Arabic, tables',
    producer: 'chromium',
    dir: 'rtl',
    header: ['الاسم: عبدالرحمن بن فهد القرني', 'البريد الإلكتروني: abdulrahman.q@example.com', 'رقم الجوال: 0509871234'],
    sections: [
      {
        heading: 'الخبرات العملية',
        lines: [
          ['جهة العمل', 'المسمى الوظيفي', 'من', 'إلى'],
          ['شركة الاتصالات السعودية', 'مهندس شبكات', '2017/02', '2022/08'],
          ['شركة موبايلي', 'مهندس شبكات أول', '2022/09', 'حتى الآن'],
        ],
      },
      {
        heading: 'المؤهلات العلمية',
        lines: [
          ['المؤهل', 'الجامعة', 'التخصص', 'سنة التخرج'],
          ['بكالوريوس', 'جامعة أم القرى', 'هندسة الحاسب', '2016'],
        ],
      },
    ],
    expect: {
      first_name: 'عبدالرحمن',
      last_name: 'بن فهد القرني',
      email: 'abdulrahman.q@example.com',
      phone: '+966509871234',
      experiences: [
        { company_name: 'شركة الاتصالات السعودية', job_title: 'مهندس شبكات', start_date: '2017-02-01', end_date: '2022-08-01' },
        { company_name: 'شركة موبايلي', job_title: 'مهندس شبكات أول', start_date: '2022-09-01', is_current: true },
      ],
      qualifications: [{ qualification_type: 'bachelor', university: 'جامعة أم القرى', study_field: 'هندسة الحاسب', graduated_year: 2016 }],
    },
  },
  {
    name: 'Chromium, Arabic, two columns, main column first, Levantine months',
    producer: 'chromium',
    dir: 'rtl',
    heldOut: true,
    sidebarFirst: false,
    header: ['لينا حداد', 'مصممة جرافيك'],
    sidebar: [
      { heading: 'معلومات الاتصال', lines: ['lina.haddad@example.com', '+962 79 123 4567'] },
      { heading: 'المهارات', lines: ['Adobe Illustrator', 'Photoshop', 'الهوية البصرية'] },
      { heading: 'اللغات', lines: ['العربية - لغة أم', 'الإنجليزية - جيد جدا'] },
    ],
    sections: [
      { heading: 'السجل الوظيفي', lines: ['مصممة جرافيك أول - وكالة الإبداع للإعلان', 'كانون الثاني 2020 - حتى الآن', 'مصممة جرافيك - مؤسسة لمسات للتصميم', 'آذار 2016 - كانون الأول 2019'] },
      { heading: 'التحصيل العلمي', lines: ['بكالوريوس التصميم الجرافيكي - الجامعة الأردنية - 2015'] },
    ],
    expect: {
      first_name: 'لينا',
      last_name: 'حداد',
      email: 'lina.haddad@example.com',
      experiences: [
        { company_name: 'وكالة الإبداع للإعلان', job_title: 'مصممة جرافيك أول', start_date: '2020-01-01', is_current: true },
        { company_name: 'مؤسسة لمسات للتصميم', job_title: 'مصممة جرافيك', start_date: '2016-03-01', end_date: '2019-12-01' },
      ],
      qualifications: [{ qualification_type: 'bachelor', university: 'الجامعة الأردنية', study_field: 'التصميم الجرافيكي', graduated_year: 2015 }],
      skills: ['Adobe Illustrator', 'Photoshop', 'الهوية البصرية'],
      languages: [
        { language: 'ar', level: 'native' },
        { language: 'en', level: 'fluent' },
      ],
    },
  },
  {
    name: 'Chromium, English, company first then title',
    producer: 'chromium',
    dir: 'ltr',
    header: ['Fatimah Al Amri', 'Registered Nurse', 'Email: fatimah.amri@example.com', 'Mobile: 0534567890'],
    sections: [
      { heading: 'Employment History', lines: ['King Faisal Specialist Hospital, Riyadh', 'Staff Nurse', '03/2017 - 06/2022', 'Dr. Sulaiman Al Habib Hospital', 'Nurse Intern', '09/2016 - 02/2017'] },
      { heading: 'Academic Background', lines: ['Bachelor of Nursing, King Saud bin Abdulaziz University for Health Sciences, 2016'] },
      { heading: 'Certifications', lines: ['Basic Life Support (BLS) - 8 hours'] },
    ],
    expect: {
      first_name: 'Fatimah',
      last_name: 'Al Amri',
      email: 'fatimah.amri@example.com',
      phone: '+966534567890',
      headline: 'Registered Nurse',
      experiences: [
        { company_name: 'King Faisal Specialist Hospital', job_title: 'Staff Nurse', start_date: '2017-03-01', end_date: '2022-06-01' },
        { company_name: 'Dr. Sulaiman Al Habib Hospital', job_title: 'Nurse Intern', start_date: '2016-09-01', end_date: '2017-02-01' },
      ],
      qualifications: [{ qualification_type: 'bachelor', university: 'King Saud bin Abdulaziz University for Health Sciences', study_field: 'Nursing', graduated_year: 2016 }],
      courses: [{ title: 'Basic Life Support (BLS)', total_hours: 8 }],
    },
  },
  {
    name: 'Chromium, English with Arabic names',
    producer: 'chromium',
    dir: 'ltr',
    header: ['Abeer Alharthi', 'عبير الحارثي', 'Executive Assistant', 'abeer.h@example.com  +966 54 321 0987'],
    sections: [
      { heading: 'Experience', lines: ['Executive Assistant at Riyad Bank', '2017 - 2023', 'Secretary at مستشفى الحمادي', '2014 - 2017'] },
      { heading: 'Education', lines: ['Diploma in Office Administration, Riyadh College of Technology, 2013'] },
      { heading: 'Skills', lines: ['Scheduling, Microsoft Office, Arabic Typing'] },
      { heading: 'Languages', lines: ['Arabic: Native', 'English: Very Good'] },
    ],
    expect: {
      first_name: 'Abeer',
      last_name: 'Alharthi',
      ar_name: ['عبير', 'الحارثي'],
      en_name: ['Abeer', 'Alharthi'],
      email: 'abeer.h@example.com',
      phone: '+966543210987',
      headline: 'Executive Assistant',
      experiences: [
        { company_name: 'Riyad Bank', job_title: 'Executive Assistant', start_date: '2017-01-01', end_date: '2023-01-01' },
        { company_name: 'مستشفى الحمادي', job_title: 'Secretary', start_date: '2014-01-01', end_date: '2017-01-01' },
      ],
      qualifications: [{ qualification_type: 'diploma', university: 'Riyadh College of Technology', study_field: 'Office Administration', graduated_year: 2013 }],
      skills: ['Scheduling', 'Microsoft Office', 'Arabic Typing'],
      languages: [
        { language: 'ar', level: 'native' },
        { language: 'en', level: 'fluent' },
      ],
    },
  },
  {
    name: 'Chromium, Arabic, Hijri years only',
    producer: 'chromium',
    dir: 'rtl',
    heldOut: true,
    header: ['أسماء الغامدي', 'معلمة لغة عربية', 'asma.ghamdi@example.com', 'جوال: 0598765432'],
    sections: [
      { heading: 'الخبرة العملية', lines: ['معلمة لغة عربية - مدارس الرواد الأهلية', '1438هـ - 1443هـ'] },
      { heading: 'المؤهل العلمي', lines: ['بكالوريوس اللغة العربية، جامعة الباحة، 1435هـ'] },
      { heading: 'الدورات التدريبية', lines: ['دورة استراتيجيات التعلم النشط - 20 ساعة'] },
    ],
    expect: {
      first_name: 'أسماء',
      last_name: 'الغامدي',
      email: 'asma.ghamdi@example.com',
      phone: '+966598765432',
      headline: 'معلمة لغة عربية',
      experiences: [{ company_name: 'مدارس الرواد الأهلية', job_title: 'معلمة لغة عربية', start_date: '2016-10-02', end_date: '2021-08-09' }],
      qualifications: [{ qualification_type: 'bachelor', university: 'جامعة الباحة', study_field: 'اللغة العربية', graduated_year: 2013 }],
      courses: [{ title: 'دورة استراتيجيات التعلم النشط', total_hours: 20 }],
    },
  },
  {
    name: 'Chromium, Arabic with English names of employers',
    producer: 'chromium',
    dir: 'rtl',
    heldOut: true,
    header: ['سلطان المطيري', 'مطور برمجيات', 'sultan.mutairi@example.com', '+966 50 222 1133'],
    sections: [
      { heading: 'الخبرات الوظيفية', lines: ['مطور برمجيات أول - Elm Company', 'مايو 2021 - حتى الآن', 'مطور برمجيات - STC Solutions', 'يوليو 2017 - أبريل 2021'] },
      { heading: 'التعليم', lines: ['بكالوريوس هندسة البرمجيات - جامعة الإمام محمد بن سعود الإسلامية - 2017'] },
      { heading: 'المهارات التقنية', lines: ['Java، Spring Boot، Kubernetes'] },
      { heading: 'اللغات', lines: ['العربية: اللغة الأم', 'الإنجليزية: ممتاز'] },
    ],
    expect: {
      first_name: 'سلطان',
      last_name: 'المطيري',
      email: 'sultan.mutairi@example.com',
      phone: '+966502221133',
      headline: 'مطور برمجيات',
      experiences: [
        { company_name: 'Elm Company', job_title: 'مطور برمجيات أول', start_date: '2021-05-01', is_current: true },
        { company_name: 'STC Solutions', job_title: 'مطور برمجيات', start_date: '2017-07-01', end_date: '2021-04-01' },
      ],
      qualifications: [{ qualification_type: 'bachelor', university: 'جامعة الإمام محمد بن سعود الإسلامية', study_field: 'هندسة البرمجيات', graduated_year: 2017 }],
      skills: ['Java', 'Spring Boot', 'Kubernetes'],
      languages: [
        { language: 'ar', level: 'native' },
        { language: 'en', level: 'fluent' },
      ],
    },
  },
  {
    name: 'Chromium, English, two columns, sidebar after the main column',
    producer: 'chromium',
    dir: 'ltr',
    sidebarFirst: false,
    header: ['Maria Santos', 'Staff Nurse'],
    sidebar: [
      { heading: 'Contact', lines: ['maria.santos@example.com', '+966 56 888 7766'] },
      { heading: 'Skills', lines: ['Patient Care', 'Wound Dressing', 'IV Therapy'] },
      { heading: 'Languages', lines: ['English - Fluent', 'Tagalog - Native'] },
    ],
    sections: [
      { heading: 'Experience', lines: ['Staff Nurse at Mouwasat Hospital', 'Aug 2018 - Present', 'Nurse at Manila Doctors Hospital', 'Jul 2013 - Jun 2018'] },
      { heading: 'Education', lines: ['Bachelor of Science in Nursing, University of Santo Tomas, 2013'] },
    ],
    expect: {
      first_name: 'Maria',
      last_name: 'Santos',
      email: 'maria.santos@example.com',
      phone: '+966568887766',
      headline: 'Staff Nurse',
      experiences: [
        { company_name: 'Mouwasat Hospital', job_title: 'Staff Nurse', start_date: '2018-08-01', is_current: true },
        { company_name: 'Manila Doctors Hospital', job_title: 'Nurse', start_date: '2013-07-01', end_date: '2018-06-01' },
      ],
      qualifications: [{ qualification_type: 'bachelor', university: 'University of Santo Tomas', study_field: 'Nursing', graduated_year: 2013 }],
      skills: ['Patient Care', 'Wound Dressing', 'IV Therapy'],
      languages: [
        { language: 'en', level: 'fluent' },
        { language: 'fil', level: 'native' },
      ],
    },
  },
  {
    name: 'PDFKit, Arabic, one column',
    producer: 'pdfkit',
    dir: 'rtl',
    header: ['ريم السالم', 'أخصائية تسويق رقمي', 'reem.salem@example.com', '0551239900'],
    sections: [
      { heading: 'الخبرات', lines: ['أخصائية تسويق رقمي في شركة الأفق للتقنية', 'مارس 2020 - حتى الآن', 'منسقة تسويق - مجموعة صافولا', 'يناير 2017 - فبراير 2020'] },
      { heading: 'المؤهلات', lines: ['بكالوريوس التسويق - جامعة الأميرة نورة - 2016'] },
      { heading: 'المهارات', lines: ['إعلانات جوجل، تحليل البيانات، كتابة المحتوى'] },
    ],
    expect: {
      first_name: 'ريم',
      last_name: 'السالم',
      email: 'reem.salem@example.com',
      phone: '+966551239900',
      headline: 'أخصائية تسويق رقمي',
      experiences: [
        { company_name: 'شركة الأفق للتقنية', job_title: 'أخصائية تسويق رقمي', start_date: '2020-03-01', is_current: true },
        { company_name: 'مجموعة صافولا', job_title: 'منسقة تسويق', start_date: '2017-01-01', end_date: '2020-02-01' },
      ],
      qualifications: [{ qualification_type: 'bachelor', university: 'جامعة الأميرة نورة', study_field: 'التسويق', graduated_year: 2016 }],
      skills: ['إعلانات جوجل', 'تحليل البيانات', 'كتابة المحتوى'],
    },
  },
  {
    name: 'PDFKit, Arabic, two columns',
    producer: 'pdfkit',
    dir: 'rtl',
    heldOut: true,
    header: ['فيصل العنزي', 'مشرف مبيعات'],
    sidebar: [
      { heading: 'بيانات التواصل', lines: ['faisal.anazi@example.com', '0507778899'] },
      { heading: 'المهارات', lines: ['خدمة العملاء', 'التفاوض'] },
      { heading: 'اللغات', lines: ['العربية (اللغة الأم)', 'الإنجليزية (مبتدئ)'] },
    ],
    sections: [
      { heading: 'الخبرات العملية', lines: ['مشرف مبيعات - أسواق العثيم', '2019 - 2024', 'مندوب مبيعات - شركة نادك', '2015 - 2019'] },
      { heading: 'التعليم', lines: ['دبلوم التسويق - الكلية التقنية بالرياض - 2014'] },
    ],
    expect: {
      first_name: 'فيصل',
      last_name: 'العنزي',
      email: 'faisal.anazi@example.com',
      phone: '+966507778899',
      experiences: [
        { company_name: 'أسواق العثيم', job_title: 'مشرف مبيعات', start_date: '2019-01-01', end_date: '2024-01-01' },
        { company_name: 'شركة نادك', job_title: 'مندوب مبيعات', start_date: '2015-01-01', end_date: '2019-01-01' },
      ],
      qualifications: [{ qualification_type: 'diploma', university: 'الكلية التقنية بالرياض', study_field: 'التسويق', graduated_year: 2014 }],
      skills: ['خدمة العملاء', 'التفاوض'],
      languages: [
        { language: 'ar', level: 'native' },
        { language: 'en', level: 'basic' },
      ],
    },
  },
  {
    name: 'PDFKit, English, one column',
    producer: 'pdfkit',
    dir: 'ltr',
    header: ['Khalid Rahman', 'Mechanical Engineer', 'khalid.rahman@example.com | 00966 55 111 2222'],
    sections: [
      { heading: 'Work History', lines: ['Mechanical Engineer at Saudi Aramco', 'Sep 2015 - Present', 'Maintenance Engineer at Zamil Industrial', 'Jan 2011 - Aug 2015'] },
      { heading: 'Education', lines: ['Bachelor of Engineering in Mechanical Engineering', 'Aligarh Muslim University, 2010'] },
      { heading: 'Technical Skills', lines: ['AutoCAD, SolidWorks, Pumps and Compressors'] },
      { heading: 'Languages', lines: ['English: Fluent, Urdu: Native, Arabic: Intermediate'] },
    ],
    expect: {
      first_name: 'Khalid',
      last_name: 'Rahman',
      email: 'khalid.rahman@example.com',
      phone: '+966551112222',
      headline: 'Mechanical Engineer',
      experiences: [
        { company_name: 'Saudi Aramco', job_title: 'Mechanical Engineer', start_date: '2015-09-01', is_current: true },
        { company_name: 'Zamil Industrial', job_title: 'Maintenance Engineer', start_date: '2011-01-01', end_date: '2015-08-01' },
      ],
      qualifications: [{ qualification_type: 'bachelor', university: 'Aligarh Muslim University', study_field: 'Mechanical Engineering', graduated_year: 2010 }],
      skills: ['AutoCAD', 'SolidWorks', 'Pumps and Compressors'],
      languages: [
        { language: 'en', level: 'fluent' },
        { language: 'ur', level: 'native' },
        { language: 'ar', level: 'good' },
      ],
    },
  },
  {
    name: 'PDFKit, bilingual lines',
    producer: 'pdfkit',
    dir: 'ltr',
    header: ['نوف القحطاني | Nouf Alqahtani', 'HR Specialist', 'nouf.q@example.com', '0541234000'],
    sections: [
      { heading: 'Experience | الخبرات', lines: ['HR Specialist at Saudi Post', 'Jan 2018 - Present', 'أخصائية توظيف - شركة بن داود', '2014 - 2017'] },
      { heading: 'Education | التعليم', lines: ['Bachelor of Business Administration, Effat University, 2013'] },
      { heading: 'Languages | اللغات', lines: ['Arabic: Native', 'English: Fluent'] },
    ],
    expect: {
      first_name: 'نوف',
      last_name: 'القحطاني',
      ar_name: ['نوف', 'القحطاني'],
      en_name: ['Nouf', 'Alqahtani'],
      email: 'nouf.q@example.com',
      phone: '+966541234000',
      experiences: [
        { company_name: 'Saudi Post', job_title: 'HR Specialist', start_date: '2018-01-01', is_current: true },
        { company_name: 'شركة بن داود', job_title: 'أخصائية توظيف', start_date: '2014-01-01', end_date: '2017-01-01' },
      ],
      qualifications: [{ qualification_type: 'bachelor', university: 'Effat University', study_field: 'Business Administration', graduated_year: 2013 }],
      languages: [
        { language: 'ar', level: 'native' },
        { language: 'en', level: 'fluent' },
      ],
    },
  },
  {
    name: 'PDFKit, English, two columns',
    producer: 'pdfkit',
    dir: 'ltr',
    heldOut: true,
    header: ['Omar Farouk', 'Civil Engineer'],
    sidebar: [
      { heading: 'Contact', lines: ['omar.farouk@example.com', '+966 54 999 0011'] },
      { heading: 'Skills', lines: ['Revit', 'Primavera P6', 'ETABS'] },
      { heading: 'Languages', lines: ['Arabic - Native', 'English - Good'] },
    ],
    sections: [
      { heading: 'Work Experience', lines: ['Site Engineer | Nesma & Partners Co. | 2018 - 2023', 'Junior Engineer | El Seif Group | 2015 - 2018'] },
      { heading: 'Education', lines: ['BSc Civil Engineering, Cairo University, 2014'] },
    ],
    expect: {
      first_name: 'Omar',
      last_name: 'Farouk',
      email: 'omar.farouk@example.com',
      phone: '+966549990011',
      experiences: [
        { company_name: 'Nesma & Partners Co.', job_title: 'Site Engineer', start_date: '2018-01-01', end_date: '2023-01-01' },
        { company_name: 'El Seif Group', job_title: 'Junior Engineer', start_date: '2015-01-01', end_date: '2018-01-01' },
      ],
      qualifications: [{ qualification_type: 'bachelor', university: 'Cairo University', study_field: 'Civil Engineering', graduated_year: 2014 }],
      skills: ['Revit', 'Primavera P6', 'ETABS'],
      languages: [
        { language: 'ar', level: 'native' },
        { language: 'en', level: 'good' },
      ],
    },
  },
  {
    name: 'PDFKit, Arabic, tables',
    producer: 'pdfkit',
    dir: 'rtl',
    header: ['الاسم: هيفاء الدوسري', 'البريد: haifa.d@example.com', 'الهاتف: 0533219876'],
    sections: [
      {
        heading: 'الخبرات',
        lines: [
          ['جهة العمل', 'المسمى الوظيفي', 'من', 'إلى'],
          ['بنك الرياض', 'محللة ائتمان', '2016/05', '2021/12'],
        ],
      },
      {
        heading: 'المؤهلات',
        lines: [
          ['المؤهل', 'الجامعة', 'التخصص', 'سنة التخرج'],
          ['ماجستير', 'جامعة الملك سعود', 'المالية', '2015'],
        ],
      },
    ],
    expect: {
      first_name: 'هيفاء',
      last_name: 'الدوسري',
      email: 'haifa.d@example.com',
      phone: '+966533219876',
      experiences: [{ company_name: 'بنك الرياض', job_title: 'محللة ائتمان', start_date: '2016-05-01', end_date: '2021-12-01' }],
      qualifications: [{ qualification_type: 'ma', university: 'جامعة الملك سعود', study_field: 'المالية', graduated_year: 2015 }],
    },
  },
  {
    name: 'Word, Arabic, right to left',
    producer: 'docx',
    dir: 'rtl',
    header: ['هند السبيعي', 'صيدلانية', 'hind.subaie@example.com', '0557654321'],
    sections: [
      { heading: 'الخبرات العملية', lines: ['صيدلانية - صيدليات النهدي', 'فبراير 2018 - حتى الآن'] },
      { heading: 'المؤهلات العلمية', lines: ['بكالوريوس الصيدلة - جامعة القصيم - 2017'] },
      { heading: 'اللغات', lines: ['العربية: اللغة الأم، الإنجليزية: ممتاز'] },
    ],
    expect: {
      first_name: 'هند',
      last_name: 'السبيعي',
      email: 'hind.subaie@example.com',
      phone: '+966557654321',
      experiences: [{ company_name: 'صيدليات النهدي', job_title: 'صيدلانية', start_date: '2018-02-01', is_current: true }],
      qualifications: [{ qualification_type: 'bachelor', university: 'جامعة القصيم', study_field: 'الصيدلة', graduated_year: 2017 }],
      languages: [
        { language: 'ar', level: 'native' },
        { language: 'en', level: 'fluent' },
      ],
    },
  },
  {
    name: 'Word, English, paragraphs',
    producer: 'docx',
    dir: 'ltr',
    header: ['Tariq Mansour', 'Project Manager', 'tariq.mansour@example.com', '+966 50 555 6677'],
    sections: [
      { heading: 'Professional Experience', lines: ['Project Manager at Saudi Binladin Group', 'June 2015 - Present', 'Project Engineer at Al Rashid Trading & Contracting Co.', 'May 2010 - May 2015'] },
      { heading: 'Education', lines: ['Master of Business Administration, Alfaisal University, 2014', 'Bachelor of Science in Civil Engineering, King Saud University, 2009'] },
      { heading: 'Skills', lines: ['Project Planning, Contract Management, Risk Management'] },
    ],
    expect: {
      first_name: 'Tariq',
      last_name: 'Mansour',
      email: 'tariq.mansour@example.com',
      phone: '+966505556677',
      headline: 'Project Manager',
      experiences: [
        { company_name: 'Saudi Binladin Group', job_title: 'Project Manager', start_date: '2015-06-01', is_current: true },
        { company_name: 'Al Rashid Trading & Contracting Co.', job_title: 'Project Engineer', start_date: '2010-05-01', end_date: '2015-05-01' },
      ],
      qualifications: [
        { qualification_type: 'ma', university: 'Alfaisal University', study_field: 'Business Administration', graduated_year: 2014 },
        { qualification_type: 'bachelor', university: 'King Saud University', study_field: 'Civil Engineering', graduated_year: 2009 },
      ],
      skills: ['Project Planning', 'Contract Management', 'Risk Management'],
    },
  },
  {
    name: 'Word, bilingual mixed lines',
    producer: 'docx',
    dir: 'rtl',
    heldOut: true,
    header: ['ياسر الحربي / Yasser Alharbi', 'yasser.harbi@example.com', '0561112233'],
    sections: [
      { heading: 'الخبرات / Experience', lines: ['محاسب - شركة سابك', '2016 - 2022', 'Accountant at KPMG', '2013 - 2016'] },
      { heading: 'التعليم / Education', lines: ['بكالوريوس المحاسبة - جامعة الملك فيصل - 2012'] },
      { heading: 'المهارات / Skills', lines: ['SAP، IFRS، Excel'] },
    ],
    expect: {
      first_name: 'ياسر',
      last_name: 'الحربي',
      ar_name: ['ياسر', 'الحربي'],
      en_name: ['Yasser', 'Alharbi'],
      email: 'yasser.harbi@example.com',
      phone: '+966561112233',
      experiences: [
        { company_name: 'شركة سابك', job_title: 'محاسب', start_date: '2016-01-01', end_date: '2022-01-01' },
        { company_name: 'KPMG', job_title: 'Accountant', start_date: '2013-01-01', end_date: '2016-01-01' },
      ],
      qualifications: [{ qualification_type: 'bachelor', university: 'جامعة الملك فيصل', study_field: 'المحاسبة', graduated_year: 2012 }],
      skills: ['SAP', 'IFRS', 'Excel'],
    },
  },
  {
    name: 'Word, Arabic, tables with Hijri',
    producer: 'docx',
    dir: 'rtl',
    header: ['بندر المالكي', 'إداري', 'bandar@example.com'],
    sections: [
      {
        heading: 'الخبرات',
        lines: [
          ['جهة العمل', 'المسمى الوظيفي', 'من', 'إلى'],
          ['وزارة الصحة', 'إداري', '1430هـ', '1440هـ'],
        ],
      },
      {
        heading: 'التعليم',
        lines: [
          ['المؤهل', 'الجامعة', 'التخصص', 'سنة التخرج'],
          ['دبلوم', 'معهد الإدارة العامة', 'السكرتارية', '1429هـ'],
        ],
      },
    ],
    expect: {
      first_name: 'بندر',
      last_name: 'المالكي',
      email: 'bandar@example.com',
      experiences: [{ company_name: 'وزارة الصحة', job_title: 'إداري', start_date: '2008-12-29', end_date: '2018-09-11' }],
      qualifications: [{ qualification_type: 'diploma', university: 'معهد الإدارة العامة', study_field: 'السكرتارية', graduated_year: 2008 }],
    },
  },
  {
    name: 'Word, English, tables',
    producer: 'docx',
    dir: 'ltr',
    header: ['Nasser Alshehri', 'Process Engineer', 'nasser.shehri@example.com', '0549998877'],
    sections: [
      {
        heading: 'Experience',
        lines: [
          ['Company', 'Title', 'From', 'To'],
          ['Saudi Aramco', 'Process Engineer', '2014', '2020'],
          ['SABIC', 'Senior Process Engineer', '2020', 'Present'],
        ],
      },
      {
        heading: 'Education',
        lines: [
          ['Degree', 'University', 'Major', 'Year'],
          ['Bachelor', 'King Fahd University of Petroleum and Minerals', 'Chemical Engineering', '2013'],
        ],
      },
    ],
    expect: {
      first_name: 'Nasser',
      last_name: 'Alshehri',
      email: 'nasser.shehri@example.com',
      phone: '+966549998877',
      headline: 'Process Engineer',
      experiences: [
        { company_name: 'Saudi Aramco', job_title: 'Process Engineer', start_date: '2014-01-01', end_date: '2020-01-01' },
        { company_name: 'SABIC', job_title: 'Senior Process Engineer', start_date: '2020-01-01', is_current: true },
      ],
      qualifications: [{ qualification_type: 'bachelor', university: 'King Fahd University of Petroleum and Minerals', study_field: 'Chemical Engineering', graduated_year: 2013 }],
    },
  },
  {
    name: 'Word, Arabic, Arabic-Indic digits and training courses',
    producer: 'docx',
    dir: 'rtl',
    heldOut: true,
    header: ['ماجد القرشي', 'فني كهرباء', 'majed.qurashi@example.com', '٠٥٠٣٣٣٤٤٤٥'],
    sections: [
      { heading: 'الخبرة المهنية', lines: ['فني كهرباء - الشركة السعودية للكهرباء', 'أكتوبر ٢٠١٣ - حتى الآن'] },
      { heading: 'المؤهلات', lines: ['دبلوم الكهرباء الصناعية - الكلية التقنية بجدة - ٢٠١٢'] },
      { heading: 'الدورات التدريبية', lines: ['السلامة الكهربائية - 40 ساعة', 'قراءة المخططات الكهربائية - 24 ساعة'] },
    ],
    expect: {
      first_name: 'ماجد',
      last_name: 'القرشي',
      email: 'majed.qurashi@example.com',
      phone: '+966503334445',
      headline: 'فني كهرباء',
      experiences: [{ company_name: 'الشركة السعودية للكهرباء', job_title: 'فني كهرباء', start_date: '2013-10-01', is_current: true }],
      qualifications: [{ qualification_type: 'diploma', university: 'الكلية التقنية بجدة', study_field: 'الكهرباء الصناعية', graduated_year: 2012 }],
      courses: [
        { title: 'السلامة الكهربائية', total_hours: 40 },
        { title: 'قراءة المخططات الكهربائية', total_hours: 24 },
      ],
    },
  },
];
