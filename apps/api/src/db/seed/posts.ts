import { count } from 'drizzle-orm';
import type { TPostCategory, TPostKind } from '@tawzeef/contract';
import type { TDatabase } from '../client.ts';
import { posts } from '../schema/index.ts';

interface TSeedPost {
  kind: TPostKind;
  category: TPostCategory;
  daysAgo: number;
  author: string;
  tags: string[];
  isExample?: boolean;
  ar: { title: string; summary: string; body: string };
  en: { title: string; summary: string; body: string };
}

/**
 * The demonstration's articles and news (decision 034): advice written for job seekers in Saudi Arabia, and news of the
 * labour market marked as examples (`is_example`: the page says it did not happen as told).
 */
export const DEMO_POSTS: TSeedPost[] = [
  {
    kind: 'blog',
    category: 'cv_tips',
    daysAgo: 2,
    author: 'سارة العتيبي',
    tags: ['السيرة الذاتية', 'ATS'],
    ar: {
      title: 'كيف تكتب سيرة ذاتية تجتاز أنظمة الفرز الآلي',
      summary: 'كثير من الشركات في المملكة تفرز السير الذاتية آليًا قبل أن يقرأها أحد. هذه خطوات عملية لتصل سيرتك إلى مسؤول التوظيف.',
      body:
        '<p>قبل أن يقرأ مسؤول التوظيف سيرتك الذاتية، قد يمرّ بها نظام لتتبع المتقدمين (ATS) يبحث عن كلمات بعينها ويرتب المتقدمين. لا يعني ذلك أن تكتب للآلة وحدها، بل أن تكتب بوضوح يفهمه الاثنان.</p>' +
        '<h2>استخدم كلمات الإعلان نفسها</h2><p>إذا طلب الإعلان «إعداد القوائم المالية» فاكتبها كما هي، لا «تجهيز التقارير». انسخ المسمى الوظيفي كما ورد إن كان يصف عملك فعلًا.</p>' +
        '<h2>اجعل التنسيق بسيطًا</h2><ul><li>عمود واحد، دون جداول أو صور للنصوص.</li><li>عناوين معروفة: الخبرات، التعليم، المهارات، الشهادات.</li><li>ملف PDF نصي، لا صورة ممسوحة ضوئيًا.</li></ul>' +
        '<h2>اذكر الأرقام</h2><p>«خفّضت مدة الإقفال الشهري من عشرة أيام إلى ستة» أقوى من «مسؤول عن الإقفال الشهري». الأرقام تلفت نظر القارئ وتثبت الأثر.</p>' +
        '<blockquote>سيرة من صفحتين مرتبة بعناية أفضل من أربع صفحات يضيع فيها المهم.</blockquote>' +
        '<p>وأخيرًا: حدّث ملفك على توظيف، فالشركات تبحث في السير الذاتية الظاهرة لها وتراسل من يناسبها مباشرة.</p>',
    },
    en: {
      title: 'Writing a CV that gets past applicant tracking systems',
      summary: 'Many employers in the Kingdom screen CVs automatically before anyone reads them. Practical steps to make sure yours reaches a recruiter.',
      body:
        '<p>Before a recruiter reads your CV, an applicant tracking system (ATS) may scan it for keywords and rank the applicants. That does not mean writing for a machine, but writing plainly enough for both to understand.</p>' +
        '<h2>Use the words of the ad</h2><p>If the ad asks for “preparing financial statements”, write exactly that rather than “producing reports”. Use the advertised job title when it truly describes your work.</p>' +
        '<h2>Keep the layout simple</h2><ul><li>One column, no tables or text in images.</li><li>Familiar headings: Experience, Education, Skills, Certificates.</li><li>A text PDF, not a scanned image.</li></ul>' +
        '<h2>Show numbers</h2><p>“Cut the monthly close from ten days to six” says more than “responsible for the monthly close”. Figures catch the eye and prove the impact.</p>' +
        '<blockquote>A well-ordered two-page CV beats four pages where the important parts get lost.</blockquote>' +
        '<p>Finally: keep your Tawzeef profile up to date, as companies search the CVs visible to them and message the people who fit.</p>',
    },
  },
  {
    kind: 'blog',
    category: 'interview_tips',
    daysAgo: 6,
    author: 'عبدالله الشهري',
    tags: ['المقابلات', 'نصائح'],
    ar: {
      title: 'أسئلة المقابلة الشائعة في الشركات السعودية وكيف تجيب عنها',
      summary: 'من «حدثنا عن نفسك» إلى «ما توقعاتك للراتب؟»: أسئلة تتكرر في المقابلات، وطريقة مختصرة لتحضير إجابتك.',
      body:
        '<p>تختلف المقابلات بين القطاعات، لكن بعض الأسئلة تتكرر في أغلب الشركات في المملكة. التحضير لها يمنحك ثقة ويترك وقتًا للأسئلة الأصعب.</p>' +
        '<h2>«حدثنا عن نفسك»</h2><p>ليست دعوة لسرد سيرتك كاملة. أجب في دقيقة: ما تعمل به الآن، وأبرز إنجاز مرتبط بالوظيفة، ولماذا تقدمت لها.</p>' +
        '<h2>«لماذا تريد العمل لدينا؟»</h2><p>اطّلع على الشركة قبل المقابلة: مشاريعها، وقطاعها، وأخبارها. اربط إجابتك بما قرأت، لا بعبارات عامة.</p>' +
        '<h2>أسئلة المواقف</h2><p>استخدم طريقة الموقف والمهمة والتصرف والنتيجة: صف الموقف باختصار، وما طُلب منك، وما فعلته أنت، وما تحقق بالأرقام إن أمكن.</p>' +
        '<h2>«ما توقعاتك للراتب؟»</h2><p>اذكر نطاقًا مدروسًا لا رقمًا واحدًا، وتذكّر أن البدلات (السكن والنقل) جزء من العرض. راجع تقارير الرواتب قبل المقابلة.</p>' +
        '<ul><li>احضر قبل الموعد بعشر دقائق، أو اختبر الاتصال إن كانت المقابلة عن بعد.</li><li>جهّز سؤالين عن الفريق وطريقة العمل.</li><li>أرسل رسالة شكر قصيرة في اليوم نفسه.</li></ul>',
    },
    en: {
      title: 'Common interview questions at Saudi companies and how to answer them',
      summary: 'From “tell us about yourself” to “what are your salary expectations?”: questions that keep coming up, and a short way to prepare your answers.',
      body:
        '<p>Interviews differ between sectors, but some questions come up at most companies in the Kingdom. Preparing for them gives you confidence and leaves room for the harder ones.</p>' +
        '<h2>“Tell us about yourself”</h2><p>This is not an invitation to recite your CV. Answer in a minute: what you do now, one achievement that matters for this job, and why you applied.</p>' +
        '<h2>“Why do you want to work here?”</h2><p>Read about the company before the interview: its projects, its sector, its news. Tie your answer to what you read, not to general phrases.</p>' +
        '<h2>Situational questions</h2><p>Use the situation, task, action, result method: describe the situation briefly, what was asked of you, what you did, and what it achieved, in numbers where you can.</p>' +
        '<h2>“What are your salary expectations?”</h2><p>Give a researched range rather than one figure, and remember that allowances (housing and transport) are part of an offer. Check the salary reports before the interview.</p>' +
        '<ul><li>Arrive ten minutes early, or test your connection for a remote interview.</li><li>Prepare two questions about the team and how it works.</li><li>Send a short thank-you note the same day.</li></ul>',
    },
  },
  {
    kind: 'blog',
    category: 'career_advice',
    daysAgo: 11,
    author: 'نورة القحطاني',
    tags: ['الراتب', 'التفاوض'],
    ar: {
      title: 'التفاوض على الراتب: كيف تحسب ما تطلبه',
      summary: 'الراتب الأساسي ليس كل شيء. كيف تقرأ العرض كاملًا: البدلات، والتأمين الطبي، والإجازات، ومكافأة نهاية الخدمة.',
      body:
        '<p>يتردد كثيرون في التفاوض خوفًا من خسارة العرض، لكن التفاوض المهذب المبني على أرقام أمر متوقع في أغلب الشركات.</p>' +
        '<h2>اقرأ العرض كاملًا</h2><ul><li><strong>الراتب الأساسي</strong>: عليه تُحسب مكافأة نهاية الخدمة غالبًا.</li><li><strong>بدل السكن وبدل النقل</strong>: يُذكران عادةً نسبةً من الأساسي أو مبلغًا ثابتًا.</li><li><strong>التأمين الطبي</strong>: هل يشمل الأسرة؟</li><li><strong>الإجازة السنوية</strong>: واحد وعشرون يومًا على الأقل، وثلاثون بعد خمس سنوات في الشركة نفسها.</li></ul>' +
        '<h2>ابدأ من البيانات</h2><p>قارن العرض بمتوسطات الرواتب لمهنتك ومدينتك وسنوات خبرتك. إن كان أقل، فاذكر ذلك بهدوء واطلب مراجعة البدلات إن كان الأساسي ثابتًا.</p>' +
        '<h2>اطلب كتابةً</h2><p>ما تتفق عليه يجب أن يظهر في العقد. راجع مدة التجربة وفترة الإشعار قبل التوقيع.</p>',
    },
    en: {
      title: 'Negotiating salary: working out what to ask for',
      summary: 'Basic pay is not everything. How to read a whole offer: allowances, medical insurance, leave and the end-of-service award.',
      body:
        '<p>Many people hesitate to negotiate for fear of losing the offer, yet polite negotiation backed by numbers is expected at most companies.</p>' +
        '<h2>Read the whole offer</h2><ul><li><strong>Basic salary</strong>: the end-of-service award is usually calculated on it.</li><li><strong>Housing and transport allowances</strong>: usually a share of the basic salary or a fixed amount.</li><li><strong>Medical insurance</strong>: does it cover your family?</li><li><strong>Annual leave</strong>: at least twenty-one days, thirty after five years with the same employer.</li></ul>' +
        '<h2>Start from data</h2><p>Compare the offer with the average salaries for your occupation, city and years of experience. If it is lower, say so calmly and ask to review the allowances when the basic salary is fixed.</p>' +
        '<h2>Ask for it in writing</h2><p>What you agree must appear in the contract. Check the probation period and the notice period before you sign.</p>',
    },
  },
  {
    kind: 'blog',
    category: 'workplace',
    daysAgo: 17,
    author: 'فيصل الدوسري',
    tags: ['رمضان', 'ساعات العمل'],
    ar: {
      title: 'ساعات العمل في رمضان: ما يحق للموظف',
      summary: 'يخفض نظام العمل ساعات العمل للعاملين المسلمين في شهر رمضان. ملخص مبسط لما ينص عليه وما يعنيه لجدولك.',
      body:
        '<p>ينص نظام العمل السعودي على ألا تزيد ساعات العمل الفعلية للعاملين المسلمين في شهر رمضان على ست ساعات في اليوم أو ست وثلاثين ساعة في الأسبوع.</p>' +
        '<h2>ماذا يعني ذلك عمليًا؟</h2><ul><li>تحدد الشركة بداية الدوام ونهايته، وكثير منها يبدأ متأخرًا عن المعتاد.</li><li>ما يزيد على الساعات المحددة عمل إضافي يستحق أجره.</li><li>فترات الراحة والصلاة لا تُحسب عادةً من ساعات العمل الفعلية.</li></ul>' +
        '<p>هذا ملخص للتوعية وليس استشارة قانونية؛ ارجع إلى نص النظام ولائحته أو إلى الموارد البشرية في شركتك في الحالات الخاصة.</p>',
    },
    en: {
      title: 'Working hours in Ramadan: what employees are entitled to',
      summary: 'The Labour Law reduces working hours for Muslim workers during Ramadan. A plain summary of what it says and what it means for your schedule.',
      body:
        '<p>The Saudi Labour Law provides that the actual working hours of Muslim workers during Ramadan may not exceed six hours a day or thirty-six hours a week.</p>' +
        '<h2>What does that mean in practice?</h2><ul><li>The company sets the start and end of the working day, and many start later than usual.</li><li>Time beyond those hours is overtime and is paid as such.</li><li>Breaks and prayer times are usually not counted as actual working hours.</li></ul>' +
        '<p>This is a summary for awareness, not legal advice: in particular cases, refer to the law and its regulations or to your company’s HR.</p>',
    },
  },
  {
    kind: 'blog',
    category: 'career_advice',
    daysAgo: 24,
    author: 'سارة العتيبي',
    tags: ['الخريجون', 'التدريب التعاوني'],
    ar: {
      title: 'من التدريب التعاوني إلى أول وظيفة',
      summary: 'التدريب التعاوني فرصة لإثبات نفسك قبل التخرج. كيف تحوّل أسابيع التدريب إلى عرض عمل.',
      body:
        '<p>كثير من الخريجين في المملكة يحصلون على أول عرض عمل من الجهة التي تدربوا فيها. الفرق بين متدرب يُنسى وآخر يُعرض عليه العمل يصنعه سلوك يومي بسيط.</p>' +
        '<h2>عامل التدريب معاملة الوظيفة</h2><p>الالتزام بالوقت، والسؤال حين تحتاج، وتسليم المطلوب قبل موعده: هذا ما يتذكره المشرفون.</p>' +
        '<h2>وثّق ما أنجزته</h2><p>احتفظ بقائمة بالمهام والمشاريع وما نتج عنها، واطلب من مشرفك خطاب توصية قبل نهاية التدريب.</p>' +
        '<h2>ابنِ علاقاتك</h2><p>تعرّف على أفراد الفريق خارج مهامك المباشرة، وأضفهم في المنصات المهنية. اسأل في نهاية التدريب بوضوح: هل هناك فرصة للانضمام بعد التخرج؟</p>',
    },
    en: {
      title: 'From co-op training to your first job',
      summary: 'Co-op training is a chance to prove yourself before you graduate. How to turn those weeks into a job offer.',
      body:
        '<p>Many graduates in the Kingdom get their first job offer from the organisation where they trained. What separates a trainee who is forgotten from one who gets an offer is simple daily behaviour.</p>' +
        '<h2>Treat the training as a job</h2><p>Being on time, asking when you need to, delivering before the deadline: that is what supervisors remember.</p>' +
        '<h2>Record what you achieved</h2><p>Keep a list of your tasks and projects and what came of them, and ask your supervisor for a reference letter before the training ends.</p>' +
        '<h2>Build your network</h2><p>Get to know the team beyond your own tasks and connect on professional networks. At the end, ask plainly: is there a chance to join after graduation?</p>',
    },
  },
  {
    kind: 'news',
    category: 'labour_market',
    daysAgo: 3,
    author: 'فريق تحرير توظيف',
    tags: ['الأمن السيبراني', 'الرياض'],
    isExample: true,
    ar: {
      title: 'مثال: ارتفاع الطلب على وظائف الأمن السيبراني في الرياض',
      summary: 'خبر مكتوب مثالًا لعرض المنصة: إعلانات وظائف الأمن السيبراني تتضاعف، والشهادات المهنية تتصدر المتطلبات.',
      body:
        '<p><strong>هذا خبر توضيحي كُتب لعرض المنصة، وأرقامه ليست حقيقية.</strong></p>' +
        '<p>أظهرت إعلانات الوظائف المنشورة على توظيف خلال الربع الأخير زيادة في الطلب على محللي مراكز العمليات الأمنية ومهندسي أمن الشبكات في الرياض، مع تفضيل واضح لحملة الشهادات المهنية.</p>' +
        '<ul><li>أكثر المسميات طلبًا: محلل أمن سيبراني، مهندس أمن شبكات، أخصائي استجابة للحوادث.</li><li>أكثر الشهادات ذكرًا في الإعلانات: Security+ وCISSP.</li></ul>' +
        '<p>ويمكن للباحثين عن عمل في هذا المجال إنشاء تنبيه وظائف بكلمة «أمن سيبراني» ليصلهم الجديد أولًا بأول.</p>',
    },
    en: {
      title: 'Example: demand for cybersecurity roles rises in Riyadh',
      summary: 'A news item written as an example for the demonstration: cybersecurity job ads double, with professional certificates topping the requirements.',
      body:
        '<p><strong>This is an illustrative news item written for demonstrating the platform; its figures are not real.</strong></p>' +
        '<p>Job ads posted on Tawzeef over the last quarter show growing demand for security operations centre analysts and network security engineers in Riyadh, with a clear preference for holders of professional certificates.</p>' +
        '<ul><li>Most requested titles: cybersecurity analyst, network security engineer, incident response specialist.</li><li>Certificates most named in ads: Security+ and CISSP.</li></ul>' +
        '<p>Job seekers in the field can create a job alert for “cybersecurity” to hear of new openings as they are posted.</p>',
    },
  },
  {
    kind: 'news',
    category: 'labour_market',
    daysAgo: 9,
    author: 'فريق تحرير توظيف',
    tags: ['التجزئة', 'وظائف موسمية'],
    isExample: true,
    ar: {
      title: 'مثال: شركات التجزئة تفتح باب التوظيف الموسمي قبل رمضان',
      summary: 'خبر مكتوب مثالًا لعرض المنصة: وظائف موسمية بدوام كامل وجزئي في متاجر التجزئة بالمدن الرئيسية.',
      body:
        '<p><strong>هذا خبر توضيحي كُتب لعرض المنصة، وليس خبرًا حقيقيًا.</strong></p>' +
        '<p>تستعد متاجر التجزئة في الرياض وجدة والدمام لموسم رمضان والعيد بتوظيف موسمي في المبيعات وخدمة العملاء وإدارة المخزون، بعقود تمتد من شهرين إلى أربعة أشهر.</p>' +
        '<p>وينصح المختصون المتقدمين بتوضيح أوقات توفرهم في السيرة الذاتية، وبمتابعة الإعلانات بتصفية «دوام جزئي» في صفحة البحث.</p>',
    },
    en: {
      title: 'Example: retailers open seasonal hiring ahead of Ramadan',
      summary: 'A news item written as an example for the demonstration: seasonal full-time and part-time jobs at retailers in the main cities.',
      body:
        '<p><strong>This is an illustrative news item written for demonstrating the platform; it is not real news.</strong></p>' +
        '<p>Retailers in Riyadh, Jeddah and Dammam are preparing for the Ramadan and Eid season with seasonal hiring in sales, customer service and stock management, on contracts of two to four months.</p>' +
        '<p>Applicants are advised to state when they are available in their CV, and to follow the ads with the “part time” filter of the job search.</p>',
    },
  },
  {
    kind: 'news',
    category: 'platform_news',
    daysAgo: 14,
    author: 'فريق تحرير توظيف',
    tags: ['تنبيهات الوظائف'],
    ar: {
      title: 'تنبيهات الوظائف: الجديد يصلك إلى بريدك',
      summary: 'أنشئ تنبيهًا بكلمات البحث والمدينة والتخصص، واختر أن يصلك يوميًا أو أسبوعيًا أو شهريًا.',
      body:
        '<p>يمكنك الآن حفظ أي بحث على توظيف تنبيهًا للوظائف: تختار الكلمات والمدينة والتخصص ونوع الدوام، ثم التكرار الذي يناسبك.</p>' +
        '<ul><li>يصلك البريد بلغتك، وفيه أحدث الوظائف المطابقة فقط.</li><li>توقف التنبيه أو تعدّله في أي وقت من صفحة «تنبيهات الوظائف».</li><li>رابط إلغاء الاشتراك في كل رسالة يعمل بنقرة واحدة.</li></ul>',
    },
    en: {
      title: 'Job alerts: new openings in your inbox',
      summary: 'Create an alert with your search words, city and major, and choose to receive it daily, weekly or monthly.',
      body:
        '<p>You can now save any search on Tawzeef as a job alert: choose the words, the city, the major and the job type, then how often you want it.</p>' +
        '<ul><li>The mail comes in your language, with only the newest matching jobs.</li><li>Pause or change the alert at any time from the “Job alerts” page.</li><li>The unsubscribe link in every mail works in one click.</li></ul>',
    },
  },
];

/**
 * The demonstration's posts, into an empty posts table (decision 034): content for a demo installation, never for a
 * production one (SEED_DEMO=false), since some of it is example news. Bodies are written in the allowed HTML already.
 */
export async function seedDemoPosts(db: TDatabase, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(posts);
  if ((row?.n ?? 0) > 0) return false;
  await db.insert(posts).values(
    DEMO_POSTS.map((post) => ({
      kind: post.kind,
      category: post.category,
      title_ar: post.ar.title,
      title_en: post.en.title,
      summary_ar: post.ar.summary,
      summary_en: post.en.summary,
      body_ar: post.ar.body,
      body_en: post.en.body,
      tags: post.tags,
      author_name: post.author,
      is_example: post.isExample ?? false,
      published_at: new Date(now.getTime() - post.daysAgo * 86_400_000),
    })),
  );
  return true;
}
