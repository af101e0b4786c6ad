import type { TScreenedField } from '@tawzeef/contract';
import { foldPattern } from './lexicon.ts';

/**
 * Recruitment fraud as the labour ministry and the police describe it (decision 156), read in one sentence of folded
 * text: money asked of the applicant, contact only through personal channels, identity or bank details asked before
 * hiring, a job or visa guaranteed without an interview, a purchase or investment as a condition of work. The same
 * words pass when they are the employer's promise, a benefit, or a duty of the job (the company pays the visa fees;
 * the cashier collects customers' payments; the job manages the company's WhatsApp channel).
 */

/** Whole words (an Arabic word may carry و ف ب ل and the article), spelled as folded text is. */
// (The start as a look behind: the engine skips ahead to the words' first letters instead of trying at every space.)
const W = (words: string) => foldPattern(new RegExp(`(?<![\\p{L}\\p{N}])(?:[وفبلك]|ال|بال|لل|وال)?(?:${words})(?=$|[^\\p{L}\\p{N}])`, 'u'));

/** Money asked for. */
const FEE = W(
  'fee|fees|charge|charges|deposit|deposits|payment|payments|pay|paying|paid|amount|sum|transfer|wire|remit|send\\s+money|cost|costs|price|sar|riyals?|sr|\\$|usd|رسوم|رسم|الرسوم|رسومها|مبلغ|مبالغ|المبلغ|عربون|تامين\\s+(?:مسترد|نقدي|مالي)|مبلغ\\s+تامين|دفع|ادفع|يدفع|تدفع|دفعه|سداد|تسديد|تحويل|حوالة|حواله|ايداع|اودع|ريال|ر\\.?س|قيمه|تكلفه|تكاليف|اشتراك|مقابل\\s+مادي|كاش',
);
/** The applicant as the one who pays, or what the money is for. */
const APPLICANT_PAYS = W(
  'علي\\s+(?:ال)?(?:عامل|موظف|متقدم|مرشح|عماله)|applicants?|candidates?|must|required|requires|before|prior|upfront|activation|activate|subscription|membership|اشتراك|عضويه|enrol+ment|joining|admission|one[\\s-]time|small|nominal|symbolic|just\\s+pay|only\\s+pay|رمزي|رمزيه|بسيط|بسيطه|تفعيل|انتساب|عضويه|up-front|in\\s+advance|advance|to\\s+apply|to\\s+register|to\\s+secure|to\\s+reserve|to\\s+process|to\\s+confirm|to\\s+book|to\\s+start|to\\s+join|registration|application|applying|processing|file|visa|training|insurance|attestation|documents?|offer\\s+letter|before\\s+we|to\\s+join|للانضمام|انضمام|شرط|refundable|non-refundable|medical|uniform|kit|onboarding|security|المتقدم|المتقدمين|المتقدمه|المرشح|عليك|يتحمل\\s+المتقدم|تتحمل\\s+انت|تتحملها|قبل|لفتح|فتح|ملف|لحجز|حجز|للتسجيل|التسجيل|تسجيل|للتقديم|التقديم|تقديم|تاشيره|التاشيره|فيزا|الفيزا|تدريب|التدريب|تامين|مسترد|مستردة|لتثبيت|تثبيت|لضمان|لاستكمال|استكمال|معامله|المعامله|اجراءات|الاجراءات|يشترط|مطلوب|لازم|يجب|للقبول|القبول|الوظيفه|للوظيفه|فورا|اولا|مقدما|مقدم',
);
/** The applicant named as the payer. */
const EXPLICIT_PAYER = W('علي\\s+(?:ال)?(?:عامل|موظف|متقدم|مرشح|عماله)|applicants?|candidates?|you\\s+(?:pay|must|will\\s+pay|bear)|the\\s+employee\\s+pays|المتقدم|المتقدمين|المتقدمه|المرشح|عليك|علي\\s+(?:حسابك|نفقتك|حساب\\s+المتقدم|حساب\\s+الموظف)|يتحمل\\s+(?:ال)?(?:متقدم|موظف|مرشح)|تتحملها');
/** The employer pays, or nothing is paid: a promise or a reassurance. */
// (Decision 236: «تتحملها الشركة», the fee borne by the company, and «من حساب الشركة», paid from its account, here and in NO_FEE.)
const EMPLOYER_PAYS = W(
  '(?:no|without|zero|free\\s+of)\\s+(?:\\p{L}+\\s+){0,3}(?:fees?|charges?|costs?|payments?|deposits?)|(?:the\\s+)?(?:company|employer)(?:\\s+will)?\\s+(?:pays?|covers?|bears?|provides?|reimburses?|sponsors?|handles?\\s+(?:all\\s+)?(?:the\\s+)?(?:costs?|fees?))|company.s\\s+(?:cost|expense)|we\\s+(?:cover|pay|provide|bear|sponsor|reimburse)|covered|reimbursed|reimburse|sponsored|provided|free|no\\s+(?:fees?|charges?|cost|payment)|never|without\\s+(?:any\\s+)?(?:fees?|charges?|cost)|not\\s+(?:charge|ask)|at\\s+(?:our|the\\s+company.s)\\s+expense|(?:paid|borne|covered)\\s+by\\s+(?:the\\s+)?(?:company|employer|us)|(?:الشركه|المنشاه|صاحب\\s+العمل)\\s+(?:تتحمل|يتحمل|تدفع|يدفع|توفر|يوفر|تغطي|يغطي|تتكفل|يتكفل)|نتحمل|نتكفل|(?:تتحمل|يتحمل|تدفع|يدفع|تغطي|يغطي|تتكفل|يتكفل)(?:ها|ه)?\\s+(?:الشركه|المنشاه|صاحب\\s+العمل)|(?:علي|من)\\s+(?:حساب|نفقه)\\s+(?:الشركه|المنشاه|صاحب)|مجانا|مجاني|مجانيه|مدفوعه|مدفوع|بدون\\s+(?:اي\\s+)?(?:رسوم|مقابل)|دون\\s+(?:اي\\s+)?(?:رسوم|مقابل)|لا\\s+(?:توجد|يوجد|نطلب|نتقاضي|تدفع|يدفع)|لن\\s+(?:تدفع|يطلب|نطلب)|نوفر|توفر|نصرف|تصرف|بدل|بدلات|مكافاه|حوافز|allowance|allowances|bonus|salary|salaries|راتب|الراتب|رواتب|benefit|benefits',
);
/** A duty of the job: money that belongs to the customers, the company's books or a bank's work. */
const DUTY = W(
  'استلام(?!\\s+(?:ال)?(?:عمل|وظيفه|مهام|مهامه))|collect|collecting|collection|processing\\s+(?:of\\s+)?(?:customer|client|payments)|handling|manage|managing|reconcile|reconciling|record|recording|invoice|invoices|invoicing|billing|customers?|clients?|patients|tenants|students|accounts\\s+(?:payable|receivable)|cashier|teller|treasury|payroll|audit|auditing|pos|refunds\\s+to|تحصيل|متابعه|اداره|ادخال|العملاء|عملاء|المرضي|المستاجرين|الطلاب|الفواتير|فواتير|الكاشير|كاشير|الخزينه|الرواتب|مسير|التدقيق|مراجعه|المدفوعات|مدفوعات|المستحقات|الحسابات|تسويه|المحاسبه|محاسب',
);

/**
 * The employer writes on a messenger to people who applied on the platform: "shortlisted candidates will be contacted
 * on WhatsApp", «قدّم عبر المنصة، وسيتم التواصل مع المرشحين عبر الواتساب» (decision 190).
 */
const EMPLOYER_WRITES = W('(?:shortlisted|selected|successful|qualified|suitable)\\s+(?:candidates?|applicants?)|(?:المرشحين|المتقدمين)\\s+(?:ال)?(?:مؤهلين|مختارين|مقبولين|مناسبين)|(?:apply|applications?|قدم|التقديم)\\s+(?:\\p{L}+\\s+){0,2}(?:through|via|on|عبر|من\\s+خلال|في)\\s+(?:the\\s+|this\\s+|our\\s+)?(?:platform|site|website|portal|المنصه|الموقع|البوابه)');
/** Personal mail, messengers, and "only" around a phone number. */
const PERSONAL_MAIL = /[\p{L}\p{N}._%+-]+@(?:gmail|googlemail|hotmail|yahoo|outlook|live|icloud|aol|protonmail|proton|ymail|msn|mail|gmx|yandex)\.[a-z.]+/u;
const MESSENGER = W('whatsapp|whats\\s*app|whatsap|wats|whats|watsap|watsapp|wats\\s*app|wa\\.me|telegram|t\\.me|snapchat|snap|signal|viber|imo|wechat|instagram\\s+dm|dm|dms|inbox\\s+(?:us|me)|direct\\s+message|واتساب|واتس\\s*اب|الواتس|واتس|وتساب|الوتساب|وتس|الوتس|تيليجرام|تلغرام|تليجرام|التليجرام|التلغرام|تلجرام|تلقرام|التلقرام|تيليقرام|سناب|السناب|سناب\\s*شات|الخاص|خاص|انستقرام');
const CONTACT = W('contact|message|msg|text|send|sent|apply|applications?|reach|cv|cvs|resume|resumes|call|dm|inbox|add|write|whatsapp|communicate|communication|للتواصل|تواصل|التواصل|راسل|راسلنا|راسلني|ارسل|ارسال|ارسلي|يرسل|ترسل|للتقديم|التقديم|قدم|السيره|سيرتك|السي\\s*في|الاتصال|اتصال|اتصل|للاستفسار|كلمنا|كلمني|ضيف|اضف|ابعث|نستقبل|يستقبل|علي|عبر|on|via|through|at|@');
const MESSENGER_DUTY = W('market|marketing|promote|promoting|promotion|advertis\\p{L}*|products?|once\\s+(?:hired|employed|you\\s+join)|after\\s+(?:hiring|joining|you\\s+join)|team.s\\s+(?:whatsapp|group)|shift\\s+schedul\\p{L}*|whatsapp\\s+business|manage|managing|experience|skills?|business\\s+api|api|campaigns?|marketing|content|community|channels?|support|customer|customers|clients?|handle|respond|replying|answer|answering|enquiries|inquiries|chatbots?|integrat\\p{L}*|accounts|خبره|اداره|حملات|تسويق|محتوي|قنوات|قناه|العملاء|عملاء|الرد|دعم|حساب|حسابات|ربط|منصات|التواصل\\s+الاجتماعي|social\\s+media');
const PHONE = /(?:\+?966|00966|0)?5\d[\s-]?\d{3}[\s-]?\d{4}|\+?\d[\d\s-]{8,}\d/u;
const ONLY = W('only|فقط|حصرا|لا\\s+غير|exclusively|solely|بس|bas|bs');

/** Identity, passport, bank or card details asked for. */
const SECRET = W('(?:photo|picture|copy|image|scan)\\s+of\\s+(?:your\\s+)?(?:id\\s+and\\s+)?(?:bank|credit|debit|atm)\\s+card|bank\\s+card|atm\\s+card|صوره\\s+(?:ال)?بطاقه\\s+(?:ال)?(?:بنكيه|الصراف|الائتمان|الائتمانيه)|بطاقه\\s+(?:ال)?صراف|otp|cvv|cvc|pin|password|passcode|verification\\s+code|one[\\s-]time\\s+(?:code|password)|card\\s+(?:number|details)|credit\\s+card|debit\\s+card|online\\s+banking|(?:banking|bank|account)\\s+(?:login|credentials|password|username)|login\\s+(?:details|credentials)|username\\s+and\\s+password|بيانات\\s+(?:ال)?دخول|اسم\\s+(?:ال)?مستخدم|رمز\\s+(?:ال)?(?:تحقق|التحقق|التفعيل|السري)|(?:ال)?(?:رمز|كود)\\s+(?:اللي|الذي|الي|المرسل|الواصل)\\s+(?:وصل|جا|جاء|جاك|ارسل|يصل|يوصل|وصلك)\\p{L}*|(?:the\\s+)?code\\s+(?:that\\s+)?(?:you\\s+)?(?:just\\s+|have\\s+)?(?:received|got|sent\\s+to\\s+your)|(?:\\d|six|four)[\\s-]*digit\\s+code|الرمز\\s+السري|كلمه\\s+(?:ال)?(?:مرور|سر)|رقم\\s+(?:ال)?بطاقه|بيانات\\s+(?:ال)?بطاقه|ابشر|absher|نفاذ');
const IDENTITY = W('passport|passports|id|ids|identity|national\\s+id|iqama|iqama\\s+copy|bank|iban|account\\s+(?:number|details)|bank\\s+(?:account|details|statement)|card|الهويه|هويه|هويتك|الجواز|جواز|جوازك|الاقامه|اقامتك|صوره\\s+(?:ال)?(?:هويه|جواز|اقامه|بطاقه)|الحساب\\s+(?:ال)?(?:بنكي|مصرفي)|حساب\\s+(?:بنكي|مصرفي)|حسابك|الايبان|ايبان|رقم\\s+(?:ال)?(?:حساب|ايبان|هويه|جواز|الهويه)|كشف\\s+حساب|بطاقه|بطاقتك|البنكيه');
const ASK_SEND = W('ابعت|ابعتي|ابعتلنا|ابعتوا|سجل|سجلي|log\\s+in|sign\\s+in|ارسله|ارسليه|ارسلها|ارسلوه|ابعثه|ابعثها|send\\s+it|share\\s+it|requests?|requirements?|kindly|need|نحتاج|نرجو|يرجي|reply|respond|send|sent|provide|submit|share|email|e-mail|forward|upload|give|whatsapp|attach|enter|fill|ارسل|ارسال|ارسلي|ارسلوا|يرسل|ترسل|زودنا|تزويدنا|تزويد|شارك|مشاركه|ابعث|ارفاق|ارفق|اكتب|ادخال|ادخل|تسليم|سلم|اعطاء|مطلوب|يطلب|نطلب|required|needed');
const AFTER_HIRING = W('after\\s+(?:hiring|hire|joining|the\\s+offer|signing|onboarding|selection|you\\s+join)|at\\s+(?:the\\s+)?(?:contract\\s+)?signing|at\\s+(?:the\\s+)?signing\\s+of\\s+(?:the\\s+)?contract|عند\\s+توقيع\\s+(?:ال)?عقد|بعد\\s+(?:قبول|توقيع)\\s+(?:ال)?(?:عرض|عقد)|upon\\s+(?:hiring|joining|onboarding|signing)|on\\s+(?:joining|your\\s+first\\s+day)|for\\s+payroll|payroll|salary|salaries|wps|بعد\\s+(?:التعيين|التوظيف|القبول|المباشره|التعاقد|توقيع)|عند\\s+(?:التعيين|المباشره|التعاقد|الانضمام)|لصرف\\s+(?:ال)?راتب|الراتب|الرواتب|مسير|customers?|clients?|verify|verifying|verification\\s+of|العملاء|التحقق\\s+من|employees|الموظفين|valid|ساري|ساريه|سارية');

/** A job or visa guaranteed, without an interview. */
const GUARANTEE = W(
  '(?:job|jobs|visa|visas|employment|placement|hiring|acceptance)\\s+(?:\\p{L}+\\s+){0,4}guaranteed|guaranteed\\s+(?:job|jobs|employment|placement|hiring|hire|visa|visas|acceptance|position|work|selection|approval|offer)|(?:job|jobs|employment|placement|hiring|visa|acceptance|position|selection)\\s+(?:is\\s+|are\\s+)?(?:100\\s*%?\\s*)?guaranteed|100\\s*%\\s*(?:guaranteed|guarantee|placement|selection|hiring|visa|job)|guarantee\\s+(?:you\\s+)?(?:a\\s+)?(?:job|employment|placement|visa|position)|(?:no|without|without\\s+an?|skip\\s+the)\\s+interviews?(?:\\s+(?:needed|required))?|direct\\s+(?:hiring|joining)\\s+without|(?:job|jobs|wa[zd]ee?fa|wa[zd]ifa)\\s+ma[zd]moo?n\\p{L}*|instant\\s+(?:hiring|selection|job|visa)|free\\s+visa|visa\\s+(?:for\\s+sale|selling)|(?:sell|selling|buy|buying)\\s+visas?|(?:job|jobs|visa|visas|employment|placement)\\s+مضمون\\p{L}*|توظيف\\s+مضمون|وظيفه\\s+مضمونه|وظائف\\s+مضمونه|قبول\\s+مضمون|تعيين\\s+مضمون|تاشيره\\s+مضمونه|تاشيرات\\s+مضمونه|فيزا\\s+مضمونه|(?:فيزا|تاشيره|وظيفه|توظيف|قبول|تعيين)\\s+\\p{L}+\\s+مضمون\\p{L}*|مضمون\\s+100|ضمان\\s+(?:ال)?(?:توظيف|تعيين|قبول|وظيفه|تاشيره|فيزا)|نضمن\\s+(?:لك\\s+)?(?:ال)?(?:توظيف|تعيين|قبول|وظيفه|تاشيره|فيزا|عمل)|(?:بدون|دون|بلا|من\\s+غير)\\s+(?:اي\\s+)?(?:مقابله|مقابلات|مقابله\\s+شخصيه|اختبار\\s+او\\s+مقابله)|فيزا\\s+حره|تاشيره\\s+حره|فري\\s+فيزا|تاشيرات\\s+للبيع|بيع\\s+(?:ال)?(?:تاشيرات|فيز|تاشيره)|تعيين\\s+فوري\\s+(?:بدون|دون)',
);
/** A purchase or an investment as a condition of work. */
const PURCHASE = W(
  'pay\\s+for\\s+(?:the\\s+|each\\s+|every\\s+)?(?:orders?|products?|items?|goods)|buy|buying|purchase|purchasing|invest|investment|investing|استثمر|استثماري|استثماريه|starter\\s+(?:kit|pack|package)|inventory|stock|capital|membership|usdt|bitcoins?|btc|crypto\\p{L}*|شراء|اشتر|تشتري|يشتري|استثمار|تستثمر|يستثمر|راس\\s+مال|راس\\s+المال|باقه|حزمه|عضويه|منتجات\\s+الشركه|بضاعه|مخزون',
);
const PURCHASE_CONDITION = W('first|upfront|commissions?|اولا|بربح|(?:ثم|و)\\s*(?:بع|بيع|تبيع)\\p{L}*|(?:and|to|then)\\s+(?:receive|get|earn|make|double|triple)|(?:ابدا|تبدا)\\s+(?:ال)?(?:عمل|شغل)|(?:تصير|تصبح)\\s+(?:\\p{L}+\\s+)?(?:و)?(?:موظف|وكيل|agent|مندوب|عضو|معتمد|شريك|partner)|واربح|وتربح|وتحصل|واحصل|تسترد|ارباح|profits?|returns?|must|required|requires|condition|to\\s+(?:join|start|begin|qualify|be\\s+hired|get\\s+started|become)|(?:start|begin|join|starting)\\s+(?:\\p{L}+\\s+)?after\\s+(?:purchas|buy|invest)\\p{L}*|before\\s+(?:starting|joining|you\\s+start)|applicants?|candidates?|you|your|own\\s+money|يشترط|شرط|مقابل|للانضمام|للبدء|لبدء|قبل\\s+(?:البدء|المباشره|العمل)|عليك|المتقدم|المتقدمين|مطلوب|لازم|يجب|بمبلغ|مبلغ');
const PURCHASE_DUTY = W('analyst|analysis|analyse|analyze|manage|managing|management|procurement|purchasing\\s+(?:department|officer|manager|team)|purchase\\s+orders?|buyers?|portfolio|portfolios|funds?|clients?|customers?|stock\\s+(?:purchase|option|options|plan)|employee\\s+stock|esop|shares\\s+plan|banking|bank|opportunities|محلل|تحليل|اداره|المشتريات|مشتريات|اوامر\\s+الشراء|مسؤول|محفظه|المحافظ|صناديق|العملاء|عملاء|الاستثمارات|اسهم|خطه|دراسات|جدوي|inventory\\s+(?:control|management|levels|counts?)|stock\\s+(?:control|management|levels|counts?)|shel(?:f|ves)|restock\\p{L}*|stocking|stock\\s+(?:the\\s+)?(?:items|products|goods|shelves)|الجرد|المخزون\\s+(?:و|في)|ادارة');

/** Passwords and codes as the job's work or the form's ("reset users' passwords", "password policy", "Current password field"). */
const SECRET_DUTY = W('reset|resets|resetting|policy|policies|management|manager|users|user.s|customers?|clients?|vault|encryption|hashing|field|forgot|forgets|sso|active\\s+directory|helpdesk|help\\s+desk|support|اعاده\\s+تعيين|سياسه|المستخدمين|العملاء|الدعم');

/** A fee of the applicant's named by its purpose or with an amount. */
const STRONG_FEE = W(
  '(?:rsoom|rusoom|rosoom|rasm|rsom)\\s+(?:\\p{L}+\\s+){0,2}(?:\\d+|tasjeel|tasjil|tsjeel|tsjil|malaf|milaf|file|visa|fiza|tadreeb)|(?:registration|application|processing|file|visa|training|insurance|joining|onboarding|attestation|document|documentation|medical|security|admin|administrative|enrol+ment|activation|placement|recruitment|interview|uniform|deposit|course|kit|materials?)\\s+(?:\\p{L}+\\s+)?(?:fees?|charges?|deposit)|(?:fees?|charges?|deposit)\\s+(?:of\\s+)?(?:sar|sr|\\$|usd|\\d)|(?:sar|sr)\\s*\\d+\\s+(?:fee|deposit)|(?:رسوم|رسم)\\s+(?:\\p{L}+\\s+){0,3}\\d+\\s*(?:ريال|ر\\.?س|sar)|(?:رسوم|رسم)\\s+(?:ال)?(?:تسجيل|ملف|فتح\\s+(?:ال)?ملف|حقيبه|دوره|كورس|مواد|تدريب|تاشيره|فيزا|تامين|اشتراك|معامله|طلب|تقديم|توظيف|حجز|تصديق|توثيق|ادرايه|اداريه|انضمام|عضويه|مقابله|كشف|استخراج)|(?:دفع|سداد|تسديد|تحويل)\\s+(?:ال)?(?:رسوم|رسم|مبلغ|عربون)|عربون',
);
/**
 * Pay no job gives: money per task, like or rating ("earn 300 SAR per task"), a daily profit, or a day's pay of a
 * month's wage («٢٠٠٠ ريال يومياً», "5000 SAR a day from home"); task scams and pyramid schemes as the ministry
 * describes them.
 */
const PER_TASK = W('(?:per|each|for\\s+(?:each|every))\\s+(?:\\p{L}+\\s+)?(?:task|tasks|like|likes|share|shares|click|clicks|review|reviews|rating|ratings|order\\s+rating)|لكل\\s+(?:\\p{L}+\\s+)?(?:مهمه|مهام|لايك|اعجاب|تقييم|ضغطه|مشاركه)|daily\\s+(?:profits?|returns?|earnings)|(?:ارباح|ربح|دخل)\\s+(?:ال)?يومي\\p{L}*|rating\\s+tasks|(?:earn|make|profit)\\p{L}*\\s+(?:[\\p{L}\\p{N}]+\\s+){0,4}by\\s+(?:just\\s+|simply\\s+)?(?:rating|liking|sharing|clicking|reviewing|watching)|(?:مهام|مهمات)\\s+(?:ال)?تقييم|(?:like|liking|watch|watching|rate|rating|share|sharing|subscribe)\\s+(?:\\p{L}+\\s+){0,3}(?:videos?|posts?|pages?|channels?|apps?)\\s+(?:and|&|to)\\s+(?:earn|make|get)');
/** An amount of pay: digits before or after the currency, or thousands in words ("25 ألف ريال", "25k", decision 216). */
const PAY_AMOUNT = /(?<![\p{N}.,])(\d{1,3}(?:,\d{3})+|\d+)\s*(?:sar|sr|riyals?|ريال|ر\.?س|\$|usd|dollars?)(?=$|[^\p{L}])|(?:sar|sr|\$)\s*(\d{1,3}(?:,\d{3})+|\d+)|(?<![\p{N}.,])(\d{1,3})\s*(?:الف|k)(?:\s*(?:sar|sr|riyals?|ريال|ر\.?س))?(?=$|[^\p{L}])/gu;
const PER_DAY = foldPattern(/(?:^|[^\p{L}])(?:a|per|each|every|in\s+a|في\s+(?:ال)?)\s*(?:day|يوم)(?=$|[^\p{L}])|(?:^|[^\p{L}])(?:daily|يوميا|يومي|يوميه|باليوم)(?=$|[^\p{L}])/u);
const EARN = foldPattern(/(?:^|[^\p{L}])(?:earn|earning|earnings|make|making|profit|profits|income|salary|pay|paid|wage|wages|الراتب|راتب|اربح|تربح|ربح|ارباح|دخل|تكسب|اكسب)(?=$|[^\p{L}])/u);
function isImpossiblePay(text: string): boolean {
  if (!/\d/u.test(text)) return false;
  if (PER_TASK.test(text)) return true;
  if (!PER_DAY.test(text) || !EARN.test(text)) return false;
  for (const match of text.matchAll(PAY_AMOUNT)) if (Number((match[1] ?? match[2] ?? '').replace(/,/gu, '')) >= 1000) return true;
  return false;
}
/** Money put into a wallet of the platform to be paid for tasks (a task scam), in any field: not the customers'. */
const WALLET_DEPOSIT = W('(?:ايداع|اودع|تودع|شحن|تشحن|اشحن|اشحني|تعبئه|deposit|depositing|top(?:\\s|-)?up|topping\\s+up|recharge|fund)\\s+(?:\\p{L}+\\s+){0,3}(?:ال)?(?:محفظه|محفظتك|wallet)');
/**
 * Money topped up to be paid for tasks or orders (decision 190): "top up your balance before withdrawing commission",
 * "recharge your account to receive higher commissions", «اشحن رصيدك لتحصل على عمولة».
 */
const TOP_UP = W('(?:top(?:\\s|-)?up|topping\\s+up|recharge|recharging|reload|fund|شحن|اشحن|تشحن|تعبئه|عبي)\\s+(?:\\p{L}+\\s+){0,2}(?:balance|account|wallet|رصيد\\p{L}*|حساب\\p{L}*)');
const TASK_PAY = W('commissions?|tasks?|orders?|withdraw\\p{L}*|earn\\p{L}*|عموله|عمولات|مهام|مهمه|طلبات|سحب|ارباح');
/** An account opened for others to use: "open a bank account through our agent and hand over the card" (a money mule). */
const ACCOUNT_HANDED = foldPattern(/(?:open|opening)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:bank\s+)?account[^.]{0,60}(?:hand\p{L}*\s+(?:over|in)|give|deliver|surrender|send)\s+(?:us\s+|it\s+|over\s+)?(?:the\s+|your\s+)?(?:card|atm|debit|login|pin|cheque)|فتح\s+حساب[^.]{0,60}(?:تسليم|تسلم|اعطاء|ترسل|ارسال)\s+(?:ال)?(?:بطاقه|الصراف|دفتر)/u);
/** An order to the applicant to pay an amount (Arabic and Arabizi imperatives: «ادفع», «حوّل», 7awel). */
// («حول» is also "about": with it, only an amount in a currency.)
const PAY_ORDER = W('(?:ادفع|ادفعي|سدد|سددي|اودع|اودعي|edfa3|idfa3)\\s+(?:\\p{L}+\\s+){0,2}\\d{2,}|(?:حول|حولي|7awel|7wl|7aweli)\\s+(?:\\p{L}+\\s+){0,2}\\d{2,}\\s*(?:ريال|دينار|درهم|ر\\.?س|sar|riyals?|\\$|usd)');
/** Money of others through the applicant's own account (a money mule): received into it and sent on. */
const MULE = foldPattern(/(?:receive|receiving|accept|accepting|تستقبل|تستلم|استقبال|استلام|يستقبل)\s+(?:\p{L}+\s+){0,5}(?:(?:into|in|to|on)\s+(?:your\s+)?(?:own\s+|personal\s+)?(?:bank\s+)?account|علي\s+حسابك|في\s+حسابك)[^.]{0,80}(?:transfer|forward|send|wire|pass|تحول|تحولها|تحويلها|ترسل|ترسلها|تحويل)/u);
/** Money taken from the recruits: "collect a 'joining deposit' from each new recruit". */
const FROM_RECRUITS = W('from\\s+(?:each|every|the|all|new)?\\s*(?:new\\s+)?(?:recruits?|hires?|joiners?|trainees?|members?|candidates?|applicants?|trainees|members)|من\\s+(?:كل\\s+)?(?:ال)?(?:متقدم|متقدمين|مرشح|مرشحين|منضم|منضمين|متدرب|متدربين)\\p{L}*');

/**
 * Costs the law puts on the employer put on the worker (decision 196): "visa on candidate account", "visa cost deduct
 * from salary", «رسوم التأشيرة على حساب العامل», «تخصم الإقامة من الراتب».
 */
const COST_ON_WORKER = W('(?:visa|iqama|tickets?|recruitment|work\\s+permit)\\s+(?:\\p{L}+\\s+){0,2}(?:on|at|from)\\s+(?:the\\s+)?(?:candidate|applicant|employee|worker)(?:.s)?\\s+(?:account|expense|cost)|(?:visa|iqama|tickets?|recruitment|work\\s+permit)\\s+(?:\\p{L}+\\s+){0,3}deduct\\p{L}*\\s+from\\s+(?:the\\s+|your\\s+)?(?:\\p{L}+\\s+)?salary|(?:تاشيره|فيزا|اقامه|تذاكر|تذكره|استقدام)\\s+(?:\\p{L}+\\s+){0,2}علي\\s+حساب\\s+(?:ال)?(?:عامل|متقدم|موظف|مرشح)|(?:تخصم|يخصم|خصم)\\s+(?:\\p{L}+\\s+){0,2}(?:ال)?(?:تاشيره|فيزا|اقامه|استقدام)\\s+(?:\\p{L}+\\s+){0,2}من\\s+(?:ال)?راتب');
/** A cheque sent ahead to be cashed and the money sent on (a fake-cheque scam): "Cash Cheque Sent in Advance". */
const CHEQUE_AHEAD = W('(?:cheques?|checks?)\\s+(?:\\p{L}+\\s+){0,2}(?:in\\s+advance|upfront|up-front)|(?:cash|deposit)\\s+(?:the\\s+|a\\s+|our\\s+)?(?:cheque|check)\\s+(?:and|then)\\s+(?:send|transfer|wire|return)');
/** Pay no job gives for no experience from home: 20,000 a month or 500 a day (decision 196; read over the whole field). */
const NO_EXPERIENCE = W('no\\s+(?:prior\\s+)?experience|without\\s+(?:any\\s+)?experience|بدون\\s+(?:اي\\s+)?خبره|بلا\\s+خبره|(?:لا|ما)\\s+(?:يشترط|تشترط|نشترط|تحتاج|يحتاج|يلزم)\\s+(?:ال)?خبره');
const FROM_HOME = W('from\\s+home|wfh|(?:من|في)\\s+(?:ال)?(?:منزل|بيت)');
export function isTooGoodPay(text: string): boolean {
  if (!/\d/u.test(text) || !FROM_HOME.test(text)) return false;
  const noExperience = NO_EXPERIENCE.test(text);
  for (const match of text.matchAll(PAY_AMOUNT)) {
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 20);
    const perDay = /^\s*(?:\/\s*)?(?:a\s+|per\s+|each\s+|every\s+|في\s+(?:ال)?)?(?:day|daily|يوم|يوميا|يومي|يوميه|باليوم)(?=$|[^\p{L}])/u.test(after);
    // (Decision 200: 2,000 a week for no experience; 500 a day from home even with experience asked.)
    const perWeek = /^\s*(?:\/\s*)?(?:a\s+|per\s+|each\s+|every\s+)?(?:week|weekly|اسبوع|اسبوعيا)(?=$|[^\p{L}])/u.test(after);
    const amount = match[3] ? Number(match[3]) * 1000 : Number((match[1] ?? match[2] ?? '').replace(/,/gu, ''));
    if (noExperience && amount >= (perDay ? 300 : perWeek ? 2000 : 8000)) return true;
    if (perDay && amount >= 500) return true;
  }
  return false;
}

/**
 * Decision 200: what the eleventh writer wrote: costs of one's own permit paid, an amount to invest or transfer, a fee
 * asked paid, registration for a fee, likes for pay, a channel instead of the platform, a day's hour for a month's pay.
 */
const DECISION_200_FRAUD = W('pay\\s+(?:for\\s+)?(?:their|your|his|her)\\s+own\\s+(?:\\p{L}+\\s+(?:and\\s+|&\\s+)?){0,2}(?:work\\s+permits?|visas?|iqamas?|tickets?|recruitment|medical)|(?:استثمر|تستثمر)\\s+[\\d٠-٩,]+\\s*(?:الف\\s+)?(?:ريال|دينار|درهم)|invest\\s+(?:sar\\s+|\\$)?[\\d,]+\\s*(?:sar|riyals?|\\$|usd|aed|kwd)?\\s+(?:in|into)\\s+(?:the\\s+|a\\s+)?(?:franchise|business|company|scheme|program)|(?:حولت|حولتي|دفعت|دفعتي|سددت|سددتي)\\s+(?:ال)?(?:رسوم|مبلغ)|(?:ال)?(?:تسجيل|اشتراك|تقديم)\\s+برسوم|earn\\p{L}*\\s+[^.]{0,40}by\\s+(?:liking|watching|following|sharing)|join\\s+(?:our\\s+)?(?:telegram|whatsapp)\\s+(?:channel|group)|(?:don.?t|do\\s+not|won.?t|will\\s+not)\\s+(?:respond|reply)\\s+(?:here|on\\s+(?:the\\s+|this\\s+)?(?:platform|site))|no\\s+platform\\s+messages|ساعه\\s+واحده\\s+(?:يوميا|في\\s+اليوم|باليوم)\\s+براتب');
/** "Recruitment fees paid fully by the employer"; applications through the platform, or the company's own line, beside a messenger. */
const EMPLOYER_PAID = W('paid\\s+(?:\\p{L}+\\s+)?by\\s+(?:the\\s+)?(?:employer|company)');
const THROUGH_PLATFORM = W('(?<!(?:بدون|دون|بلا|لا|ما|مو|غير)\\s+)(?:ال)?تقديم\\s+(?:\\p{L}+\\s+)?(?:من\\s+خلال|عبر|في|علي)\\s+(?:ال)?(?:منصه|موقع|بوابه)|(?<!(?:not|never|don.t)\\s)(?:apply|applications?)\\s+(?:only\\s+)?(?:through|thru|via|on)\\s+(?:the\\s+|our\\s+)?platform|(?:the\\s+|our\\s+)?(?:company|official)\\s+(?:number|line)');

/** Nothing is paid, or the employer pays. */
const NO_FEE = W('(?:sharika|sharikah|shrka|sharka|sharkah|company)\\s+(?:tdf3|tedfa3|tdfa3|tadfa3|tidfa3|t7ml|tt7ml|tit7ammal|tat7ammal)|(?:no|without|zero|free\\s+of|never)\\s+(?:\\p{L}+\\s+){0,3}(?:fees?|charges?|deposits?|costs?|payments?)|(?:paid|borne|covered|reimbursed)\\s+(?:in\\s+full\\s+)?by\\s+(?:the\\s+)?(?:company|employer|us)|(?:company|employer|we)\\s+(?:will\\s+)?(?:pays?|covers?|bears?|reimburses?)|(?:بدون|دون|بلا|لا\\s+(?:توجد|يوجد|نطلب|نتقاضي|تدفع|يدفع))\\s+(?:اي\\s+)?(?:رسوم|مبالغ|مقابل)|(?:الشركه|المنشاه|صاحب\\s+العمل)\\s+(?:تتحمل|يتحمل|تدفع|يدفع|تغطي|يغطي|تتكفل|يتكفل)|(?:تتحمل|يتحمل|تدفع|يدفع|تغطي|يغطي|تتكفل|يتكفل)(?:ها)?\\s+(?:ال)?(?:شركه|منشاه|صاحب\\s+العمل)|نتحمل|نتكفل|(?:علي|من)\\s+(?:حساب|نفقه)\\s+(?:الشركه|المنشاه|صاحب)|مجانا|مجاني|مجانيه|(?:fees?|costs?|charges?|expenses)\\s+(?:are\\s+|is\\s+)?(?:fully\\s+|all\\s+)?(?:covered|reimbursed|waived|included)(?!\\s+(?:\\p{L}+\\s+)?by\\s+(?:the\\s+)?(?:applicants?|candidates?|employees?|workers?|you))|(?:رسوم|تكاليف)\\s+(?:\\p{L}+\\s+){0,3}(?:مغطاه|مشموله)');
/** Identity or bank details asked for before anyone is interviewed. */
const BEFORE_INTERVIEW = W('before\\s+(?:the\\s+|any\\s+|an\\s+|your\\s+)?interviews?|prior\\s+to\\s+(?:the\\s+|any\\s+)?interviews?|قبل\\s+(?:ال)?مقابله|قبل\\s+(?:اجراء\\s+)?(?:ال)?مقابله');
const NO_PURCHASE = W('(?:no|without|never)\\s+(?:\\p{L}+\\s+){0,2}(?:purchase|investment|buying)|(?:لا|بدون|دون)\\s+(?:يشترط|يلزم|يتطلب)?\\s*(?:ال)?(?:شراء|استثمار)');

/** Words that name a document without asking for it: "as written in your ID", "required for the iqama", "passport country". */
// ("Transferable iqama required", «إقامة قابلة للنقل»: a residence the applicant may move, not a copy sent.)
const DOCUMENT_NAMED = foldPattern(/(?:transfer|transferring)\s+(?:of\s+)?(?:your\s+|the\s+|his\s+|her\s+)?(?:sponsorship|kafala|iqama|residency|visa)|(?:sponsorship|kafala)\s+transfer|نقل\s+(?:ال)?(?:كفاله|اقامه)|(?:for|to\s+(?:obtain|issue|renew|get)|required\s+for)\s+(?:the\s+|your\s+)?(?:iqama|passport|visa|residency)|(?:transferable|transferrable)\s+(?:iqama|residency|residence\s+permit|visa)|(?:iqama|residency|visa)\s+(?:\p{L}+\s+){0,2}(?:transferable|transferrable)|اقامه\s+(?:\p{L}+\s+)?قابله\s+للنقل|as\s+(?:written|shown|printed|spelled|spelt|stated)\s+(?:in|on)\s+(?:your\s+|the\s+)?(?:national\s+)?(?:id|passport|iqama)|(?:كما\s+(?:هو|هي|في|ورد)|حسب|مطابق\p{L}*)\s+(?:ل|لما\s+)?(?:في\s+)?(?:ال)?(?:هويه|جواز|اقامه)|as\s+(?:it\s+appears\s+)?(?:in|on|per)\s+(?:your\s+|the\s+)?(?:id|passport|iqama)|passport\s+(?:country|nationality)/gu);
/** «دفعة ٢٠٢٣»: a class of graduates, not a payment. */
const COHORT = foldPattern(/(?:خريج\p{L}*\s+)?(?:ال)?دفعه\s+(?:\p{L}+\s+)?(?:19|20|14)\d{2}/gu);
/** (A quick look first: most sentences name neither.) */
const DOCUMENT_OR_COHORT = foldPattern(/iqama|passport|visa|residency|sponsorship|kafala|كفاله|(?<![\p{L}])id(?![\p{L}])|هويه|جواز|اقامه|دفعه/u);
/** Applications turned away from the platform to a phone: «لا تقدم عن طريق الموقع», "do not apply through the site". */
const OFF_PLATFORM = W('(?:personal|private)\\s+(?:number|phone|mobile|line|whatsapp)\\s+only|only\\s+(?:on|via|through)\\s+(?:my|his|her|a|the)?\\s*(?:personal|private)\\s+(?:number|phone|mobile)|(?:رقم|جوال)\\s+(?:ال)?(?:شخصي|خاص)\\s+فقط|(?:contact|call|reach)\\s+(?:us\\s+|me\\s+)?(?:by|via|on|through)\\s+(?:phone|mobile|telephone)\\s+only|(?:لا|ما)\\s+(?:ت|ي)?قدم\\p{L}*\\s+(?:عن\\s+طريق|عبر|من\\s+خلال|في|علي)\\s+(?:ال)?(?:موقع|منصه|تطبيق|رابط)|(?:do\\s+not|don.t)\\s+apply\\s+(?:through|via|on)\\s+(?:the\\s+|this\\s+)?(?:site|website|platform|portal|app)|(?:اتصل|تواصل|كلمنا)\\s+(?:علي|عبر|ب)\\s*(?:ال)?(?:رقم|جوال)\\s+فقط|applications?\\s+(?:made\\s+|sent\\s+)?(?:through|via|on)\\s+(?:this|the)\\s+(?:site|website|platform|portal|app)\\s+(?:will\\s+not|won.t|are\\s+not|cannot|can.t)\\s+(?:be\\s+)?(?:seen|read|considered|reviewed|accepted|answered|opened)');

/** What a company says it never asks: "we will never request your bank PIN", «لا نطلب أي رسوم». */
const NEVER_ASKED = foldPattern(/(?:^|[^\p{L}])(?:never|لن|لا\s+(?:نطلب|تشارك|تعطي|نتقاضي)|do\s+not\s+share|don.t\s+share|لا\s+تشارك|never\s+ask)(?=$|[^\p{L}])/u);

/** A reassurance that nothing is paid or asked ("Please note we never charge fees"): a question carrying it asks nothing of that kind. */
export const saysNothingIsAsked = (text: string) => NO_FEE.test(text) || NEVER_ASKED.test(text);

interface TSpan {
  category: 'fraud';
  start: number;
  end: number;
}

const spanOf = (text: string, pattern: RegExp): TSpan | null => {
  const match = pattern.exec(text);
  if (!match) return null;
  const word = match[0].replace(/^[^\p{L}\p{N}@+$]+/u, '');
  const start = match.index + match[0].length - word.length;
  return { category: 'fraud', start, end: start + word.length };
};

/** The whole sentence as the phrase (trimmed), when the signal is spread over it. */
const sentenceSpan = (text: string): TSpan => {
  const start = text.search(/\S/u);
  return { category: 'fraud', start, end: text.trimEnd().length };
};

/** What names a document or a class of graduates, read as blanks (same length: the spans stay). */
export const withoutDocumentsNamed = (sentence: string) => (DOCUMENT_OR_COHORT.test(sentence) ? sentence.replace(DOCUMENT_NAMED, (match) => ' '.repeat(match.length)).replace(COHORT, (match) => ' '.repeat(match.length)) : sentence);

/**
 * Decision 201: money asked to unlock tasks ("deposit 300 SAR to unlock tasks"), the applicant's own money to invest
 * asked as an ability, a bank account of the applicant's to receive the company's transfers, a start in profit after a
 * purchase («اشتر باقة المنتجات وابدأ الربح»), network marketing.
 */
const DECISION_201_FRAUD = W('(?:deposit|pay|transfer|top\\s*up|ادفع|اودع|حول|ايداع)\\s+(?:\\p{L}+\\s+){0,2}\\d+\\s*(?:sar|sr|riyals?|ريال|\\$|usd)?\\s+(?:to|in\\s+order\\s+to|ل|لكي|عشان|علشان)\\s*(?:unlock|activate|access|release|withdraw|فتح|تفعيل|سحب)|(?:ability|able|willing\\p{L}*|ready|prepared)\\s+to\\s+invest|(?:قادر|القدره|استعداد)\\s+(?:علي|ل)\\s*(?:ال)?استثمار|(?:اشتر|اشتري|شراء|تشتري)\\s+(?:\\p{L}+\\s+){0,3}(?:و|ثم\\s+)?(?:ابدا|تبدا)\\s+(?:ال)?(?:ربح|تربح|كسب|تكسب)|(?:استقبال|لاستقبال|استلام|لاستلام|receive|receiving)\\s+(?:ال)?(?:حوالات|تحويلات|اموال|transfers|funds)\\s+(?:ال)?(?:شركه|company|the\\s+company)|تسويق\\s+شبكي|network\\s+marketing|mlm');
/**
 * Decision 205: fees and guarantees in Indonesian («biaya», «bayar DP», «visa dijamin», «tanpa wawancara»); a messenger
 * named the only way ("[Telegram Only]", "WA saja"); money sent by an order («ابعت المبلغ»); cash brought for a uniform;
 * a month's salary paid as a recruitment commission; "Fees Apply", a visa in so many days; a personal mail account only,
 * the portal's applications not read; bank details asked with the CV or before shortlisting.
 */
const DECISION_205_FRAUD = W('(?:biaya|bayar|membayar|uang)\\s+(?:\\p{L}+\\s+){0,3}(?:rp\\.?\\s*)?\\d+(?:[.,]\\d+)*\\s*(?:juta|jt|ribu|rb)?|(?:visa|kerja|pekerjaan)\\s+(?:\\p{L}+\\s+){0,3}(?:dijamin|pasti\\s+(?:keluar|berangkat|diterima))|tanpa\\s+(?:wawancara|interview|tes)|(?:ابعت|ابعث|ابعتي|ابعثي|ارسل|ارسلي|حول|حولي|ادفع|ادفعي)\\s+(?:ال)?(?:مبلغ|فلوس|رسوم|عربون)|(?:bring|carry|hand\\s+over)\\s+(?:\\p{L}+\\s+){0,2}\\d[\\d,]*\\s*(?:sar|qar|aed|kwd|bhd|omr|usd|\\$|riyals?|dirhams?|dinars?|ريال|درهم|دينار)?\\s*(?:in\\s+)?cash|(?:pay|paying|paid|deduct\\p{L}*)\\s+(?:[\\p{L}\\p{N}]+\\s+){0,3}(?:salary|salaries|wages?)\\s+as\\s+(?:a\\s+|the\\s+)?(?:recruitment|placement|agency|visa|processing)\\s+(?:commission|fees?|charges?)|fees?\\s+appl(?:y|ies)|visa\\s+(?:with)?in\\s+\\d+\\s+days|(?:personal|private)\\s+(?:gmail|yahoo|hotmail|outlook|e-?mail|mail)\\s+(?:account|address|id|inbox)?\\s*only|portal\\s+applications?\\s+(?:are|is|will\\s+be)\\s+not\\s+(?:reviewed|accepted|considered|read)');
/**
 * Decision 206: money in lakhs deposited, a visa "pakka" (sure) without an interview (romanized Urdu); a sum paid to
 * register or reserve a job; a fee for software or a kit paid by the applicant; the applicant covering the medical,
 * visa and ticket costs; paying upfront for samples; commissions after a subscription bought; an account charged
 * with an amount before the work («بعد شحن حسابك بـ ١٠٠ ريال»); contact there only and not through the platform.
 */
const DECISION_206_FRAUD = W('\\d+\\s*(?:lakh|lakhs|lac|lacs|hazar|hazaar|crore)\\s+(?:\\p{L}+\\s+){0,2}(?:jama|jamaa|deposit|de\\p{L}*|bhej\\p{L}*|pay)|(?:visa|job|naukri|kaam)\\s+(?:\\p{L}+\\s+){0,2}(?:100\\s*%\\s*)?(?:pakka|pakki|guaranteed)|koi\\s+interview\\s+nahi|pay\\s+(?:rs\\.?|inr|pkr|npr|lkr|bdt|php|₱|\\$|usd|sar|aed|qar)\\s*[\\d,]{3,}|pay\\s+[\\d,]{3,}\\s*(?:rs|inr|pkr|npr|lkr|bdt|php|pesos?|rupees?)|(?<!(?:we|company|employer)\\s)pay\\s+(?:for\\s+)?(?:the\\s+|a\\s+|your\\s+)?(?:\\p{L}+\\s+){0,2}(?:licen[cs]e|software|kit|starter|uniform|registration|id\\s+card|training|onboarding)\\s+fees?|(?:applicants?|candidates?|workers?|employees?|the\\s+hire)\\s+(?:covers?|bears?|pays?\\s+for|shoulders?)\\s+(?:the\\s+|all\\s+|own\\s+|his\\s+|her\\s+|their\\s+)?(?:[\\p{L},]+\\s+){0,7}(?:costs?|fees?|expenses?|charges?)|pay\\s+(?:upfront|up-front|in\\s+advance)\\s+for|[\\d,]{3,}\\s+(?:\\p{L}+\\s+){0,2}to\\s+(?:reserve|secure|book|confirm|lock)\\s+(?:your|a|the)\\s+(?:\\p{L}+\\s+){0,3}(?:job|seat|slot|visa|position|place)|بعد\\s+(?:شراء|اشتراء|دفع|سداد)\\s+(?:ال)?(?:باقه|اشتراك|عضويه|رسوم)|(?:بعد|قبل)\\s+(?:شحن|تعبئه|ايداع)\\s+(?:ال)?(?:حسابك|محفظتك|رصيدك)\\s+(?:ب\\p{L}*\\s*)?[\\d٠-٩]+|(?:فقط|only)\\s+(?:و)?(?:ليس|not|مو|مش)\\s+(?:عبر|من\\s+خلال|through|via|on)\\s+(?:the\\s+)?(?:ال)?(?:منصه|platform|portal|website|موقع|التطبيق)');
/**
 * Decision 208: a job told to be had for a fee («برسوم رمزية», «ادفع وتوظف», "Fee-Based Fast Track», a seat booked for
 * a sum); an order to pay a sum a few words on; crypto sent or deposited; vouchers and gift cards bought or sent; a
 * fee sent with the photos; parcels received and reshipped, transfers received in one's name; stock or a package
 * bought on one's own account before the work; a benefit after a sum paid, a fee of a sum paid to the office.
 */
const DECISION_208_FRAUD = W('برسوم\\s+(?:رمزيه|رمزي|بسيطه|مخفضه)|ادفع\\s+(?:و|ثم)\\s*(?:توظف|تتوظف|اشتغل|اعمل|سافر)|fee[\\s-]based\\s+(?:fast[\\s-]track|hiring|recruitment|placement|jobs?|interviews?|entry)|(?:احجز|احجزي)\\s+(?:\\p{L}+\\s+)?(?:مقعدك|مكانك|وظيفتك|فرصتك|مقعد)\\s+(?:ب\\s*)?\\d+|(?:ادفع|ادفعي|سدد|سددي|حول|اودع)\\s+(?:\\p{L}+\\s+){0,4}\\d{2,}\\s*(?:ريال|دولار|درهم|sar|usd|\\$)|(?:send|pay|transfer|deposit)\\s+[\\d.,]+\\s*(?:btc|eth|usdt|bitcoin|ethereum)|(?:ايداع|دفع|تحويل|ارسال)\\s+\\d+\\s*(?:\\p{L}+\\s+)?(?:بال)?(?:عملات\\s+(?:ال)?رقميه|بيتكوين|usdt)|(?:buy|purchase)\\s+(?:an?\\s+)?(?:(?:sar|\\$|usd|aed)\\s*\\d+\\s+|\\d+\\s*(?:sar|riyals?|usd)\\s+)?(?:vouchers?|gift\\s+cards?|(?:google\\s+)?play\\s+cards?|itunes\\s+cards?|steam\\s+cards?)|(?:ارسلت|ارسل|شراء|اشتري|تشتري|ارسال)\\s+(?:ال)?(?:بطاقه|بطاقات|كرت|كروت)\\s+(?:ال)?(?:شحن|سوا|ايتونز|قوقل|هدايا)|(?:send|pay|transfer)\\s+[^.\\n]{0,50}?(?:sar|\\$|usd|aed)\\s*\\d+\\s+(?:\\p{L}+\\s+)?(?:fee|deposit)|(?:receive|accept)\\s+(?:\\p{L}+\\s+){0,2}(?:packages|parcels|shipments)[^.\\n]{0,40}(?:reship|re-ship|forward|ship\\s+them)|(?:استلام|استقبال)\\s+(?:ال)?(?:حوالات|طرود)\\s+(?:باسمك|علي\\s+اسمك|في\\s+حسابك|في\\s+منزلك)|شراء\\s+(?:\\p{L}+\\s+){0,3}علي\\s+حسابك\\s+(?:ال)?خاص|شراء\\s+(?:ال)?باقه\\s+(?:ال)?اشتراك\\s+قبل|بعد\\s+دفع\\s+(?:\\p{L}+\\s+){0,2}\\d+|رسوم\\s+(?:\\p{L}+\\s+){0,2}\\d+\\s*(?:ريال|دولار)?\\s+(?:ت|ي)دفع|(?:مع|و)\\s*(?:ال)?رقم\\s+(?:ال)?سري');
const MESSENGER_ONLY = W('(?:telegram|whatsapp|whats\\s*app|wa|واتساب|واتس|الواتس|تيليجرام|تلغرام|التليجرام)\\s+(?:only|saja|aja|فقط|بس)|only\\s+(?:on|via|through)\\s+(?:telegram|whatsapp)');
const BANK_DETAILS = W('bank\\s+(?:statements?|account|details)|(?:ال)?بطاقه\\s+(?:ال)?صراف|card\\s+number|iban|(?:ال)?حساب\\s+(?:ال)?(?:بنكي|مصرفي)|بيانات\\s+(?:ال)?حساب\\p{L}*|(?:ال)?ايبان|كشف\\s+حساب');
const AT_APPLYING = W('عند\\s+(?:ال)?تقديم|at\\s+(?:the\\s+time\\s+of\\s+)?application|when\\s+applying|(?:with|alongside|together\\s+with)\\s+(?:your\\s+|the\\s+)?(?:cv|resume|application)|before\\s+(?:the\\s+)?shortlist\\p{L}*|مع\\s+(?:ال)?سيره\\s+(?:ال)?ذاتيه|مع\\s+(?:ال)?(?:سي\\s*في|طلب)|قبل\\s+(?:ال)?(?:فرز|ترشيح|مقابله)');
/** Decision 205: bank details asked anywhere in a field that says they are asked with the CV or before shortlisting. */
export const asksBankAtApplying = (text: string) => BANK_DETAILS.test(text) && AT_APPLYING.test(text) && !NEVER_ASKED.test(text) && !DUTY.test(text);
/** A contrast («لكن», "but"): what follows is read again alone (free housing, "but" a deposit the applicant pays). */
const CONTRAST = foldPattern(/(?:^|[^\p{L}])(?:و?لكن|لاكن|but|however)(?=$|[^\p{L}])/u);

/** "we never … WhatsApp you", «لن نتواصل عبر الواتساب»: the channel named as what is never used. */
const NEVER_BY_MESSENGER = foldPattern(/(?:never|don.t|do\s+not|will\s+not|won.t|لن|لا)\s+(?:\p{L}+\s+){0,4}(?:whatsapp|telegram|message|text|contact|واتس\p{L}*|نتواصل|نراسل)/u);

export function readFraud(field: TScreenedField, sentence: string): TSpan[] {
  const found: TSpan[] = [];
  const text = withoutDocumentsNamed(sentence);
  // Money the applicant pays.
  // Under the benefits only an explicit payer counts: the rest of that field is what the employer gives.
  // A sentence that opens with "pay", «ادفع», "transfer …" tells the applicant to pay.
  const isOrder = /^\s*(?:please\s+)?(?:pay|transfer|deposit|wire|send\s+(?:us\s+)?(?:the\s+)?(?:money|amount|fee)|ادفع|حول|اودع|سدد|ارسل\s+(?:ال)?مبلغ)(?=$|[^\p{L}])/u.test(text);
  const payer = field === 'benefits' ? EXPLICIT_PAYER.test(text) : APPLICANT_PAYS.test(text) || isOrder;
  // "Transfer" and "pay" alone are also a move to another city and a wage: money needs an amount, an account or a fee beside them.
  const isMoney = /\d|amount|sar|riyal|ريال|account|حساب|iban|ايبان|bank|بنك|fee|charge|cost|price|رسوم|رسم|deposit|مبلغ|عربون|قيمه|تكلفه|تكاليف|ثمن|insurance|iqama|visa|training|registration|تامين|اقامه|تاشيره|فيزا|تدريب|تسجيل/u.test(text);
  if (FEE.test(text) && payer && isMoney && !EMPLOYER_PAYS.test(text) && !DUTY.test(text) && !/expected\s+(?:pay|salary)|الراتب\s+المتوقع/u.test(text)) {
    const fee = /(?:^|[^\p{L}])(?:fee|fees|charge|deposit|payment|pay|transfer|رسوم|رسم|مبلغ|عربون|دفع|ادفع|يدفع|تدفع|سداد|تحويل|حول|ايداع|اشتراك)/u;
    if (fee.test(text) || /\d/u.test(text)) found.push(sentenceSpan(text));
  }
  // A fee named with its purpose or amount ("registration fee of 150 SAR", «رسوم الملف», "Insurance fee SAR 300"),
  // even among benefits, unless the employer pays it or nothing is paid.
  if (!found.length && STRONG_FEE.test(text) && !NO_FEE.test(text) && !EMPLOYER_PAID.test(text) && (!DUTY.test(text) || FROM_RECRUITS.test(text))) found.push(sentenceSpan(text));
  // "Transfer 100 riyals", «ادفع ٥٠٠٠», «حوّل ٧٥ ريال»: an order to pay an amount, whatever is promised around it.
  if (!found.length && field !== 'duties' && PAY_ORDER.test(text) && !NO_FEE.test(text)) found.push(sentenceSpan(text));
  if (!found.length && /محفظ|wallet/u.test(text) && WALLET_DEPOSIT.test(text) && !/customers?|clients?|عملاء|العملاء/u.test(text)) found.push(sentenceSpan(text));
  if (!found.length && TOP_UP.test(text) && TASK_PAY.test(text) && !/customers?|clients?|subscribers?|عملاء|العملاء|المشتركين/u.test(text)) found.push(sentenceSpan(text));
  if (!found.length && /account|حساب/u.test(text) && ACCOUNT_HANDED.test(text)) found.push(sentenceSpan(text));
  if (!found.length && /visa|iqama|ticket|recruit|permit|تاشيره|فيزا|اقامه|تذاكر|تذكره|استقدام/u.test(text) && COST_ON_WORKER.test(text) && !NO_FEE.test(text) && !/(?:^|[^\p{L}])(?:not|never|لا|لن)(?=$|[^\p{L}])/u.test(text)) found.push(sentenceSpan(text));
  if (!found.length && /cheque|check/u.test(text) && CHEQUE_AHEAD.test(text)) found.push(sentenceSpan(text));
  if (!found.length && (isImpossiblePay(text) || (/receiv|accept|تستقبل|تستلم|استقبال|استلام|يستقبل/u.test(text) && MULE.test(text)))) found.push(sentenceSpan(text));
  // Contact only through personal channels.
  const mail = spanOf(text, PERSONAL_MAIL);
  const handle = /(?:^|[^\p{L}\p{N}@.])@[a-z0-9_.]{3,}(?![\p{L}\p{N}]*@)/u.test(text) && !PERSONAL_MAIL.test(text);
  if (mail) found.push(sentenceSpan(text));
  else if (MESSENGER.test(text) && !NEVER_BY_MESSENGER.test(text) && (CONTACT.test(text) || PHONE.test(text) || ONLY.test(text) || handle) && !MESSENGER_DUTY.test(text.replace(/(?:only|sole)\s+channel/gu, '')) && !THROUGH_PLATFORM.test(text) && !(EMPLOYER_WRITES.test(text) && !PHONE.test(text) && !handle && !ONLY.test(text))) found.push(sentenceSpan(text));
  else if (/قدم|appl|رقم|جوال|phone|mobile|number|personal|private/u.test(text) && OFF_PLATFORM.test(text) && !THROUGH_PLATFORM.test(text)) found.push(sentenceSpan(text));
  else if (PHONE.test(text) && ONLY.test(text) && !MESSENGER_DUTY.test(text) && !THROUGH_PLATFORM.test(text)) found.push(sentenceSpan(text));
  // Identity, passport, bank or card details.
  const neverAsked = NEVER_ASKED.test(text);
  if (SECRET.test(text) && ASK_SEND.test(text) && !SECRET_DUTY.test(text) && !neverAsked) found.push(sentenceSpan(text));
  else if (IDENTITY.test(text) && ASK_SEND.test(text) && (!AFTER_HIRING.test(text) || BEFORE_INTERVIEW.test(text)) && !DUTY.test(text) && !neverAsked) found.push(sentenceSpan(text));
  else if (IDENTITY.test(text) && BEFORE_INTERVIEW.test(text)) found.push(sentenceSpan(text));
  // A job or a visa guaranteed, no interview.
  if (GUARANTEE.test(text) && !/(?:^|[^\p{L}])(?:not|no\s+job\s+is|لا\s+(?:نضمن|يضمن)|لا\s+توجد\s+وظيفه\s+مضمونه)(?=$|[^\p{L}])(?!\s+interview)/u.test(text.replace(/(?:no|without)\s+interview/gu, ''))) found.push(sentenceSpan(text));
  // A purchase or an investment as a condition.
  // (Among the benefits only a purchase the applicant makes: "salary released once you purchase the training package".)
  if (PURCHASE.test(text) && PURCHASE_CONDITION.test(text) && !PURCHASE_DUTY.test(text) && !NO_PURCHASE.test(text) && (field !== 'benefits' || /(?:^|[^\p{L}])(?:you\s+(?:purchase|buy|invest)|تشتري|تستثمر)(?=$|[^\p{L}])/u.test(text))) found.push(sentenceSpan(text));
  if (!found.length && DECISION_200_FRAUD.test(text) && !NO_FEE.test(text)) found.push(sentenceSpan(text));
  if (!found.length && DECISION_201_FRAUD.test(text) && !NO_FEE.test(text)) found.push(sentenceSpan(text));
  if (!found.length && DECISION_205_FRAUD.test(text) && !NO_FEE.test(text) && !EMPLOYER_PAID.test(text) && !(field === 'duties' && DUTY.test(text))) found.push(sentenceSpan(text));
  if (!found.length && DECISION_206_FRAUD.test(text) && !NO_FEE.test(text) && !EMPLOYER_PAID.test(text)) found.push(sentenceSpan(text));
  if (!found.length && DECISION_208_FRAUD.test(text) && !EMPLOYER_PAID.test(text) && !NEVER_ASKED.test(text)) found.push(sentenceSpan(text));
  if (!found.length && MESSENGER_ONLY.test(text) && !NEVER_BY_MESSENGER.test(text) && !THROUGH_PLATFORM.test(text)) found.push(sentenceSpan(text));
  if (!found.length && BANK_DETAILS.test(text) && AT_APPLYING.test(text) && !NEVER_ASKED.test(text) && !DUTY.test(text)) found.push(sentenceSpan(text));
  // (Decision 205: the clause after a contrast, alone: «سكن مجاني + تذكرة، لكن يدفع المتقدم تأمين …».)
  if (!found.length) {
    const contrast = CONTRAST.exec(sentence);
    if (contrast) {
      const from = contrast.index + contrast[0].length;
      const tail = readFraud(field, sentence.slice(from));
      if (tail.length) found.push(sentenceSpan(text));
    }
  }
  return found.slice(0, 1);
}
