// Over 400 lines on purpose: content, the law guide's sections in both languages, reviewed as one text.
import type { TBilingual, TLawChapter, TLawSection } from './law-types.ts';

/**
 * The hiring-law guide: summaries in our own words of the Saudi Labour Law (Royal Decree M/51 of 1426 AH, with its
 * amendments up to those in force since 19 February 2025) and of the ministry's rules for job advertisements.
 * Reviewed like code: a change of the law is a change here, with LAST_REVIEWED moved (decision 035).
 */

/** The day this text was last checked against the law. */
export const LAST_REVIEWED = '2026-11-22';

/** The official texts a reader should check. */
export const OFFICIAL_SOURCES = {
  law: 'https://laws.boe.gov.sa/BoeLaws/Laws/LawDetails/08381293-6388-48e2-8ad2-a9a700f2aa94/1',
  ministry: 'https://www.hrsd.gov.sa/',
} as const;

const p = (ar: string, en: string) => ({ kind: 'paragraph', text: { ar, en } }) as const;
const note = (ar: string, en: string) => ({ kind: 'amendment', text: { ar, en } }) as const;
const list = (...items: Array<[string, string]>) => ({ kind: 'list', items: items.map(([ar, en]) => ({ ar, en })) }) as const;
const t = (ar: string, en: string): TBilingual => ({ ar, en });

export const CHAPTERS: TLawChapter[] = [
  { id: 'contracts', title: t('عقد العمل والتجربة', 'Employment contracts and probation') },
  { id: 'hours', title: t('ساعات العمل والعمل الإضافي', 'Working hours and overtime') },
  { id: 'leave', title: t('الإجازات', 'Leave') },
  { id: 'ending', title: t('الإشعار وإنهاء العقد', 'Notice and ending the contract') },
  { id: 'end-of-service', title: t('مكافأة نهاية الخدمة', 'End-of-service award') },
  { id: 'workforce', title: t('التوطين وعمل المرأة والإعلان عن الوظائف', 'Saudisation, women at work and job ads') },
];

export const SECTIONS: TLawSection[] = [
  {
    slug: 'employment-contracts',
    chapter: 'contracts',
    title: t('عقد العمل: محدد المدة وغير محدد المدة', 'The employment contract: fixed-term and indefinite'),
    summary: t(
      'يُكتب العقد من نسختين، ويكون عقد غير السعودي مكتوبًا ومحدد المدة دائمًا.',
      'A contract is written in two copies; a non-Saudi worker’s contract is always written and fixed-term.',
    ),
    articles: ['37', '50', '51', '52', '55'],
    blocks: [
      p(
        'عقد العمل اتفاق بين صاحب العمل والعامل على أن يعمل العامل تحت إدارته وإشرافه مقابل أجر. يُكتب العقد من نسختين يحتفظ كل طرف بواحدة، وإذا لم يُكتب بقي قائمًا ويجوز للعامل أن يثبته وحقوقه بكل طرق الإثبات.',
        'An employment contract is an agreement by which a worker works under an employer’s direction and supervision for a wage. It is written in two copies, one for each party; an unwritten contract still exists, and the worker may prove it and the rights under it by any means of proof.',
      ),
      p(
        'يذكر العقد على الأقل: اسم صاحب العمل ومكانه، واسم العامل وجنسيته وهويته، والأجر المتفق عليه بما فيه المزايا والبدلات، ونوع العمل ومكانه، وتاريخ الالتحاق، ومدة العقد إن كان محدد المدة.',
        'The contract states at least: the employer’s name and place, the worker’s name, nationality and identity, the agreed wage with its benefits and allowances, the kind and place of work, the start date, and the term if it is a fixed-term contract.',
      ),
      list(
        ['العقد محدد المدة ينتهي بانتهاء مدته، وإذا استمر الطرفان في تنفيذه عُدّ مجددًا وفق ما تنص عليه المادة الخامسة والخمسون.', 'A fixed-term contract ends when its term ends; if both parties carry on, it is renewed as article 55 provides.'],
        ['العقد غير محدد المدة لا ينتهي إلا بأحد أسباب الانتهاء، ومنها إنهاؤه من أحد الطرفين لسبب مشروع مع الإشعار (انظر «مهلة الإشعار»).', 'An indefinite contract ends only for one of the reasons of ending, among them one party ending it for a legitimate reason with notice (see “Notice periods”).'],
        ['للعامل السعودي: قد يتحول العقد محدد المدة إلى غير محدد المدة إذا تكرر تجديده بالشروط التي تذكرها المادة الخامسة والخمسون.', 'For a Saudi worker, a fixed-term contract renewed repeatedly may become indefinite under the conditions of article 55.'],
      ),
      note(
        'منذ تعديلات 2024 النافذة في 19 فبراير 2025: يجب أن يكون عقد العامل غير السعودي مكتوبًا ومحدد المدة، وإذا لم تُذكر المدة عُدّ العقد لسنة واحدة من تاريخ المباشرة، ويتجدد لمدة مماثلة إذا استمر الطرفان في تنفيذه.',
        'Since the 2024 amendments in force on 19 February 2025: a non-Saudi worker’s contract must be written and fixed-term; when it names no term it runs for one year from the start of work, and it renews for the same period if both parties carry on.',
      ),
    ],
    keywords: t('عقد مكتوب أجنبي وافد مقيم تجديد', 'written contract expatriate foreign renewal term'),
  },
  {
    slug: 'probation',
    chapter: 'contracts',
    title: t('فترة التجربة', 'Probation'),
    summary: t(
      'تُنص صراحة في العقد، ولا تتجاوز 180 يومًا، ويجوز لأي من الطرفين إنهاء العقد خلالها.',
      'It must be stated in the contract, lasts at most 180 days, and either party may end the contract during it.',
    ),
    articles: ['53', '54'],
    blocks: [
      p(
        'إذا كان العامل تحت التجربة وجب النص على ذلك صراحة في العقد وتحديد مدتها. لا تدخل في حسابها إجازتا عيد الفطر والأضحى والإجازة المرضية.',
        'If the worker is on probation, the contract must say so plainly and give its length. The Eid al-Fitr and Eid al-Adha holidays and sick leave are not counted in it.',
      ),
      p(
        'لكل من الطرفين إنهاء العقد خلال فترة التجربة، ولا يستحق عندها تعويض ولا مكافأة نهاية خدمة.',
        'Either party may end the contract during probation; no compensation and no end-of-service award are then due.',
      ),
      p(
        'لا يوضع العامل تحت التجربة أكثر من مرة لدى صاحب العمل نفسه، إلا إذا كان العمل الجديد مختلفًا في طبيعته أو مرت ستة أشهر على انتهاء علاقته السابقة به.',
        'A worker may not be put on probation more than once with the same employer, unless the new work is of a different kind or six months have passed since the earlier work relation ended.',
      ),
      note(
        'قبل تعديلات 2024 كانت المدة 90 يومًا قابلة للتمديد باتفاق مكتوب بحيث لا يتجاوز مجموعها 180 يومًا. بعد التعديلات النافذة في 19 فبراير 2025 صار الحد الأعلى للتجربة 180 يومًا، ولم يعد جائزًا أن يُقصر حق الإنهاء خلالها على طرف واحد.',
        'Before the 2024 amendments, probation was 90 days, extendable by written agreement to at most 180 days in all. Under the amendments in force since 19 February 2025 probation may last up to 180 days, and the right to end the contract during it can no longer be kept for one party only.',
      ),
    ],
    keywords: t('تجربة اختبار فترة التجربة', 'trial period probationary'),
  },
  {
    slug: 'working-hours',
    chapter: 'hours',
    title: t('ساعات العمل والراحة', 'Working hours and rest'),
    summary: t('ثماني ساعات في اليوم أو 48 ساعة في الأسبوع، مع فترات راحة ويوم راحة أسبوعي.', 'Eight hours a day or 48 a week, with breaks and a weekly day of rest.'),
    articles: ['98', '101', '104', '108'],
    blocks: [
      p(
        'لا يجوز تشغيل العامل أكثر من ثماني ساعات في اليوم إذا اعتمد صاحب العمل المعيار اليومي، أو أكثر من ثمانٍ وأربعين ساعة في الأسبوع إذا اعتمد المعيار الأسبوعي.',
        'A worker may not work more than eight hours a day when the employer uses a daily measure, or more than 48 hours a week when it uses a weekly one.',
      ),
      list(
        ['تُنظم ساعات العمل بحيث لا يعمل العامل أكثر من خمس ساعات متتالية دون فترة للصلاة والطعام والراحة لا تقل عن نصف ساعة في المرة الواحدة.', 'Hours are arranged so that no one works more than five hours in a row without a break for prayer, food and rest of at least half an hour at a time.'],
        ['لا تدخل فترات الراحة في ساعات العمل، ولا يبقى العامل في مكان العمل أكثر من اثنتي عشرة ساعة في اليوم.', 'Breaks are not working hours, and a worker should not stay at the workplace more than twelve hours a day.'],
        ['للعامل يوم راحة أسبوعي بأجر كامل، وهو الجمعة في الأصل، ويجوز استبدال يوم آخر به بعد إبلاغ الجهة المختصة.', 'A worker has a weekly day of rest on full pay, Friday as a rule; another day may be set instead after notifying the authority.'],
      ),
      p(
        'تستثني المادة الثامنة بعد المائة من هذه الحدود فئات معينة، مثل شاغلي المناصب الإدارية العليا ذات السلطة على العمال، والأعمال التحضيرية والمتقطعة والحراسة، بحسب ما تحدده اللائحة.',
        'Article 108 exempts some people from these limits, such as those in senior management with authority over workers, and preparatory, intermittent and guarding work, as the regulations define.',
      ),
    ],
    keywords: t('دوام ساعات الدوام يوم الراحة الجمعة استراحة', 'shift schedule break weekend rest day'),
  },
  {
    slug: 'ramadan-hours',
    chapter: 'hours',
    title: t('ساعات العمل في رمضان', 'Working hours in Ramadan'),
    summary: t('ست ساعات في اليوم أو 36 ساعة في الأسبوع للعمال المسلمين في شهر رمضان.', 'Six hours a day or 36 a week for Muslim workers during Ramadan.'),
    articles: ['98'],
    blocks: [
      p(
        'تُخفض ساعات العمل الفعلية في شهر رمضان للعمال المسلمين بحيث لا تزيد على ست ساعات في اليوم أو ستٍّ وثلاثين ساعة في الأسبوع.',
        'During Ramadan, the actual working hours of Muslim workers are reduced to at most six hours a day or 36 hours a week.',
      ),
      p(
        'التخفيض لا ينقص الأجر. وما يعمله العامل المسلم في رمضان فوق هذا الحد يُعد عملًا إضافيًا يُؤجر عليه (انظر «العمل الإضافي»).',
        'The reduction does not lower the wage. Work a Muslim worker does in Ramadan beyond this limit is overtime and is paid as such (see “Overtime”).',
      ),
    ],
    keywords: t('رمضان صيام دوام رمضان', 'ramadan fasting reduced hours'),
  },
  {
    slug: 'overtime',
    chapter: 'hours',
    title: t('العمل الإضافي وأجره', 'Overtime and its pay'),
    summary: t(
      'أجر ساعة العمل الإضافي هو أجر الساعة الفعلي مضافًا إليه 50٪ من أجر الساعة الأساسي.',
      'An overtime hour is paid at the actual hourly wage plus 50% of the basic hourly wage.',
    ),
    articles: ['107'],
    blocks: [
      p(
        'يدفع صاحب العمل عن كل ساعة عمل إضافية مبلغًا يعادل أجر الساعة (بحسب الأجر الفعلي) مضافًا إليه خمسون في المائة من أجر الساعة الأساسي. فليست الساعة الإضافية «مرة ونصفًا من الأجر الأساسي» بالضرورة: نصفها الأول يُحسب على الأجر كله، وزيادتها على الأساسي وحده.',
        'For each overtime hour the employer pays the hourly wage (on the actual wage) plus 50% of the basic hourly wage. So an overtime hour is not simply “one and a half times the basic wage”: its first part is counted on the whole wage, its premium on the basic wage only.',
      ),
      list(
        ['إذا كان العمل بالمعيار الأسبوعي فما زاد على الساعات المعتمدة للأسبوع عمل إضافي.', 'Where work is measured by the week, hours beyond the week’s standard are overtime.'],
        ['كل ساعات العمل في العطل الرسمية والأعياد عمل إضافي.', 'All hours worked on public holidays and Eids are overtime.'],
        ['للعمل الإضافي حد أعلى في السنة تحدده الوزارة (720 ساعة بحسب إرشاداتها).', 'Overtime has a yearly ceiling set by the ministry (720 hours in its guidance).'],
      ),
      p(
        'مثال: أجر أساسي 6,000 ريال وأجر فعلي 8,000 ريال في الشهر، على 30 يومًا و8 ساعات: أجر الساعة الفعلي 33.33 ريال، ونصف أجر الساعة الأساسي 12.50 ريال، فأجر الساعة الإضافية 45.83 ريال.',
        'Example: a basic wage of SAR 6,000 and an actual wage of SAR 8,000 a month, over 30 days of 8 hours: the actual hourly wage is SAR 33.33, half the basic hourly wage SAR 12.50, so an overtime hour pays SAR 45.83.',
      ),
      note(
        'تعديلات 2024 النافذة في 19 فبراير 2025 أجازت لصاحب العمل، باتفاق مع العامل، أن يعوضه عن ساعات العمل الإضافي بأيام إجازة مدفوعة الأجر بدل المال.',
        'The 2024 amendments in force since 19 February 2025 allow the employer, with the worker’s agreement, to compensate overtime with paid days off instead of money.',
      ),
    ],
    keywords: t('اضافي ساعات اضافية أوفر تايم بدل عمل اضافي', 'overtime extra hours OT pay'),
  },
  {
    slug: 'annual-leave',
    chapter: 'leave',
    title: t('الإجازة السنوية', 'Annual leave'),
    summary: t('21 يومًا في السنة بأجر كامل، تصير 30 يومًا بعد خمس سنوات متصلة لدى صاحب العمل.', '21 days a year on full pay, 30 days after five consecutive years with the employer.'),
    articles: ['109', '110', '111'],
    blocks: [
      p(
        'للعامل عن كل عام إجازة سنوية لا تقل عن واحد وعشرين يومًا، تزاد إلى ثلاثين يومًا إذا أمضى خمس سنوات متصلة في خدمة صاحب العمل، ويُدفع أجرها مقدمًا.',
        'A worker has at least 21 days of annual leave for each year, raised to 30 days after five consecutive years with the employer; its wage is paid in advance.',
      ),
      list(
        ['يحدد صاحب العمل موعد الإجازة بحسب ظروف العمل ويشعر العامل قبلها بمدة كافية، ويجوز تأجيلها بالشروط التي يضعها النظام.', 'The employer sets the leave dates as work allows and tells the worker in good time; it may postpone it under the conditions the law sets.'],
        ['لا يجوز للعامل أثناء الخدمة أن يتنازل عن إجازته أو يأخذ بدلًا نقديًا عنها بدل التمتع بها.', 'During service, the worker may not give up the leave or take money instead of taking it.'],
        ['عند انتهاء العلاقة يستحق العامل أجر أيام الإجازة المستحقة التي لم يتمتع بها، وعن كسور السنة بنسبة ما قضاه منها.', 'When the work relation ends, the worker is paid for the leave days due but not taken, and for part of a year in proportion.'],
      ),
    ],
    keywords: t('اجازه سنويه اعتياديه رصيد الاجازات بدل اجازه', 'vacation holiday leave balance annual'),
  },
  {
    slug: 'public-holidays',
    chapter: 'leave',
    title: t('إجازات الأعياد والمناسبات', 'Eid and public holidays'),
    summary: t('إجازة بأجر كامل في عيدي الفطر والأضحى واليوم الوطني ويوم التأسيس، كما تحددها اللائحة.', 'Paid holidays for Eid al-Fitr, Eid al-Adha, National Day and Founding Day, as the regulations set.'),
    articles: ['112'],
    blocks: [
      p(
        'لكل عامل الحق في إجازة بأجر كامل في الأعياد والمناسبات التي تحددها اللائحة التنفيذية: عيد الفطر وعيد الأضحى (أربعة أيام لكل منهما)، واليوم الوطني، ويوم التأسيس.',
        'Every worker has paid holidays on the Eids and occasions set by the executive regulations: Eid al-Fitr and Eid al-Adha (four days each), National Day and Founding Day.',
      ),
      p(
        'إذا اشتغل العامل في هذه الأيام عُدّت ساعات عمله كلها عملًا إضافيًا. وإذا وقعت العطلة في يوم الراحة الأسبوعية أو في الإجازة السنوية فللتعويض قواعد تحددها اللائحة.',
        'Hours worked on these days are all overtime. When a holiday falls on the weekly rest day or inside annual leave, the regulations say how it is made up.',
      ),
    ],
    keywords: t('عيد الفطر عيد الاضحى اليوم الوطني يوم التاسيس عطله رسميه', 'eid holiday national day founding day public holiday'),
  },
  {
    slug: 'family-leave',
    chapter: 'leave',
    title: t('إجازات الزواج والمولود والوفاة والعدة', 'Marriage, new child, bereavement and iddah leave'),
    summary: t('خمسة أيام للزواج، وثلاثة للمولود، وخمسة لوفاة الزوج أو الأصول أو الفروع، وثلاثة لوفاة الأخ أو الأخت.', 'Five days for marriage, three for a new child, five for the death of a spouse, parent or child, three for a sibling.'),
    articles: ['113', '160'],
    blocks: [
      list(
        ['زواج العامل: خمسة أيام بأجر كامل.', 'The worker’s marriage: five days on full pay.'],
        ['ولادة مولود للعامل: ثلاثة أيام بأجر كامل.', 'The birth of the worker’s child: three days on full pay.'],
        ['وفاة زوج العامل أو أحد أصوله أو فروعه: خمسة أيام بأجر كامل.', 'The death of the worker’s spouse, a parent or grandparent, or a child or grandchild: five days on full pay.'],
        ['وفاة أخ العامل أو أخته: ثلاثة أيام بأجر كامل.', 'The death of the worker’s brother or sister: three days on full pay.'],
      ),
      p(
        'للعاملة المسلمة التي يتوفى زوجها إجازة عدة بأجر كامل لا تقل عن أربعة أشهر وعشرة أيام من تاريخ الوفاة، وللعاملة غير المسلمة خمسة عشر يومًا بأجر كامل.',
        'A Muslim woman worker whose husband dies has iddah leave on full pay of at least four months and ten days from the death; a non-Muslim woman worker has fifteen days on full pay.',
      ),
      p('لصاحب العمل أن يطلب ما يثبت المناسبة.', 'The employer may ask for proof of the occasion.'),
      note(
        'أضافت تعديلات 2024 النافذة في 19 فبراير 2025 إجازة الأيام الثلاثة لوفاة الأخ أو الأخت، وحددت أن إجازة المولود تؤخذ خلال مدة قصيرة من الولادة.',
        'The 2024 amendments in force since 19 February 2025 added the three days for the death of a brother or sister, and require the new-child leave to be taken shortly after the birth.',
      ),
    ],
    keywords: t('اجازه زواج اجازه وفاه اجازه مولود اجازه ابوه عده حداد', 'marriage leave paternity bereavement death funeral iddah'),
  },
  {
    slug: 'maternity-leave',
    chapter: 'leave',
    title: t('إجازة الوضع', 'Maternity leave'),
    summary: t('اثنا عشر أسبوعًا بأجر كامل، منها ستة أسابيع إلزامية بعد الولادة.', 'Twelve weeks on full pay, six of them compulsory after the birth.'),
    articles: ['151', '154', '155'],
    blocks: [
      p(
        'للعاملة إجازة وضع بأجر كامل مدتها اثنا عشر أسبوعًا، توزعها كما تشاء، ويجوز أن تبدأ قبل التاريخ المرجح للولادة بأربعة أسابيع على الأكثر. الأسابيع الستة التالية للولادة إجازة إلزامية لا يجوز تشغيلها فيها.',
        'A woman worker has twelve weeks of maternity leave on full pay, to spread as she chooses; it may start at most four weeks before the expected birth. The six weeks after the birth are compulsory leave during which she may not be employed.',
      ),
      list(
        ['يجوز لها تمديد الإجازة في الحالات التي يحددها النظام، مثل مرض المولود أو إعاقته.', 'She may extend the leave in the cases the law names, such as a sick or disabled child.'],
        ['لها بعد العودة فترات للرضاعة لا تزيد في مجموعها على ساعة في اليوم، تُحسب من ساعات العمل.', 'After returning she may take nursing breaks of up to an hour a day in all, counted as working time.'],
        ['لا يجوز فصلها أو إنذارها بالفصل أثناء إجازة الوضع، ولا أثناء مرضها الناتج عن الحمل أو الولادة في الحدود التي يقررها النظام.', 'She may not be dismissed or warned of dismissal during maternity leave, nor during an illness caused by pregnancy or birth within the limits the law sets.'],
      ),
      note(
        'رفعت تعديلات 2024 النافذة في 19 فبراير 2025 إجازة الوضع من عشرة أسابيع إلى اثني عشر أسبوعًا.',
        'The 2024 amendments in force since 19 February 2025 raised maternity leave from ten to twelve weeks.',
      ),
    ],
    keywords: t('اجازه امومه ولاده حمل رضاعه وضع', 'maternity pregnancy birth nursing breastfeeding mother'),
  },
  {
    slug: 'sick-leave',
    chapter: 'leave',
    title: t('الإجازة المرضية', 'Sick leave'),
    summary: t('ثلاثون يومًا بأجر كامل، ثم ستون بثلاثة أرباع الأجر، ثم ثلاثون دون أجر، خلال السنة الواحدة.', '30 days on full pay, then 60 on three quarters, then 30 unpaid, within one year.'),
    articles: ['117'],
    blocks: [
      p(
        'للعامل الذي يثبت مرضه إجازة مرضية خلال السنة الواحدة، متصلة أو متقطعة:',
        'A worker whose illness is proven has sick leave within one year, in one stretch or several:',
      ),
      list(
        ['الثلاثون يومًا الأولى بأجر كامل.', 'The first 30 days on full pay.'],
        ['الستون يومًا التالية بثلاثة أرباع الأجر.', 'The next 60 days on three quarters of the wage.'],
        ['الثلاثون يومًا التالية دون أجر.', 'The following 30 days without pay.'],
      ),
      p('لا تدخل الإجازة المرضية في حساب فترة التجربة.', 'Sick leave is not counted in probation.'),
    ],
    keywords: t('مرض مرضيه تقرير طبي اجازه مرضيه', 'sick illness medical certificate sickness'),
  },
  {
    slug: 'hajj-and-exam-leave',
    chapter: 'leave',
    title: t('إجازة الحج وإجازة الامتحان', 'Hajj and exam leave'),
    summary: t('إجازة حج بأجر مرة واحدة بعد سنتين من الخدمة، وإجازة بأجر لأداء الامتحان بشروط.', 'Paid Hajj leave once after two years of service, and paid exam leave on conditions.'),
    articles: ['114', '115'],
    blocks: [
      p(
        'للعامل الذي أمضى سنتين متصلتين في الخدمة ولم يؤد فريضة الحج إجازة بأجر كامل لأدائها، مدتها بين عشرة أيام وخمسة عشر يومًا بما فيها إجازة عيد الأضحى، مرة واحدة طوال خدمته. ولصاحب العمل تحديد عدد من يُمنحونها كل سنة بحسب حاجة العمل.',
        'A worker with two consecutive years of service who has not performed Hajj has paid leave to perform it, of ten to fifteen days including the Eid al-Adha holiday, once in the whole service. The employer may limit how many workers take it each year as work requires.',
      ),
      p(
        'للعامل المنتسب إلى مؤسسة تعليمية إجازة بأجر كامل لأداء الامتحان في المرة الأولى للسنة الدراسية الواحدة، وإجازة دون أجر إذا أعاد الامتحان، على أن يطلبها قبل موعدها بمدة كافية ويقدم ما يثبت أداء الامتحان.',
        'A worker enrolled in an educational institution has paid leave to sit an exam the first time for a given school year, and unpaid leave for a resit, if the worker asks in good time and proves the exam was taken.',
      ),
    ],
    keywords: t('حج امتحان دراسه اختبار', 'hajj pilgrimage exam study'),
  },
  {
    slug: 'notice-periods',
    chapter: 'ending',
    title: t('مهلة الإشعار والاستقالة', 'Notice periods and resignation'),
    summary: t(
      'في العقد غير محدد المدة: 30 يومًا على الأقل إذا أنهاه العامل، و60 يومًا إذا أنهاه صاحب العمل.',
      'In an indefinite contract: at least 30 days when the worker ends it, 60 days when the employer does.',
    ),
    articles: ['74', '75', '76'],
    blocks: [
      p(
        'إذا كان العقد غير محدد المدة جاز لأي من طرفيه إنهاؤه بناءً على سبب مشروع، بإشعار مكتوب يوجهه إلى الطرف الآخر قبل الإنهاء بمدة لا تقل عن ثلاثين يومًا إن كان الإنهاء من العامل، وستين يومًا إن كان من صاحب العمل.',
        'An indefinite contract may be ended by either party for a legitimate reason, with written notice to the other party at least thirty days ahead when the worker ends it, and sixty days when the employer does.',
      ),
      p(
        'من لم يراعِ مهلة الإشعار يلزمه أن يدفع للطرف الآخر تعويضًا يعادل أجر العامل عن مدة الإشعار أو ما بقي منها.',
        'A party that does not give the notice owes the other an amount equal to the worker’s wage for the notice period or what remains of it.',
      ),
      list(
        ['ينتهي العقد أيضًا باتفاق الطرفين (بموافقة العامل الكتابية)، وبانتهاء مدته، وببلوغ العامل سن التقاعد ما لم يتفقا على الاستمرار، وبالقوة القاهرة.', 'A contract also ends by agreement (with the worker’s written consent), when its term ends, when the worker reaches retirement age unless both agree to go on, and by force majeure.'],
        ['تُقدم الاستقالة كتابة، ويجب أن يرد صاحب العمل عليها خلال ثلاثين يومًا وإلا عُدّت مقبولة، وله تأجيل قبولها مدة محدودة لمصلحة العمل إذا أبلغ العامل كتابة بالأسباب قبل انقضاء تلك الأيام.', 'A resignation is given in writing; the employer must answer within thirty days or it is accepted, and may postpone its acceptance for a limited time for the needs of the work if it tells the worker the reasons in writing before those days run out.'],
      ),
      note(
        'مدتا الثلاثين والستين يومًا وقواعد الاستقالة هي ما أقرته تعديلات 2024 النافذة في 19 فبراير 2025 للمادة الخامسة والسبعين وما يتصل بها. قبلها كانت المهلة ستين يومًا للعامل المدفوع أجره شهريًا وثلاثين يومًا لغيره، أيًّا كان الطرف المنهي. العقد المبرم قبل التعديل قد يقرر مهلة أطول لصالح العامل.',
        'The thirty and sixty days and the resignation rules are what the 2024 amendments in force since 19 February 2025 set in article 75 and related articles. Before them the notice was sixty days for a worker paid monthly and thirty days for others, whichever party ended the contract. A contract may give the worker a longer notice.',
      ),
    ],
    keywords: t('انذار اشعار استقاله مهله انهاء العقد', 'notice resign resignation quit'),
  },
  {
    slug: 'termination-compensation',
    chapter: 'ending',
    title: t('الإنهاء لسبب غير مشروع والتعويض', 'Ending a contract without a legitimate reason: compensation'),
    summary: t(
      'أجر 15 يومًا عن كل سنة خدمة في العقد غير محدد المدة، وأجر المدة الباقية في العقد المحدد، وفي الحالتين شهران على الأقل.',
      'Fifteen days’ wage per year of service in an indefinite contract, the remaining term’s wage in a fixed-term one, and at least two months’ wage in either.',
    ),
    articles: ['77'],
    blocks: [
      p(
        'ما لم يتضمن العقد تعويضًا محددًا، إذا أُنهي العقد لسبب غير مشروع فللطرف المتضرر تعويض على النحو الآتي:',
        'Unless the contract sets its own compensation, when a contract is ended without a legitimate reason the party harmed is owed:',
      ),
      list(
        ['في العقد غير محدد المدة: أجر خمسة عشر يومًا عن كل سنة من سنوات خدمة العامل.', 'In an indefinite contract: fifteen days’ wage for each year of the worker’s service.'],
        ['في العقد محدد المدة: أجر المدة الباقية من العقد.', 'In a fixed-term contract: the wage for the rest of the term.'],
        ['في الحالتين لا يقل التعويض عن أجر العامل لمدة شهرين.', 'In both cases, no less than two months of the worker’s wage.'],
      ),
      p(
        'هذا التعويض لا يمس حق العامل في مكافأة نهاية الخدمة ولا في أجر مهلة الإشعار إن لم تُراعَ.',
        'This compensation is in addition to the end-of-service award and to the notice-period wage when the notice was not given.',
      ),
    ],
    keywords: t('فصل تعسفي تعويض فصل انهاء غير مشروع المادة 77', 'unfair dismissal wrongful termination compensation fired'),
  },
  {
    slug: 'article-80-and-81',
    chapter: 'ending',
    title: t('الفصل دون مكافأة (المادة 80) وترك العمل دون إشعار (المادة 81)', 'Dismissal without award (article 80) and leaving without notice (article 81)'),
    summary: t(
      'حالات محددة يجوز فيها لصاحب العمل الفصل دون مكافأة أو إشعار، وأخرى يجوز فيها للعامل الترك مع احتفاظه بحقوقه.',
      'The listed cases in which an employer may dismiss without award or notice, and those in which a worker may leave keeping all rights.',
    ),
    articles: ['80', '81'],
    blocks: [
      p(
        'لا يجوز لصاحب العمل فسخ العقد دون مكافأة أو إشعار أو تعويض إلا في حالات محددة، بشرط أن يتيح للعامل إبداء أسباب اعتراضه، ومنها:',
        'An employer may not end the contract without award, notice or compensation except in listed cases, and only after letting the worker state his objections. Among them:',
      ),
      list(
        ['الاعتداء على صاحب العمل أو المدير المسؤول أو أحد رؤسائه أثناء العمل أو بسببه.', 'Assaulting the employer, the manager in charge or a superior during or because of work.'],
        ['عدم أداء الالتزامات الجوهرية أو عدم طاعة الأوامر المشروعة أو تعليمات السلامة رغم الإنذار الكتابي.', 'Failing essential duties, or disobeying lawful orders or safety instructions despite a written warning.'],
        ['سوء السلوك أو ارتكاب عمل مخل بالشرف أو الأمانة.', 'Misconduct, or an act against honour or integrity.'],
        ['التسبب عمدًا في خسارة مادية لصاحب العمل، بشرط أن يبلغ بها الجهات المختصة خلال أربع وعشرين ساعة من علمه.', 'Deliberately causing the employer material loss, if the employer reports it within 24 hours of learning of it.'],
        ['الحصول على العمل بالتزوير.', 'Getting the job by forgery.'],
        ['التغيب دون سبب مشروع أكثر من ثلاثين يومًا متفرقة في السنة أو أكثر من خمسة عشر يومًا متصلة، بعد إنذار كتابي.', 'Absence without a legitimate reason of more than thirty separate days in a year or more than fifteen days in a row, after a written warning.'],
        ['استغلال الوظيفة لمنفعة شخصية، أو إفشاء الأسرار الصناعية أو التجارية.', 'Using the position for personal gain, or disclosing industrial or trade secrets.'],
      ),
      p(
        'وفي المقابل يجوز للعامل أن يترك العمل دون إشعار مع احتفاظه بجميع حقوقه النظامية (ومنها مكافأة نهاية الخدمة كاملة) في حالات، منها:',
        'In turn, a worker may leave without notice and keep all legal rights (the full end-of-service award among them) in cases such as:',
      ),
      list(
        ['إخلال صاحب العمل بالتزاماته الجوهرية، ومنها عدم دفع الأجر في موعده.', 'The employer breaking its essential obligations, not paying the wage on time among them.'],
        ['الغش وقت التعاقد في شروط العمل، أو تكليف العامل دون رضاه بعمل يختلف جوهريًا عن المتفق عليه.', 'Fraud about the terms of work when contracting, or being assigned without consent work essentially different from what was agreed.'],
        ['الاعتداء على العامل أو معاملته بعنف أو احتقار، أو وجود خطر جسيم يهدد سلامته وصحته.', 'Assault, violent or contemptuous treatment, or a serious danger to the worker’s safety or health.'],
      ),
    ],
    keywords: t('فصل بدون مكافاه غياب تزوير ترك العمل حقوق العامل', 'dismissal misconduct absence gross misconduct constructive dismissal'),
  },
  {
    slug: 'end-of-service-award',
    chapter: 'end-of-service',
    title: t('مكافأة نهاية الخدمة', 'The end-of-service award'),
    summary: t(
      'نصف شهر عن كل سنة من السنوات الخمس الأولى وشهر عن كل سنة بعدها، على آخر أجر، ويستحق المستقيل جزءًا منها بحسب مدة خدمته.',
      'Half a month for each of the first five years and a month for each year after, on the last wage; a worker who resigns gets a share by length of service.',
    ),
    articles: ['84', '85', '86', '87', '88'],
    blocks: [
      p(
        'عند انتهاء علاقة العمل يدفع صاحب العمل للعامل مكافأة عن مدة خدمته: أجر نصف شهر عن كل سنة من السنوات الخمس الأولى، وأجر شهر عن كل سنة من السنوات التالية. يُتخذ الأجر الأخير أساسًا للحساب، ويستحق العامل عن أجزاء السنة بنسبة ما قضاه منها.',
        'When the work relation ends, the employer pays the worker an award for the service: half a month’s wage for each of the first five years, and a month’s wage for each year after. The last wage is the basis, and parts of a year count in proportion to the time worked.',
      ),
      p(
        'إذا انتهت العلاقة باستقالة العامل استحق:',
        'When the relation ends because the worker resigns, the worker gets:',
      ),
      list(
        ['لا شيء إذا قلّت خدمته عن سنتين.', 'Nothing for less than two years of service.'],
        ['ثلث المكافأة إذا كانت خدمته سنتين متتاليتين ولم تزد على خمس سنوات.', 'A third of the award for two to five consecutive years.'],
        ['ثلثي المكافأة إذا زادت على خمس سنوات متتالية وقلّت عن عشر.', 'Two thirds for more than five and less than ten consecutive years.'],
        ['المكافأة كاملة إذا بلغت عشر سنوات فأكثر.', 'The whole award for ten years or more.'],
      ),
      p(
        'ويستحق العامل المكافأة كاملة رغم تركه العمل إذا كان تركه لقوة قاهرة خارجة عن إرادته، وتستحقها العاملة كاملة إذا أنهت عقدها خلال ستة أشهر من زواجها أو ثلاثة أشهر من وضعها. ولا مكافأة لمن فُصل وفق المادة الثمانين.',
        'The worker gets the whole award despite leaving when the leaving is due to force majeure beyond the worker’s control, and a woman worker gets it whole if she ends her contract within six months of marrying or three months of giving birth. A worker dismissed under article 80 gets none.',
      ),
      p(
        'يجوز الاتفاق على ألا يدخل في أجر حساب المكافأة كل أو بعض العمولات ونسب المبيعات وما يشبهها مما يزيد وينقص بطبيعته. ويدفع صاحب العمل المستحقات خلال أسبوع من انتهاء العلاقة إذا أنهاها هو، وخلال أسبوعين إذا أنهاها العامل.',
        'It may be agreed that commissions, sales percentages and similar pay that rises and falls by nature are left out, wholly or partly, of the wage the award is computed on. The employer pays what is due within a week when it ended the relation, and within two weeks when the worker did.',
      ),
    ],
    keywords: t('مكافاه نهايه الخدمه مستحقات حاسبه حساب المكافاه استقاله', 'gratuity end of service benefit EOSB calculator severance'),
    tool: 'end-of-service-calculator',
  },
  {
    slug: 'saudisation-nitaqat',
    chapter: 'workforce',
    title: t('التوطين وبرنامج نطاقات', 'Saudisation and the Nitaqat programme'),
    summary: t('على المنشآت أن تسعى إلى أن يكون 75٪ على الأقل من عمالها سعوديين، وتقيس الوزارة التزامها ببرنامج نطاقات.', 'Employers must aim for at least 75% Saudi workers; the ministry measures compliance with Nitaqat.'),
    articles: ['26', '28'],
    otherSources: [t('برنامج نطاقات وقرارات توطين المهن الصادرة من وزارة الموارد البشرية والتنمية الاجتماعية', 'The Nitaqat programme and the occupation localisation decisions of the Ministry of Human Resources and Social Development')],
    blocks: [
      p(
        'على كل منشأة أن تسعى إلى استقطاب السعوديين وتوظيفهم وتوفير وسائل استمرارهم، بحيث لا تقل نسبتهم عن خمسة وسبعين في المائة من عمالها، ويجوز للوزير خفض هذه النسبة مؤقتًا عند عدم توفر الكفايات.',
        'Every employer must work to attract, employ and keep Saudis so that they are at least 75% of its workers; the minister may lower this share for a time where the skills are not available.',
      ),
      p(
        'يصنف برنامج نطاقات المنشآت في نطاقات (منها البلاتيني والأخضر بدرجاته والأحمر) بحسب نسبة السعوديين فيها مقارنة بمنشآت النشاط والحجم نفسيهما. المنشأة في النطاقات العليا تحصل على خدمات أكثر، والمنشأة في النطاق الأحمر تُقيد خدماتها مثل التأشيرات وتجديد رخص العمل.',
        'The Nitaqat programme places employers in bands (among them platinum, the greens and red) by their share of Saudis compared with employers of the same activity and size. Higher bands get more services; an employer in red is restricted, for example in visas and work-permit renewals.',
      ),
      list(
        ['تصدر الوزارة قرارات بقصر مهن أو أنشطة معينة على السعوديين أو بنسب توطين خاصة بها؛ راجع القرار الساري لمهنتك.', 'The ministry issues decisions reserving some occupations or activities for Saudis or setting their own shares; check the decision in force for an occupation.'],
        ['على صاحب العمل الذي يستخدم خمسة وعشرين عاملًا فأكثر، وتسمح طبيعة عمله، أن يشغّل من الأشخاص ذوي الإعاقة المؤهلين ما لا يقل عن أربعة في المائة من عماله.', 'An employer with 25 or more workers whose work allows it must employ qualified people with disabilities as at least 4% of its workers.'],
      ),
    ],
    keywords: t('سعوده توطين نطاقات نسبه السعوده النطاق الاحمر الاخضر', 'saudization localization nitaqat quota red green band'),
  },
  {
    slug: 'women-employment',
    chapter: 'workforce',
    title: t('عمل المرأة', 'Women at work'),
    summary: t('المساواة في العمل والأجر دون تمييز، مع حماية خاصة للحمل والأمومة.', 'Equality in work and pay without discrimination, with special protection for pregnancy and motherhood.'),
    articles: ['3', '87', '151', '154', '155', '159', '160'],
    blocks: [
      p(
        'العمل حق للمواطن، والمواطنون متساوون فيه دون تمييز على أساس الجنس أو الإعاقة أو السن أو غيرها، أثناء أداء العمل أو عند التوظيف أو الإعلان عنه.',
        'Work is a citizen’s right, and citizens are equal in it without discrimination on the basis of sex, disability, age or any other ground — at work, in hiring and in job advertisements.',
      ),
      list(
        ['إجازة الوضع اثنا عشر أسبوعًا بأجر كامل، وفترات رضاعة لا تزيد على ساعة يوميًا (انظر «إجازة الوضع»).', 'Twelve weeks of maternity leave on full pay and nursing breaks of up to an hour a day (see “Maternity leave”).'],
        ['لا يجوز فصل العاملة أو إنذارها بالفصل أثناء إجازة الوضع.', 'A woman may not be dismissed or warned of dismissal during maternity leave.'],
        ['صاحب العمل الذي يشغل عددًا كبيرًا من العاملات يوفر مكانًا مناسبًا لرعاية أطفالهن في الحدود التي يحددها النظام.', 'An employer with many women workers provides a suitable place to look after their children, within the limits the law sets.'],
        ['العاملة التي تنهي عقدها خلال ستة أشهر من زواجها أو ثلاثة أشهر من وضعها تستحق مكافأة نهاية الخدمة كاملة.', 'A woman who ends her contract within six months of marrying or three months of giving birth gets the whole end-of-service award.'],
        ['للعاملة التي يتوفى زوجها إجازة عدة بأجر كامل (انظر «إجازات الزواج والمولود والوفاة والعدة»).', 'A woman whose husband dies has iddah leave on full pay (see “Marriage, new child, bereavement and iddah leave”).'],
      ),
    ],
    keywords: t('المراه العامله النساء مساواه الاجور تمييز حضانه', 'women female equal pay discrimination childcare'),
  },
  {
    slug: 'job-advertisements',
    chapter: 'workforce',
    title: t('ضوابط الإعلان عن الوظائف', 'Rules for job advertisements'),
    summary: t('لا تمييز في الإعلان أو المقابلة، ومحتوى واضح للوظيفة، والنشر في قنوات معتمدة.', 'No discrimination in ads or interviews, a clear description of the job, and publication on approved channels.'),
    articles: ['3'],
    otherSources: [t('ضوابط الإعلان عن الوظائف الشاغرة وإجراء المقابلات في القطاع الخاص (وزارة الموارد البشرية والتنمية الاجتماعية، 2025)', 'Rules for advertising vacancies and conducting interviews in the private sector (Ministry of Human Resources and Social Development, 2025)')],
    blocks: [
      p(
        'أقرت وزارة الموارد البشرية والتنمية الاجتماعية ضوابط لإعلانات الوظائف والتدريب المنتهي بالتوظيف والمقابلات في القطاع الخاص. أهم ما فيها:',
        'The Ministry of Human Resources and Social Development has set rules for job advertisements, training that leads to a job, and interviews in the private sector. The main points:',
      ),
      list(
        ['لا يتضمن الإعلان ولا المقابلة أي تمييز، كالتمييز على أساس الجنس أو الإعاقة أو السن أو الحالة الاجتماعية.', 'Neither the ad nor the interview may discriminate, for example by sex, disability, age or marital status.'],
        ['يعرّف الإعلان بالمنشأة (اسمها ونشاطها ومقرها ومكان العمل) ويصف الوظيفة بوضوح: المسمى والمهام والحد الأدنى من المؤهل والمهارات وسنوات الخبرة وطبيعة العمل وساعاته ومزاياه وطريقة التقديم وموعده النهائي.', 'The ad names the employer (name, activity, head office and place of work) and describes the job clearly: title, duties, minimum qualification, skills, years of experience, nature and hours of work, benefits, how to apply and the closing date.'],
        ['يطابق المسمى المهن الواردة في التصنيف السعودي الموحد للمهن.', 'The job title follows the Saudi Standard Classification of Occupations.'],
        ['يُنشر الإعلان في المنصات الرقمية المعتمدة أو موقع المنشأة وحساباتها الرسمية أو معارض التوظيف المرخصة.', 'The ad is published on approved digital platforms, the employer’s own website and official accounts, or licensed job fairs.'],
        ['لا يجوز التوسط في توظيف السعوديين أو الإعلان عنه إلا بترخيص من الوزارة، وتحتاج معارض التوظيف خارج مقار العمل إلى ترخيص.', 'Brokering or advertising jobs for Saudis needs a licence from the ministry, and job fairs outside the workplace need a permit.'],
        ['يُبلَّغ المتقدمون بنتيجة طلباتهم ومقابلاتهم.', 'Applicants are told the outcome of their applications and interviews.'],
      ),
      p(
        'لهذا تطلب منصة توظيف في نموذج نشر الوظيفة المسمى والمهام والمؤهل والخبرة والمدينة والموعد النهائي، وتراجع الإعلانات التي تتضمن شروطًا تمييزية.',
        'This is why the platform’s post-job form asks for the title, duties, qualification, experience, city and closing date, and why ads with discriminatory conditions are reviewed.',
      ),
    ],
    keywords: t('اعلان وظيفه اعلانات الوظائف تمييز مقابله توظيف', 'job ad advertisement posting discrimination interview recruitment'),
  },
];
