// Data: the first text of the site's pages in both languages (decision 033); administrators edit it afterwards.
import { sql } from 'drizzle-orm';
import { MIN_AGE, type TSitePageSlug } from '@tawzeef/contract';
import type { TDatabase } from '../client.ts';
import { sitePages } from '../schema/index.ts';

interface TPageText {
  title_ar: string;
  title_en: string;
  summary_ar: string;
  summary_en: string;
  body_ar: string;
  body_en: string;
}

const aboutUs: TPageText = {
  title_ar: 'من نحن',
  title_en: 'About us',
  summary_ar: 'توظيف منصة سعودية تجمع الباحثين عن عمل بالمنشآت التي توظّف، بالعربية والإنجليزية، بإعلانات موثّقة وأسعار واضحة.',
  summary_en: 'Tawzeef is a Saudi platform that brings job seekers and hiring companies together, in Arabic and English, with verified ads and clear prices.',
  body_ar: `<p>توظيف منصة توظيف سعودية صُمّمت لسوق العمل في المملكة: يبني الباحث عن عمل سيرته الذاتية مرة واحدة ويتقدّم إلى الوظائف بضغطة، وتنشر المنشأة إعلاناتها وتتابع المتقدّمين في مكان واحد.</p>
<h2 id="mission">رسالتنا</h2>
<p>أن يجد كل باحث عن عمل في المملكة الوظيفة التي تناسب مؤهلاته بأقل جهد، وأن تصل كل منشأة إلى المرشّح المناسب بسرعة وبتكلفة معروفة مسبقًا، بما ينسجم مع مستهدفات رؤية المملكة 2030 في رفع مشاركة المواطنين والمواطنات في سوق العمل.</p>
<h2 id="seekers">للباحثين عن عمل</h2>
<ul>
<li>سيرة ذاتية واحدة بالعربية والإنجليزية تُستخدم في كل طلب، ويمكن طباعتها أو تنزيلها.</li>
<li>بحث عن الوظائف بالمدينة والتخصص ونوع الدوام والراتب، وتنبيهات بالبريد عند نشر وظيفة تناسبك.</li>
<li>متابعة كل طلب ومرحلته، ومراسلة المنشأة مباشرة داخل المنصة.</li>
<li>أنت من يقرّر ظهور سيرتك للمنشآت في البحث، ويمكنك تنزيل بياناتك أو حذف حسابك في أي وقت.</li>
</ul>
<h2 id="companies">للمنشآت</h2>
<ul>
<li>نشر الوظائف برسوم ثابتة لكل إعلان تشمل ضريبة القيمة المضافة، مع فاتورة ضريبية إلكترونية.</li>
<li>لوحة لمتابعة المتقدّمين ومراحل التوظيف، والبحث في السير الذاتية المتاحة وحفظ المرشّحين في قوائم.</li>
<li>توثيق المنشأة بسجلّها التجاري، فيظهر للباحثين أن الإعلان من جهة حقيقية.</li>
</ul>
<h2 id="trust">الثقة والأمان</h2>
<p>نراجع إعلانات الوظائف قبل نشرها ونستبعد ما يخالف قواعد وزارة الموارد البشرية والتنمية الاجتماعية، كالتمييز بسبب الجنس أو العمر أو الجنسية أو طلب رسوم من المتقدّمين. ويستطيع أي زائر الإبلاغ عن إعلان مريب. ونعالج البيانات الشخصية وفق نظام حماية البيانات الشخصية، كما توضّح <a href="/privacy-policy">سياسة الخصوصية</a>.</p>
<h2 id="contact">تواصل معنا</h2>
<p>لأي سؤال أو اقتراح، راسلنا من صفحة <a href="/contact-us">اتصل بنا</a>، ونردّ خلال يومي عمل.</p>`,
  body_en: `<p>Tawzeef is a Saudi recruitment platform built for the Kingdom's job market: job seekers build their CV once and apply in one step, and companies publish their ads and follow their applicants in one place.</p>
<h2 id="mission">Our mission</h2>
<p>To help every job seeker in Saudi Arabia find work that fits their qualifications with as little effort as possible, and every company reach the right candidate quickly at a cost known in advance, in line with Vision 2030's aim of raising the participation of Saudi men and women in the labour market.</p>
<h2 id="seekers">For job seekers</h2>
<ul>
<li>One CV in Arabic and English, used for every application, ready to print or download.</li>
<li>Job search by city, major, job type and salary, and email alerts when a matching job is published.</li>
<li>Every application and its stage in one list, and direct messages with the company inside the platform.</li>
<li>You decide whether companies can find your CV in search, and you can download your data or delete your account at any time.</li>
</ul>
<h2 id="companies">For companies</h2>
<ul>
<li>Job postings at a fixed fee per ad, VAT included, with an electronic tax invoice.</li>
<li>A dashboard of applicants and hiring stages, search among visible CVs, and candidate lists.</li>
<li>Verification of the company by its commercial registration, so seekers can see the ad comes from a real employer.</li>
</ul>
<h2 id="trust">Trust and safety</h2>
<p>We review job ads before they go live and turn away those that break the rules of the Ministry of Human Resources and Social Development (MHRSD), such as discrimination by sex, age or nationality, or asking applicants for money. Any visitor can report a suspicious ad. We process personal data under the Personal Data Protection Law, as our <a href="/privacy-policy">privacy policy</a> explains.</p>
<h2 id="contact">Contact us</h2>
<p>For any question or suggestion, write to us from the <a href="/contact-us">contact page</a>; we answer within two working days.</p>`,
};

const terms: TPageText = {
  title_ar: 'الشروط والأحكام',
  title_en: 'Terms and conditions',
  summary_ar: 'شروط استخدام منصة توظيف للباحثين عن عمل والمنشآت: الحساب، والمحتوى، والإعلانات، والرسوم، والمسؤولية.',
  summary_en: 'The terms of use of Tawzeef for job seekers and companies: your account, content, job ads, fees and liability.',
  body_ar: `<p>تنظّم هذه الشروط استخدامك لمنصة توظيف (الموقع وواجهة البرمجة وتطبيقاتها). بإنشاء حساب أو استخدام المنصة فإنك توافق عليها وعلى <a href="/privacy-policy">سياسة الخصوصية</a>. إذا نشرنا نسخة جديدة منها طلبنا منك الموافقة عليها عند زيارتك التالية.</p>
<h2 id="accounts">الحساب</h2>
<ul>
<li>يجب أن يكون عمرك ${MIN_AGE} عامًا على الأقل، وأن تكون بياناتك صحيحة ومحدّثة، وأن يكون البريد ورقم الجوال لك.</li>
<li>أنت مسؤول عن سرية كلمة المرور وعن كل ما يجري من حسابك. أبلغنا فورًا إن اشتبهت في استخدامه دون إذنك.</li>
<li>حساب المنشأة يمثّل منشأة مسجّلة في المملكة، ويُنشئه شخص مخوّل بالتصرّف عنها.</li>
</ul>
<h2 id="seekers">الباحثون عن عمل</h2>
<ul>
<li>تكون المعلومات في سيرتك الذاتية صحيحة، ولا تنتحل مؤهلات أو خبرات ليست لك.</li>
<li>عند التقدّم إلى وظيفة تطّلع المنشأة صاحبة الإعلان على سيرتك وملفاتك المرفقة بالطلب.</li>
<li>لا نضمن الحصول على وظيفة؛ قرار التوظيف للمنشأة وحدها.</li>
</ul>
<h2 id="companies">المنشآت وإعلانات الوظائف</h2>
<ul>
<li>يكون الإعلان عن وظيفة حقيقية شاغرة لدى المنشأة، بوصف صادق للمهام والراتب والمدينة.</li>
<li>يُمنع في الإعلان التمييز بسبب الجنس أو العمر أو الجنسية أو الحالة الاجتماعية أو الدين أو الإعاقة أو المظهر، إلا ما تجيزه الأنظمة لطبيعة العمل، ويُمنع طلب أي مبلغ من المتقدّمين.</li>
<li>تلتزم المنشأة بنظام العمل ولوائحه وبقرارات وزارة الموارد البشرية والتنمية الاجتماعية، ومنها قرارات التوطين وقصر بعض المهن على السعوديين.</li>
<li>تستخدم المنشأة بيانات المتقدّمين لغرض التوظيف فقط، ولا تنقلها لغيرها، وتحذفها حين لا تحتاج إليها.</li>
</ul>
<h2 id="fees">الرسوم والدفع</h2>
<p>نشر الوظيفة مدفوع برسوم ثابتة لكل إعلان تُعرض مع ضريبة القيمة المضافة قبل الدفع، كما في <a href="/busniss-platform/pricing">صفحة المنشآت</a>. تصدر فاتورة ضريبية إلكترونية لكل دفعة. لا تُستردّ الرسوم بعد نشر الإعلان، إلا إذا ألغينا نشره لخطأ منا.</p>
<h2 id="content">المحتوى والاستخدام المقبول</h2>
<ul>
<li>يُمنع نشر محتوى مخالف للأنظمة أو مسيء أو مضلّل، أو جمع بيانات المستخدمين آليًا، أو محاولة تجاوز حماية المنصة.</li>
<li>تبقى ملكية ما ترفعه لك، وتمنحنا إذنًا بعرضه ومعالجته بالقدر اللازم لتقديم الخدمة.</li>
<li>نراجع الإعلانات والبلاغات، ولنا أن نخفي محتوى مخالفًا أو نوقف حسابًا خالف هذه الشروط، مع بيان السبب.</li>
</ul>
<h2 id="liability">المسؤولية</h2>
<p>نبذل العناية المعقولة لتكون المنصة متاحة وآمنة، لكننا لا نضمن خلوّها من الانقطاع. لسنا طرفًا في عقد العمل بين المنشأة والموظف، ولا نتحمّل ما ينشأ عنه.</p>
<h2 id="law">النظام الواجب التطبيق</h2>
<p>تخضع هذه الشروط لأنظمة المملكة العربية السعودية، وتختص محاكمها بأي نزاع ينشأ عنها. للتواصل بشأنها استخدم <a href="/contact-us">صفحة اتصل بنا</a>.</p>`,
  body_en: `<p>These terms govern your use of Tawzeef (the website, its API and its apps). By creating an account or using the platform you accept them and our <a href="/privacy-policy">privacy policy</a>. When we publish a new version, we ask you to accept it on your next visit.</p>
<h2 id="accounts">Your account</h2>
<ul>
<li>You must be at least ${MIN_AGE} years old, give true and current information, and use an email address and phone number that are yours.</li>
<li>You keep your password secret and are responsible for what happens through your account. Tell us at once if you think someone else used it.</li>
<li>A company account represents a company registered in Saudi Arabia and is opened by someone entitled to act for it.</li>
</ul>
<h2 id="seekers">Job seekers</h2>
<ul>
<li>The information in your CV is true; you do not claim qualifications or experience that are not yours.</li>
<li>When you apply for a job, the company that posted it sees your CV and the files attached to your application.</li>
<li>We do not guarantee a job: the hiring decision is the company's alone.</li>
</ul>
<h2 id="companies">Companies and job ads</h2>
<ul>
<li>An ad is for a real vacancy at the company, with an honest description of the duties, salary and city.</li>
<li>Ads must not discriminate by sex, age, nationality, marital status, religion, disability or appearance, except where the law allows it for the nature of the work, and must never ask applicants for money.</li>
<li>Companies comply with the Labour Law and its regulations and the decisions of the Ministry of Human Resources and Social Development (MHRSD), including Saudisation (Nitaqat) and occupations reserved for Saudis.</li>
<li>Companies use applicants' data for recruitment only, do not pass it on, and delete it when they no longer need it.</li>
</ul>
<h2 id="fees">Fees and payment</h2>
<p>Publishing a job costs a fixed fee per ad, shown with VAT before you pay, as on the <a href="/busniss-platform/pricing">business page</a>. Every payment gets an electronic tax invoice. Fees are not refunded once the ad is published, unless we unpublish it through our own mistake.</p>
<h2 id="content">Content and acceptable use</h2>
<ul>
<li>Do not post unlawful, offensive or misleading content, harvest users' data automatically, or try to get around the platform's protections.</li>
<li>What you upload stays yours; you allow us to show and process it as far as needed to provide the service.</li>
<li>We review ads and reports, and may hide content or suspend an account that breaks these terms, giving the reason.</li>
</ul>
<h2 id="liability">Liability</h2>
<p>We take reasonable care to keep the platform available and secure, but cannot promise it will never be interrupted. We are not a party to the employment contract between a company and an employee and are not liable for it.</p>
<h2 id="law">Governing law</h2>
<p>These terms are governed by the laws of the Kingdom of Saudi Arabia, whose courts decide any dispute about them. To reach us about them, use the <a href="/contact-us">contact page</a>.</p>`,
};

const privacy: TPageText = {
  title_ar: 'سياسة الخصوصية',
  title_en: 'Privacy policy',
  summary_ar: 'ما البيانات التي نجمعها في توظيف، ولماذا، وكم نحتفظ بها، وحقوقك وفق نظام حماية البيانات الشخصية وكيف تمارسها.',
  summary_en: 'What data Tawzeef collects, why, how long we keep it, and your rights under the Personal Data Protection Law and how to use them.',
  body_ar: `<p>توظيف هي الجهة المسؤولة عن معالجة بياناتك الشخصية في هذه المنصة، وفق نظام حماية البيانات الشخصية الصادر بالمرسوم الملكي رقم (م/19) ولوائحه. توضّح هذه السياسة ما نجمعه ولماذا وإلى متى، وكيف تمارس حقوقك.</p>
<h2 id="what-we-collect">ما البيانات التي نجمعها</h2>
<ul>
<li><strong>بيانات الحساب:</strong> الاسم، والبريد الإلكتروني، ورقم الجوال، ونوع الحساب، واللغة، وكلمة المرور محفوظة بتشفير أحادي الاتجاه لا يمكن استرجاعه.</li>
<li><strong>السيرة الذاتية:</strong> ما تضيفه بنفسك من بيانات شخصية ومؤهلات وخبرات ومهارات ودورات وعضويات وملفات، والراتب المطلوب.</li>
<li><strong>بيانات المنشأة:</strong> اسمها وسجلّها التجاري ورقمها الضريبي وعنوانها وبيانات التواصل معها.</li>
<li><strong>النشاط في المنصة:</strong> طلبات التوظيف ومراحلها، والرسائل، والوظائف المحفوظة، والتنبيهات، ومن شاهد سيرتك من المنشآت.</li>
<li><strong>ملاحظات المنشآت على طلبك:</strong> قد تضيف المنشأة التي تتقدّم إليها ملاحظات خاصة ووسومًا وتقييمًا لطلبك لتنظّم فرز المتقدّمين. هذه سجلات المنشأة الداخلية: لا تظهر لك، ولا يتضمّنها ملف بياناتك الذي تنزّله.</li>
<li><strong>فريق المنشأة في الرسائل:</strong> حين يكتب أحد أعضاء فريق التوظيف في منشأة إلى باحث عن عمل، يظهر للباحث اسمه الأول بجانب اسم المنشأة، ويرى أعضاء الفريق محادثات منشأتهم.</li>
<li><strong>تقييماتك للمنشآت:</strong> يُنشر تقييمك لمنشأة دون اسمك، ولا تعرف المنشأة ولا الزوار من كتبه؛ يقرؤه فريقنا قبل نشره ولا يُنشر ما يذكر اسم شخص أو بريده أو رقم جواله. يمكنك تعديله أو حذفه متى شئت، ويتضمّنه ملف بياناتك الذي تنزّله، ويُحذف مع حسابك.</li>
<li><strong>الدفع:</strong> مبالغ الدفعات وحالتها والفواتير. بيانات البطاقة يعالجها مزوّد الدفع مباشرة ولا نحفظها، وإيصال التحويل البنكي نحفظه لمراجعته.</li>
<li><strong>بيانات تقنية:</strong> عنوان IP ونوع المتصفح وأوقات الدخول لكل جلسة، لحماية حسابك وكشف محاولات الاختراق.</li>
<li><strong>رسائل التواصل:</strong> ما ترسله عبر صفحة اتصل بنا.</li>
</ul>
<h2 id="why">لماذا نعالجها</h2>
<ul>
<li>لتقديم الخدمة التي طلبتها: إنشاء الحساب، وعرض سيرتك للمنشأة التي تتقدّم إليها، ونشر الوظائف، والمراسلة.</li>
<li>بموافقتك: ظهور سيرتك في بحث المنشآت (يمكنك إيقافه متى شئت)، ورسائل تنبيهات الوظائف.</li>
<li>للوفاء بالتزامات نظامية: الفواتير الضريبية وسجلّات الدفع وفق أنظمة هيئة الزكاة والضريبة والجمارك.</li>
<li>لمصلحة مشروعة: حماية المنصة ومستخدميها من الاحتيال والإعلانات المخالفة.</li>
</ul>
<p>لا نبيع بياناتك، ولا نستخدمها للإعلانات، ولا نستخدم ملفات تعريف ارتباط إلا الضرورية لتسجيل الدخول وتذكّر اللغة.</p>
<h2 id="sharing">من يطّلع عليها</h2>
<ul>
<li>المنشأة التي تتقدّم إلى وظيفتها: سيرتك وملفات الطلب.</li>
<li>المنشآت التي تبحث عن مرشّحين: سيرتك دون بيانات التواصل، إذا كانت سيرتك ظاهرة.</li>
<li>مزوّدو خدمات يعملون لحسابنا بعقود تُلزمهم بالسرية: البريد والرسائل النصية والدفع والاستضافة.</li>
<li>الجهات الرسمية عندما يلزمنا نظام أو أمر قضائي بذلك.</li>
</ul>
<h2 id="retention">مدة الاحتفاظ</h2>
<ul>
<li>نحتفظ ببيانات حسابك وسيرتك ما دام حسابك قائمًا.</li>
<li>عند حذف الحساب تُحذف فورًا بياناتك وملفاتك وجلساتك ورسائل التواصل التي أرسلتها وأنت مسجّل الدخول، وتبقى طلباتك لدى المنشآت مجهولة الهوية دون أي بيانات تدلّ عليك.</li>
<li>الفواتير الضريبية وسجلّات الدفع نحتفظ بها المدة التي تفرضها الأنظمة الضريبية.</li>
<li>تُستبدل النسخ الاحتياطية دوريًا، فتزول منها البيانات المحذوفة خلال 30 يومًا.</li>
</ul>
<h2 id="rights">حقوقك وكيف تمارسها</h2>
<ul>
<li><strong>العلم:</strong> بما نجمعه ولماذا، وهو ما تشرحه هذه السياسة.</li>
<li><strong>الوصول والحصول على نسخة:</strong> نزّل كل بياناتك في ملف واحد من <a href="/profile/privacy">صفحة الخصوصية في ملفك</a>.</li>
<li><strong>التصحيح:</strong> عدّل بياناتك في أي وقت من ملفك الشخصي.</li>
<li><strong>الإتلاف:</strong> احذف حسابك من <a href="/profile/privacy">صفحة الخصوصية في ملفك</a>، فتُحذف بياناتك كما سبق.</li>
<li><strong>الرجوع عن الموافقة:</strong> أخفِ سيرتك من بحث المنشآت، أو ألغِ تنبيهات الوظائف، متى شئت.</li>
</ul>
<p>لأي طلب آخر راسلنا من <a href="/contact-us">صفحة اتصل بنا</a> ونردّ خلال 30 يومًا كما يقضي النظام. ويحق لك تقديم شكوى إلى الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا).</p>
<h2 id="security">حماية البيانات</h2>
<p>نشفّر الاتصال بالمنصة، ونحفظ كلمات المرور والرموز بتشفير أحادي الاتجاه، ونقصر الوصول إلى الملفات الخاصة (كالسير الذاتية والسجلات التجارية) على أصحابها ومن يحق لهم، ونسجّل كل إجراء إداري يمسّ بياناتك.</p>
<h2 id="changes">تحديث السياسة</h2>
<p>إذا غيّرنا هذه السياسة نشرنا نسخة جديدة برقم إصدار جديد، وطلبنا من أصحاب الحسابات الموافقة عليها عند زيارتهم التالية.</p>`,
  body_en: `<p>Tawzeef is the controller of your personal data on this platform, under the Personal Data Protection Law issued by Royal Decree No. (M/19) and its regulations. This policy explains what we collect, why and for how long, and how to use your rights.</p>
<h2 id="what-we-collect">What we collect</h2>
<ul>
<li><strong>Account data:</strong> your name, email address, phone number, account type and language; your password only as a one-way hash that cannot be reversed.</li>
<li><strong>Your CV:</strong> what you add yourself: personal details, qualifications, experience, skills, courses, memberships, files and the salary you are looking for.</li>
<li><strong>Company data:</strong> its name, commercial registration, VAT number, address and contact details.</li>
<li><strong>Activity on the platform:</strong> applications and their stages, messages, saved jobs, alerts, and which companies viewed your CV.</li>
<li><strong>Companies' notes on your application:</strong> a company you apply to may add private notes, tags and a rating to your application to organise its review of applicants. These are the company's internal records: they are not shown to you and are not part of the data file you download.</li>
<li><strong>A company's team in messages:</strong> when a member of a company's hiring team writes to a job seeker, the seeker sees the member's first name beside the company's name, and the team's members read their company's conversations.</li>
<li><strong>Your reviews of companies:</strong> a review you write of a company is published without your name, and neither the company nor visitors see who wrote it; our team reads it before it is published and publishes nothing that names a person or gives their email or phone number. You can edit or delete it at any time; it is part of the data file you download and is deleted with your account.</li>
<li><strong>Payments:</strong> amounts, their status and invoices. Card details go straight to the payment provider and are never stored by us; a bank-transfer receipt is kept for its review.</li>
<li><strong>Technical data:</strong> the IP address, browser and times of each session, to protect your account and detect break-in attempts.</li>
<li><strong>Contact messages:</strong> what you send through the contact page.</li>
</ul>
<h2 id="why">Why we use it</h2>
<ul>
<li>To provide the service you asked for: your account, showing your CV to the company you apply to, publishing jobs, messaging.</li>
<li>With your consent: showing your CV in companies' candidate search (you can turn it off at any time) and job-alert emails.</li>
<li>To meet legal obligations: tax invoices and payment records under the rules of the Zakat, Tax and Customs Authority (ZATCA).</li>
<li>For a legitimate interest: protecting the platform and its users from fraud and unlawful job ads.</li>
</ul>
<p>We do not sell your data, use it for advertising, or set cookies other than those needed to keep you logged in and remember your language.</p>
<h2 id="sharing">Who sees it</h2>
<ul>
<li>The company whose job you apply for: your CV and the files of your application.</li>
<li>Companies searching for candidates: your CV without contact details, if your CV is visible.</li>
<li>Service providers working for us under confidentiality contracts: email, SMS, payments and hosting.</li>
<li>Public authorities, when a law or a court order requires it.</li>
</ul>
<h2 id="retention">How long we keep it</h2>
<ul>
<li>Your account and CV are kept for as long as your account exists.</li>
<li>When you delete your account, your data, files, sessions and the contact messages you sent while logged in are deleted at once; your applications stay with the companies anonymised, with nothing that identifies you.</li>
<li>Tax invoices and payment records are kept for the period the tax rules require.</li>
<li>Backups are overwritten in a regular cycle, so deleted data leaves them within 30 days.</li>
</ul>
<h2 id="rights">Your rights and how to use them</h2>
<ul>
<li><strong>To be informed</strong> of what we collect and why: this policy.</li>
<li><strong>To access your data and get a copy:</strong> download all of it in one file from the <a href="/profile/privacy">privacy page of your profile</a>.</li>
<li><strong>To correct it:</strong> edit your details at any time in your profile.</li>
<li><strong>To have it destroyed:</strong> delete your account from the <a href="/profile/privacy">privacy page of your profile</a>, and your data goes as described above.</li>
<li><strong>To withdraw consent:</strong> hide your CV from candidate search or stop job alerts whenever you like.</li>
</ul>
<p>For any other request write to us from the <a href="/contact-us">contact page</a>; we answer within 30 days, as the law requires. You may also complain to the Saudi Data and Artificial Intelligence Authority (SDAIA).</p>
<h2 id="security">How we protect it</h2>
<p>Connections to the platform are encrypted, passwords and codes are stored as one-way hashes, private files (such as CVs and commercial registrations) are served only to their owners and those entitled to them, and every administrative action on your data is logged.</p>
<h2 id="changes">Changes to this policy</h2>
<p>If we change this policy we publish a new version with a new version number and ask account holders to accept it on their next visit.</p>`,
};

const businessPlatform: TPageText = {
  title_ar: 'منصة الأعمال',
  title_en: 'Business platform',
  summary_ar: 'ما تحصل عليه منشأتك في توظيف: نشر الوظائف، وإدارة المتقدّمين، والبحث في السير الذاتية، برسوم واضحة لكل إعلان.',
  summary_en: 'What your company gets on Tawzeef: job postings, applicant tracking and CV search, at a clear fee per ad.',
  body_ar: `<p>منصة الأعمال في توظيف مصمّمة لفرق الموارد البشرية وأصحاب المنشآت الصغيرة والمتوسطة في المملكة: انشر وظيفتك بالعربية أو الإنجليزية، واستقبل الطلبات، وانتقل بالمرشّحين من الفرز إلى التعيين دون جداول ولا رسائل متفرّقة.</p>
<h2 id="what-you-get">ما تحصل عليه</h2>
<ul>
<li><strong>إعلانات تصل إلى الباحثين:</strong> تظهر وظيفتك في البحث وفي تنبيهات البريد للباحثين المطابقين وفي محركات البحث، طوال مدة الإعلان.</li>
<li><strong>إدارة المتقدّمين:</strong> كل الطلبات في لوحة واحدة مع نسبة التطابق، ومراحل من الفرز إلى المقابلة إلى العرض، وملاحظات فريقك.</li>
<li><strong>البحث في السير الذاتية:</strong> ابحث بين الباحثين الذين أتاحوا سيرهم، واحفظهم في قوائم، وراسلهم داخل المنصة.</li>
<li><strong>المراسلة ودعوات المقابلة:</strong> راسل المرشّح وأرسل له دعوة مقابلة تُضاف إلى تقويمه.</li>
<li><strong>شارة المنشأة الموثّقة:</strong> بعد مراجعة سجلّك التجاري يظهر إعلانك بعلامة التوثيق، فيثق به المتقدّمون.</li>
<li><strong>فاتورة ضريبية إلكترونية</strong> لكل دفعة، متوافقة مع متطلبات هيئة الزكاة والضريبة والجمارك.</li>
</ul>
<h2 id="pricing">الرسوم</h2>
<p>لا اشتراك ولا عقود: تدفع رسومًا ثابتة عن كل وظيفة تنشرها، وتُضاف إليها ضريبة القيمة المضافة، ويُعرض المبلغ كاملًا قبل الدفع. يمكنك الدفع ببطاقة مدى أو بطاقة ائتمانية، أو بتحويل بنكي إلى <a href="/bank-accounts">حساباتنا البنكية</a> يُراجع خلال يوم عمل.</p>
<h2 id="how-to-start">كيف تبدأ</h2>
<ol>
<li><a href="/register?type=COMPANY">أنشئ حساب منشأة</a> باسم المنشأة وبريد العمل ورقم الجوال.</li>
<li>أكمل ملف المنشأة وارفع السجل التجاري لتوثيقها.</li>
<li>اكتب إعلان الوظيفة: المسمّى، والمهام، والمؤهلات، والمدينة، والراتب.</li>
<li>ادفع رسوم النشر، فتُنشر الوظيفة بعد مراجعة صياغتها، وتبدأ باستقبال الطلبات.</li>
</ol>
<h2 id="rules">قواعد الإعلان</h2>
<p>نراجع كل إعلان وفق قواعد وزارة الموارد البشرية والتنمية الاجتماعية: لا تمييز بسبب الجنس أو العمر أو الجنسية إلا ما تجيزه الأنظمة لطبيعة العمل، ولا رسوم على المتقدّمين، ووصف صادق للوظيفة والراتب. والمهن المقصورة على السعوديين تُعلن للسعوديين. التفاصيل في <a href="/terms-conditions">الشروط والأحكام</a>.</p>
<h2 id="support">الدعم</h2>
<p>فريقنا يساعدك في الإعداد وفي كتابة أول إعلان. <a href="/contact-us">راسلنا</a> ونردّ خلال يومي عمل.</p>`,
  body_en: `<p>Tawzeef's business platform is built for HR teams and for small and medium companies in Saudi Arabia: publish your job in Arabic or English, receive applications, and move candidates from screening to hire without spreadsheets or scattered emails.</p>
<h2 id="what-you-get">What you get</h2>
<ul>
<li><strong>Ads that reach seekers:</strong> your job appears in search, in the email alerts of matching seekers and in search engines for as long as it runs.</li>
<li><strong>Applicant tracking:</strong> every application in one dashboard with its match score, stages from screening to interview to offer, and your team's notes.</li>
<li><strong>CV search:</strong> search the seekers who made their CV visible, keep them in lists and message them on the platform.</li>
<li><strong>Messages and interview invitations:</strong> write to a candidate and send an interview invitation that lands in their calendar.</li>
<li><strong>Verified company badge:</strong> once we check your commercial registration, your ads carry the verified mark applicants trust.</li>
<li><strong>An electronic tax invoice</strong> for every payment, meeting the requirements of the Zakat, Tax and Customs Authority (ZATCA).</li>
</ul>
<h2 id="pricing">Pricing</h2>
<p>No subscription and no contract: you pay a fixed fee for each job you publish, plus VAT, and see the full amount before you pay. Pay by mada or credit card, or by bank transfer to <a href="/bank-accounts">our bank accounts</a>, reviewed within one working day.</p>
<h2 id="how-to-start">How to start</h2>
<ol>
<li><a href="/register?type=COMPANY">Create a company account</a> with the company's name, a work email and a mobile number.</li>
<li>Complete the company profile and upload the commercial registration to get verified.</li>
<li>Write the job ad: title, duties, qualifications, city and salary.</li>
<li>Pay the posting fee: the job goes live once its wording is reviewed, and applications start coming in.</li>
</ol>
<h2 id="rules">Ad rules</h2>
<p>We review every ad against the rules of the Ministry of Human Resources and Social Development (MHRSD): no discrimination by sex, age or nationality except where the law allows it for the nature of the work, no fees charged to applicants, and an honest description of the job and salary. Occupations reserved for Saudis are advertised to Saudis. The details are in our <a href="/terms-conditions">terms and conditions</a>.</p>
<h2 id="support">Support</h2>
<p>Our team helps you set up and write your first ad. <a href="/contact-us">Write to us</a> and we answer within two working days.</p>`,
};

/** The first text of each page. */
export const SITE_PAGE_TEXTS: Record<TSitePageSlug, TPageText> = {
  'about-us': aboutUs,
  'terms-conditions': terms,
  'privacy-policy': privacy,
  'busniss-platform': businessPlatform,
};

/** Adds the pages that are missing (a page an administrator edited is never replaced); true when it added one. */
export async function seedSitePages(db: TDatabase): Promise<boolean> {
  const rows = Object.entries(SITE_PAGE_TEXTS).map(([slug, text]) => ({ slug, ...text }));
  const added = await db.insert(sitePages).values(rows).onConflictDoNothing({ target: sitePages.slug }).returning({ slug: sitePages.slug });
  return added.length > 0;
}

/**
 * The demo accounts, made by the seed rather than by registering, accepted the terms in force as if they had
 * registered (called only right after the demo data is seeded into an empty database).
 */
export async function acceptTermsForDemoAccounts(db: TDatabase): Promise<void> {
  await db.execute(sql`
    insert into terms_acceptances (user_id, terms_version, privacy_version, source)
    select u.id,
      coalesce((select version from site_pages where slug = 'terms-conditions'), 1),
      coalesce((select version from site_pages where slug = 'privacy-policy'), 1),
      'register'
    from users u
    where u.type <> 'ADMIN' and not exists (select 1 from terms_acceptances a where a.user_id = u.id)`);
}
