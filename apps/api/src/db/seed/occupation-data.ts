/**
 * The bilingual occupation vocabulary of search (decision 023), seeded into `occupations` when that table is empty.
 * One occupation a line: `slug|sector slug|major slugs (comma)|English forms|Arabic forms|other spellings`, forms
 * separated by `;`, the first English and Arabic forms being the names shown. Arabic forms are written as people
 * write them (with or without hamza, ة or ه: search normalises both sides), with their feminine, plurals, synonyms
 * and Gulf terms; "other spellings" are Arabizi (mohaseb, sa2eq) and English in Arabic letters (اكاونتنت, سيلز).
 * Generic heads (engineer, teacher, technician, manager, specialist) are occupations too: «مهندس» finds every engineer.
 */
export interface TOccupationSeed {
  slug: string;
  sector: string;
  majors: string[];
  forms_en: string[];
  forms_ar: string[];
  spellings: string[];
}

const DATA = `
# health
registered-nurse|healthcare|nursing|nurse;registered nurse;staff nurse;nursing;rn;nurses|ممرض;ممرضة;ممرضين;ممرضون;ممرضات;تمريض;ممرض قانوني|momared;mumarred;momarred;momareda;نيرس;نرس
head-nurse|healthcare|nursing|head nurse;charge nurse;nurse manager;nursing supervisor|رئيس تمريض;رئيسة تمريض;مشرف تمريض;مشرفة تمريض|
nurse-assistant|healthcare|nursing|nursing assistant;nurse aide;patient care assistant|مساعد ممرض;مساعدة ممرضة;مساعد تمريض|
midwife|healthcare|nursing|midwife;midwives;midwifery|قابلة;قابلات;ممرضة توليد|
pharmacist|pharmaceuticals|pharmacy|pharmacist;pharmacists;pharmacy;chemist;clinical pharmacist|صيدلي;صيدلية;صيادلة;صيدلانية;صيدلة|saydali;saidali;sydaly;فارماسيست
pharmacy-technician|pharmaceuticals|pharmacy|pharmacy technician;pharmacy assistant|فني صيدلة;مساعد صيدلي;فنيين صيدلة|
general-practitioner|healthcare|medicine|general practitioner;gp;physician;doctor;medical doctor;md;doctors;medical officer|طبيب;طبيبة;أطباء;طبيب عام;طبيبة عامة;دكتور;دكتورة;ممارس عام|tabeeb;tabib;daktor;doctor;دكتور
specialist-physician|healthcare|medicine|specialist physician;consultant physician;consultant;internist|طبيب أخصائي;طبيب استشاري;استشاري;أخصائي باطنية|
surgeon|healthcare|medicine|surgeon;surgeons;general surgeon|جراح;جراحة;جراحين;طبيب جراح|
pediatrician|healthcare|medicine|pediatrician;paediatrician;child doctor|طبيب أطفال;طبيبة أطفال|
gynecologist|healthcare|medicine|gynecologist;obstetrician;ob gyn|طبيب نساء وولادة;طبيبة نساء وولادة|
anesthesiologist|healthcare|medicine|anesthesiologist;anaesthetist|طبيب تخدير;أخصائي تخدير|
emergency-physician|healthcare|medicine|emergency physician;er doctor|طبيب طوارئ;طبيبة طوارئ|
dentist|healthcare|dentistry|dentist;dentists;dental surgeon;orthodontist|طبيب أسنان;طبيبة أسنان;أطباء أسنان;أخصائي تقويم|
dental-assistant|healthcare|dentistry|dental assistant;dental nurse;dental hygienist|مساعد طبيب أسنان;مساعدة طبيب أسنان;صحة الفم|
lab-specialist|healthcare|medical-laboratory-sciences|laboratory specialist;lab specialist;lab technician;laboratory technician;medical technologist;lab;laboratory|أخصائي مختبر;أخصائية مختبر;فني مختبر;فنية مختبر;مختبرات;مختبر;مختبرات طبية|
radiology-technologist|healthcare|radiologic-sciences|radiology technologist;radiographer;x-ray technician;radiology;sonographer;mri technologist|أخصائي أشعة;أخصائية أشعة;فني أشعة;أشعة;تصوير طبي|
physiotherapist|healthcare|physical-therapy|physiotherapist;physical therapist;physiotherapy;physio|أخصائي علاج طبيعي;أخصائية علاج طبيعي;علاج طبيعي;معالج طبيعي|
occupational-therapist|healthcare|physical-therapy|occupational therapist|أخصائي علاج وظيفي;معالج وظيفي|
speech-therapist|healthcare|special-education|speech therapist;speech pathologist|أخصائي نطق وتخاطب;أخصائية تخاطب;تخاطب|
dietitian|healthcare|clinical-nutrition|dietitian;dietician;nutritionist;clinical dietitian;nutrition|أخصائي تغذية;أخصائية تغذية;تغذية;أخصائي تغذية علاجية;تغذية علاجية|
respiratory-therapist|healthcare|medicine|respiratory therapist|أخصائي علاج تنفسي;علاج تنفسي|
paramedic|healthcare|medicine|paramedic;emt;emergency medical technician;ambulance|مسعف;مسعفة;مسعفين;إسعاف;فني طب طوارئ|mos3ef;mus3if
optometrist|healthcare|medicine|optometrist;optician|أخصائي بصريات;فني نظارات;بصريات|
psychologist|healthcare|psychology|psychologist;clinical psychologist;therapist;counselor;counsellor|أخصائي نفسي;أخصائية نفسية;معالج نفسي|
social-worker|non-profit|psychology|social worker;case worker|أخصائي اجتماعي;أخصائية اجتماعية;باحث اجتماعي|
medical-secretary|healthcare|health-administration|medical secretary;medical receptionist;patient coordinator|سكرتير طبي;سكرتيرة طبية;منسق مرضى;استقبال عيادة|
medical-coder|healthcare|health-administration|medical coder;medical coding;health information|مرمز طبي;ترميز طبي;معلومات صحية|
hospital-administrator|healthcare|health-administration|hospital administrator;healthcare administrator;health administration|إداري صحي;مدير مستشفى;إدارة صحية|
infection-control|healthcare|public-health|infection control specialist;infection control|أخصائي مكافحة عدوى;مكافحة العدوى|
public-health-specialist|healthcare|public-health|public health specialist;epidemiologist|أخصائي صحة عامة;صحة عامة;وبائيات|
medical-representative|pharmaceuticals|pharmacy|medical representative;medical rep;pharmaceutical sales|مندوب طبي;مندوبة طبية;مندوب دعاية طبية|
caregiver|healthcare|nursing|caregiver;home care;elderly care|مقدم رعاية;مرافق مريض;رعاية منزلية|
veterinarian|agriculture|biology|veterinarian;vet;veterinary doctor|طبيب بيطري;بيطري|
# education
teacher|education|education|teacher;teachers;teaching;educator;tutor|معلم;معلمة;معلمين;معلمون;معلمات;مدرس;مدرسة;مدرسين;مدرسات;تدريس;أستاذ|mo3alem;moalem;mudarris;modares;mo3alema
math-teacher|education|mathematics|mathematics teacher;math teacher;maths teacher;mathematics|معلم رياضيات;معلمة رياضيات;مدرس رياضيات;مدرسة رياضيات;رياضيات|
english-teacher|education|english-language|english teacher;english language teacher;esl teacher;efl teacher|معلم لغة إنجليزية;معلمة لغة إنجليزية;مدرس انجليزي;مدرسة انجليزي;معلم انجليزي;معلمة انجليزي;لغة انجليزية|
arabic-teacher|education|arabic-language|arabic teacher;arabic language teacher|معلم لغة عربية;معلمة لغة عربية;مدرس عربي;معلم عربي;لغة عربية|
science-teacher|education|biology,chemistry,physics|science teacher;physics teacher;chemistry teacher;biology teacher|معلم علوم;معلمة علوم;معلم فيزياء;معلم كيمياء;معلم أحياء;مدرس علوم|
islamic-teacher|education|islamic-studies|islamic studies teacher;quran teacher;religion teacher|معلم دراسات إسلامية;معلمة تربية إسلامية;معلم قرآن;معلمة قرآن;محفظ قرآن;محفظة|
computer-teacher|education|computer-science|computer teacher;ict teacher|معلم حاسب;معلمة حاسب آلي;مدرس كمبيوتر|
pe-teacher|education|education|physical education teacher;pe teacher;sports teacher|معلم تربية بدنية;معلمة تربية بدنية;مدرس رياضة|
special-education-teacher|education|special-education|special education teacher;special needs teacher;learning support teacher;special education;sen teacher|معلم تربية خاصة;معلمة تربية خاصة;تربية خاصة;معلم صعوبات تعلم;معلمة صعوبات تعلم;ذوي الاحتياجات الخاصة|
kindergarten-teacher|education|early-childhood|kindergarten teacher;preschool teacher;nursery teacher;early years teacher;kindergarten|معلم رياض أطفال;معلمة رياض أطفال;معلمات رياض أطفال;رياض أطفال;روضة;معلمة روضة;حضانة|
primary-teacher|education|education|primary teacher;elementary teacher;class teacher|معلم صفوف أولية;معلمة صفوف أولية;معلم ابتدائي;معلمة ابتدائي|
school-counselor|education|psychology|school counsellor;school counselor;student counselor;guidance counselor;student advisor|موجه طلابي;موجهة طلابية;مرشد طلابي;مرشدة طلابية;مرشد طلابي;إرشاد طلابي;توجيه طلابي|
school-principal|education|education|school principal;principal;headmaster;head teacher;school director|مدير مدرسة;مديرة مدرسة;قائد مدرسة;قائدة مدرسة|
vice-principal|education|education|vice principal;deputy head|وكيل مدرسة;وكيلة مدرسة|
lecturer|education|education|lecturer;professor;assistant professor;faculty member;academic|محاضر;محاضرة;أستاذ جامعي;عضو هيئة تدريس;أستاذ مساعد;دكتور جامعي|
teaching-assistant|education|education|teaching assistant;teacher assistant;classroom assistant|مساعد معلم;مساعدة معلمة;معيد;معيدة|
trainer|education|education|trainer;corporate trainer;training specialist;instructor;training|مدرب;مدربة;مدربين;أخصائي تدريب;مدرب معتمد;تدريب|modarreb
lab-supervisor-school|education|chemistry|lab assistant;school lab technician|محضر مختبر;محضرة مختبر|
librarian|education|education|librarian;library assistant|أمين مكتبة;أمينة مكتبة;مكتبات|
nanny|education|early-childhood|nanny;babysitter;childcare worker|مربية;مربيات;حاضنة;جليسة أطفال|
# engineering
engineer|construction-and-real-estate|civil-engineering,mechanical-engineering,electrical-engineering|engineer;engineers;engineering|مهندس;مهندسة;مهندسين;مهندسون;مهندسات;هندسة;هندسي|mohandes;muhandis;mohandis;mohandesa;انجنير;انجينير
civil-engineer|construction-and-real-estate|civil-engineering|civil engineer;structural engineer;site engineer;civil engineering;civil|مهندس مدني;مهندسة مدنية;مهندسين مدنيين;هندسة مدنية;مدني;مهندس إنشائي;مهندس موقع;مهندس انشاءات|mohandes madani;mohandes mdni
architect|construction-and-real-estate|architecture|architect;architects;architectural engineer;architecture|مهندس معماري;مهندسة معمارية;معماري;هندسة معمارية;عمارة|
electrical-engineer|energy-and-utilities|electrical-engineering|electrical engineer;electrical engineering;power engineer|مهندس كهرباء;مهندسة كهرباء;مهندس كهربائي;هندسة كهربائية;مهندس قوى كهربائية|mohandes kahraba
mechanical-engineer|manufacturing|mechanical-engineering|mechanical engineer;mechanical engineering;maintenance engineer|مهندس ميكانيكا;مهندس ميكانيكي;مهندسة ميكانيكا;هندسة ميكانيكية;مهندس صيانة|
process-engineer|petrochemicals|chemical-engineering|process engineer;chemical engineer;chemical engineering|مهندس عمليات;مهندس كيميائي;مهندسة كيميائية;هندسة كيميائية;مهندس معالجة|
petroleum-engineer|oil-and-gas|petroleum-engineering|petroleum engineer;reservoir engineer;drilling engineer;production engineer;petroleum|مهندس بترول;مهندس نفط;مهندس حفر;مهندس مكامن;بترول;نفط|
industrial-engineer|manufacturing|industrial-engineering|industrial engineer;quality engineer|مهندس صناعي;مهندسة صناعية;هندسة صناعية;مهندس جودة|
hvac-engineer|construction-and-real-estate|mechanical-engineering|hvac engineer;mep engineer|مهندس تكييف;مهندس تكييف وتبريد|
project-engineer|construction-and-real-estate|civil-engineering|project engineer;planning engineer;planner|مهندس مشروع;مهندس مشاريع;مهندس تخطيط|
quantity-surveyor|construction-and-real-estate|civil-engineering|quantity surveyor;qs;cost engineer;estimator|مساح كميات;حاسب كميات;مهندس تكاليف;مهندس حصر كميات|
surveyor|construction-and-real-estate|civil-engineering|surveyor;land surveyor;survey engineer|مساح;مساحين;مهندس مساحة;مساحة|
geologist|mining|petroleum-engineering|geologist;geophysicist|جيولوجي;جيولوجية;جيوفيزيائي|
environmental-engineer|energy-and-utilities|civil-engineering|environmental engineer;environmental specialist|مهندس بيئة;مهندس بيئي;أخصائي بيئة|
telecom-engineer|telecommunications|electrical-engineering|telecom engineer;telecommunications engineer;network engineer rf;rf engineer|مهندس اتصالات;مهندسة اتصالات;اتصالات|
biomedical-engineer|healthcare|electrical-engineering|biomedical engineer;biomedical technician;medical equipment engineer|مهندس طبي;مهندس أجهزة طبية;فني أجهزة طبية|
aviation-engineer|aviation|mechanical-engineering|aircraft engineer;aviation engineer;aircraft maintenance engineer;aircraft technician|مهندس طيران;مهندس صيانة طائرات;فني طيران|
renewable-engineer|energy-and-utilities|electrical-engineering|renewable energy engineer;solar engineer|مهندس طاقة متجددة;مهندس طاقة شمسية|
interior-designer|construction-and-real-estate|interior-design|interior designer;interior design;decorator|مصمم داخلي;مصممة داخلية;تصميم داخلي;مهندس ديكور;مهندسة ديكور;ديكور|
draftsman|construction-and-real-estate|architecture|draftsman;draughtsman;autocad draftsman;cad technician|رسام هندسي;رسامة هندسية;رسام أوتوكاد;مصمم أوتوكاد|
hse-officer|oil-and-gas|industrial-engineering|hse officer;safety officer;hse;health and safety officer;safety engineer;ehs;occupational safety|مسؤول سلامة;مسؤول سلامة وصحة مهنية;أخصائي سلامة;سلامة;صحة وسلامة مهنية;مهندس سلامة;مشرف سلامة|سيفتي
qa-qc-engineer|construction-and-real-estate|industrial-engineering|qa qc engineer;quality control engineer;qc inspector;quality inspector|مهندس ضبط جودة;مراقب جودة;مفتش جودة|
site-supervisor|construction-and-real-estate|civil-engineering|site supervisor;construction supervisor;foreman;site foreman|مشرف موقع;مراقب موقع;مراقب مباني;فورمن;مشرف إنشاءات|
# IT
software-engineer|information-technology|software-engineering,computer-science|software engineer;software developer;developer;developers;programmer;programmers;software engineering;coder;application developer|مهندس برمجيات;مهندسة برمجيات;مطور;مطورة;مطورين;مطور برمجيات;مبرمج;مبرمجة;مبرمجين;برمجة;برمجيات|mobarmej;mubarmij;motawer;mutawwir;ديفلوبر;بروجرامر;سوفتوير
frontend-developer|information-technology|software-engineering,computer-science|frontend developer;front end developer;front-end developer;web developer;ui developer;react developer;javascript developer|مطور واجهات أمامية;مطورة واجهات أمامية;مطور واجهات;مطور ويب;مبرمج ويب;مطور مواقع|فرونت اند
backend-developer|information-technology|software-engineering,computer-science|backend developer;back end developer;java developer;node developer;python developer;.net developer;php developer|مطور خلفي;مطور واجهات خلفية;مبرمج جافا;مطور باك اند|باك اند
fullstack-developer|information-technology|software-engineering|full stack developer;fullstack developer|مطور شامل;مطور فل ستاك|فل ستاك
mobile-developer|information-technology|software-engineering|mobile developer;ios developer;android developer;flutter developer;app developer|مطور تطبيقات;مطور تطبيقات جوال;مبرمج تطبيقات;مطور أندرويد|
devops-engineer|information-technology|software-engineering,computer-engineering|devops engineer;devops;site reliability engineer;sre;cloud engineer;platform engineer|مهندس عمليات تطوير;مهندس ديف أوبس;مهندس سحابة;مهندس حوسبة سحابية|ديف اوبس
data-analyst|information-technology|data-science,statistics|data analyst;business intelligence analyst;bi analyst;reporting analyst;data analytics;analytics|محلل بيانات;محللة بيانات;محللين بيانات;تحليل بيانات;ذكاء أعمال|داتا اناليست
data-scientist|information-technology|data-science,artificial-intelligence|data scientist;machine learning engineer;ai engineer;ml engineer;artificial intelligence|عالم بيانات;عالمة بيانات;مهندس ذكاء اصطناعي;ذكاء اصطناعي;تعلم آلة|
data-engineer|information-technology|data-science|data engineer;etl developer;big data engineer|مهندس بيانات;مهندسة بيانات|
database-administrator|information-technology|information-systems|database administrator;dba;database developer;oracle dba|مدير قواعد بيانات;مسؤول قواعد بيانات;قواعد بيانات|
analyst|consulting|business-administration|analyst;analysts|محلل;محللة;محللين|
cybersecurity-analyst|information-technology|cybersecurity|cybersecurity analyst;cyber security analyst;security analyst;soc analyst;information security;cybersecurity;cyber security;infosec;penetration tester|محلل أمن سيبراني;محللة أمن سيبراني;أمن سيبراني;أمن معلومات;أخصائي أمن معلومات;مهندس أمن سيبراني;سايبر|سايبر سكيورتي
it-support|information-technology|information-technology|it support specialist;it support;helpdesk;help desk;technical support;desktop support;it technician;service desk;support engineer|أخصائي دعم فني;أخصائية دعم فني;دعم فني;فني دعم;دعم تقني;فني حاسب;فني كمبيوتر;مكتب المساعدة|هيلب ديسك;اي تي
network-engineer|information-technology|computer-engineering,information-technology|network engineer;network administrator;network specialist;networks|مهندس شبكات;مهندسة شبكات;فني شبكات;شبكات;مسؤول شبكات|نتورك
system-administrator|information-technology|information-technology|system administrator;systems administrator;sysadmin;systems engineer;infrastructure engineer|مدير أنظمة;مسؤول أنظمة;مهندس أنظمة;مهندس بنية تحتية|
ux-designer|information-technology|graphic-design|ui ux designer;ux designer;ui designer;product designer;ux researcher;user experience;ui/ux designer|مصمم تجربة مستخدم;مصمم واجهة مستخدم;مصمم تجربة وواجهة مستخدم;مصممة تجربة مستخدم;تجربة مستخدم|يو اكس
product-manager|information-technology|business-administration,management-information-systems|product manager;product owner;product management|مدير منتج;مديرة منتج;مالك منتج;إدارة منتجات|برودكت مانجر
qa-tester|information-technology|software-engineering|qa engineer;software tester;test engineer;quality assurance engineer;tester;qa|مختبر برمجيات;مهندس اختبار;مهندس ضمان جودة;فاحص برمجيات|
erp-consultant|information-technology|management-information-systems|erp consultant;sap consultant;oracle consultant;odoo consultant;erp|استشاري أنظمة تخطيط موارد;استشاري ساب;مستشار أنظمة erp|
business-analyst|information-technology|management-information-systems,business-administration|business analyst;systems analyst;functional analyst|محلل أعمال;محللة أعمال;محلل نظم;محلل أنظمة|
it-manager|information-technology|information-technology|it manager;head of it;cto;it director|مدير تقنية المعلومات;مدير تقنية;مدير تقنية معلومات|
game-developer|information-technology|software-engineering|game developer;unity developer|مطور ألعاب|
# business, consulting, projects
project-manager|consulting|project-management|project manager;project managers;project management;pmp;program manager;programme manager;project coordinator|مدير مشروع;مديرة مشروع;مدير مشاريع;مدراء مشاريع;إدارة مشاريع;منسق مشاريع;منسقة مشاريع|بروجكت مانجر
management-consultant|consulting|business-administration|management consultant;business consultant;strategy consultant;consultant;consulting;advisor|مستشار إداري;مستشارة إدارية;مستشار أعمال;استشاري إداري;مستشار;استشارات|
operations-manager|consulting|business-administration|operations manager;operations director;general manager;gm;coo|مدير عمليات;مديرة عمليات;مدير تشغيل;مدير عام|
business-development|consulting|business-administration,marketing|business development manager;business development;bdm;partnerships manager|مدير تطوير أعمال;أخصائي تطوير أعمال;تطوير أعمال|
administrative-assistant|government|business-administration|administrative assistant;admin assistant;office assistant;administrator;admin officer;administrative officer;office administrator|مساعد إداري;مساعدة إدارية;إداري;إدارية;موظف إداري;موظفة إدارية;إداريين;إداريات;أعمال إدارية|
secretary|government|business-administration|secretary;executive secretary;personal assistant;executive assistant;pa|سكرتير;سكرتيرة;سكرتارية;مساعد تنفيذي;سكرتير تنفيذي;مديرة مكتب;مدير مكتب|سكرتيره
receptionist|facilities-management|business-administration|receptionist;reception;front office;front desk officer|موظف استقبال;موظفة استقبال;استقبال;موظفات استقبال|ريسبشن;رسبشن;ريسبشنست
office-boy|facilities-management||office boy;tea boy;messenger;office attendant|مراسل;مراسلين;عامل بوفيه;قهوجي;صبي مكتب|اوفيس بوي
data-entry|government|business-administration|data entry;data entry clerk;data entry operator;typist|مدخل بيانات;مدخلة بيانات;إدخال بيانات;مدخلين بيانات;طابع|داتا انتري
document-controller|construction-and-real-estate|business-administration|document controller;archivist;records officer;archive clerk|مراقب وثائق;مسؤول أرشيف;أرشيف;موظف أرشيف;مسؤول وثائق|
translator|consulting|translation|translator;translators;interpreter;translation|مترجم;مترجمة;مترجمين;ترجمة;مترجم فوري|motarjem;mutarjim
strategy-manager|consulting|business-administration|strategy manager;planning manager;strategic planning|مدير استراتيجية;أخصائي تخطيط استراتيجي;تخطيط استراتيجي|
# finance
accountant|banking-and-finance|accounting,finance|accountant;accountants;accounting;general accountant;staff accountant;bookkeeper;chartered accountant;certified accountant;certified public accountant;cpa;socpa|محاسب;محاسبة;محاسبين;محاسبون;محاسبات;محاسب عام;مسك دفاتر;حسابات;محاسب قانوني;محاسبة قانونية;محاسبين قانونيين;محاسب معتمد|mohaseb;mohasib;muhasib;mo7aseb;mohasba;اكاونتنت;أكاونتنت;اكونتنت
chief-accountant|banking-and-finance|accounting|chief accountant;senior accountant;accounting manager;head of accounts|رئيس حسابات;محاسب أول;مدير حسابات;رئيس قسم الحسابات|
financial-analyst|banking-and-finance|finance,economics|financial analyst;finance analyst;investment analyst;fp&a analyst|محلل مالي;محللة مالية;محللين ماليين;تحليل مالي|
finance-manager|banking-and-finance|finance,accounting|finance manager;financial manager;cfo;finance director;financial controller;controller|مدير مالي;مديرة مالية;مراقب مالي;مدير الإدارة المالية|
auditor|banking-and-finance|accounting|auditor;internal auditor;external auditor;audit;auditors|مدقق;مدقق حسابات;مراجع حسابات;مراجع داخلي;مدقق داخلي;مراجعة داخلية;تدقيق|
cashier|retail|accounting|cashier;cashiers;teller;bank teller;till operator|كاشير;كاشيرة;أمين صندوق;أمينة صندوق;محصل;صراف;صرافة|kasheer;cashier
payroll-specialist|banking-and-finance|accounting,human-resources|payroll specialist;payroll officer;payroll accountant;payroll|أخصائي رواتب;محاسب رواتب;مسؤول رواتب;رواتب;مسيرات رواتب|
tax-accountant|banking-and-finance|accounting|tax accountant;tax specialist;vat accountant;zakat specialist;tax|محاسب ضرائب;أخصائي زكاة وضريبة;زكاة وضريبة|
credit-analyst|banking-and-finance|finance|credit analyst;credit officer;risk analyst|محلل ائتمان;محلل مخاطر;أخصائي ائتمان;ائتمان|
banker|banking-and-finance|islamic-banking,finance|banker;relationship manager;bank officer;branch banker;personal banker|موظف بنك;مدير علاقات;مصرفي;مدير علاقات عملاء;موظفة بنك|
collector|banking-and-finance|accounting|collector;collections officer;debt collector;collection specialist|محصل ديون;أخصائي تحصيل;تحصيل;موظف تحصيل|
actuary|insurance|statistics|actuary;actuarial analyst|خبير اكتواري;اكتواري|
insurance-specialist|insurance|finance|insurance specialist;underwriter;claims officer;insurance agent|أخصائي تأمين;مكتتب تأمين;مسؤول مطالبات;وكيل تأمين;تأمين|
investment-manager|banking-and-finance|finance|investment manager;portfolio manager;fund manager;wealth manager|مدير استثمار;مدير محافظ;مدير ثروات;استثمار|
economist|government|economics|economist;economic researcher|اقتصادي;باحث اقتصادي;خبير اقتصادي|
sharia-compliance|banking-and-finance|sharia,islamic-banking|sharia compliance officer;sharia officer;sharia auditor;shariah compliance;sharia|أخصائي التزام شرعي;أخصائية التزام شرعي;مراقب شرعي;مدقق شرعي;هيئة شرعية;التزام شرعي|
compliance-officer|banking-and-finance|law,finance|compliance officer;compliance specialist;aml officer;compliance|مسؤول التزام;أخصائي امتثال;امتثال;مكافحة غسل الأموال|
# HR
hr-specialist|consulting|human-resources|hr specialist;human resources specialist;hr officer;hr;human resources;personnel officer;hr generalist;hr coordinator;people operations|أخصائي موارد بشرية;أخصائية موارد بشرية;موارد بشرية;شؤون الموظفين;شئون الموظفين;شؤون موظفين;موظف موارد بشرية;مسؤول موارد بشرية;موظف شؤون موظفين|اتش ار
hr-manager|consulting|human-resources|hr manager;human resources manager;head of hr;hr director;chro|مدير موارد بشرية;مديرة موارد بشرية;مدير شؤون الموظفين|
recruiter|consulting|human-resources|recruiter;recruitment specialist;talent acquisition;recruitment officer;headhunter|أخصائي توظيف;أخصائية توظيف;مسؤول توظيف;توظيف;استقطاب;أخصائي استقطاب مواهب|ريكروتر
training-coordinator|consulting|human-resources|training coordinator;learning and development specialist;l&d specialist;training|منسق تدريب;أخصائي تطوير وتدريب;تطوير الموظفين;تدريب|
saudization-officer|government|human-resources|saudization officer;government relations officer;gro;pro;public relations officer government|أخصائي توطين;مسؤول سعودة;معقب;معقبين;مسؤول علاقات حكومية;علاقات حكومية;مندوب حكومي|
# sales and marketing
sales-representative|retail|marketing,business-administration|sales representative;sales rep;salesman;saleswoman;sales executive;sales;sales agent;sales associate;sales officer;salesperson|مندوب مبيعات;مندوبة مبيعات;مندوبين مبيعات;مبيعات;بائع;بائعة;موظف مبيعات;موظفة مبيعات;أخصائي مبيعات;مسوق ميداني|سيلز;مندوب سيلز;sales;بياع;بياعين;بياعة;سيلزمان;سيلز مان
sales-manager|retail|marketing,business-administration|sales manager;sales director;head of sales;area sales manager;regional sales manager;sales supervisor|مدير مبيعات;مديرة مبيعات;مشرف مبيعات;مدير منطقة مبيعات|سيلز مانجر
account-manager|retail|marketing|account manager;key account manager;account executive;client manager|مدير حسابات عملاء;مدير حسابات رئيسية;مدير حساب|
pre-sales|information-technology|marketing|presales engineer;pre sales consultant;solutions engineer;sales engineer|مهندس مبيعات;مهندس ما قبل البيع;مستشار حلول|
real-estate-agent|construction-and-real-estate|marketing|real estate agent;property consultant;real estate broker;leasing agent;property manager|وسيط عقاري;مسوق عقاري;مستشار عقاري;مدير أملاك;عقار;عقارات|
telesales|retail|marketing|telesales;telemarketing;telesales agent;inside sales|مبيعات هاتفية;مسوق هاتفي;تسويق هاتفي|تيلي سيلز
marketing-specialist|media-and-entertainment|marketing|marketing specialist;marketing officer;marketing executive;marketing;marketer;marketing coordinator|أخصائي تسويق;أخصائية تسويق;تسويق;مسوق;مسوقة;موظف تسويق|ماركتنج
digital-marketing|media-and-entertainment|marketing|digital marketing specialist;digital marketing;performance marketing;seo specialist;sem specialist;growth marketer;ecommerce marketing|أخصائي تسويق رقمي;أخصائية تسويق رقمي;تسويق رقمي;تسويق إلكتروني;مسوق إلكتروني;مسوق رقمي|ديجيتال ماركتنج
social-media|media-and-entertainment|marketing,media-and-journalism|social media specialist;social media manager;community manager;content creator;influencer|أخصائي تواصل اجتماعي;مدير حسابات تواصل اجتماعي;سوشيال ميديا;صانع محتوى;صانعة محتوى|سوشل ميديا
marketing-manager|media-and-entertainment|marketing|marketing manager;head of marketing;brand manager;cmo|مدير تسويق;مديرة تسويق;مدير علامة تجارية|
market-researcher|consulting|marketing,statistics|market researcher;market research analyst;research analyst|باحث تسويق;باحث سوق;أبحاث السوق|
merchandiser|retail|marketing|merchandiser;visual merchandiser;promoter|منسق بضائع;منسقة عرض;مروج مبيعات;مروجة;مرتب رفوف|ميرشندايزر
public-relations|media-and-entertainment|public-relations|public relations specialist;pr specialist;communications specialist;corporate communications;public relations|أخصائي علاقات عامة;أخصائية علاقات عامة;علاقات عامة;اتصال مؤسسي|
event-coordinator|media-and-entertainment|public-relations,tourism|event coordinator;event manager;events planner|منسق فعاليات;منسقة فعاليات;منظم فعاليات;فعاليات;منظم مناسبات|
# media and design
graphic-designer|media-and-entertainment|graphic-design|graphic designer;designer;visual designer;graphic design;art director|مصمم جرافيك;مصممة جرافيك;مصمم;مصممة;مصممين;تصميم جرافيك;مصمم جرافيكس;تصميم|جرافيك ديزاينر;ديزاينر
motion-designer|media-and-entertainment|graphic-design|motion graphics designer;animator;2d animator;3d artist|مصمم موشن جرافيك;رسام متحرك;مصمم ثلاثي الأبعاد|موشن جرافيك
video-editor|media-and-entertainment|media-and-journalism|video editor;videographer;cameraman;video producer;montage|محرر فيديو;مونتير;مصور فيديو;مونتاج|
photographer|media-and-entertainment|media-and-journalism|photographer;photography|مصور;مصورة;مصور فوتوغرافي;تصوير فوتوغرافي|
content-writer|media-and-entertainment|media-and-journalism,arabic-language|content writer;copywriter;writer;content creator writer;editor;content specialist|كاتب محتوى;كاتبة محتوى;كتابة محتوى;محرر محتوى;كاتب;محرر;صانع محتوى مكتوب|كونتنت رايتر;كوبي رايتر
journalist|media-and-entertainment|media-and-journalism|journalist;reporter;correspondent;news editor|صحفي;صحفية;مراسل صحفي;محرر أخبار;إعلامي;إعلامية|
presenter|media-and-entertainment|media-and-journalism|presenter;tv presenter;broadcaster;voice over artist;radio host|مذيع;مذيعة;مقدم برامج;معلق صوتي|
# customer service
customer-service|telecommunications|business-administration|customer service representative;customer service;customer service agent;call center agent;call centre agent;contact center agent;customer support;customer care;csr;customer service officer;call center|ممثل خدمة عملاء;ممثلة خدمة عملاء;خدمة عملاء;خدمة العملاء;موظف خدمة عملاء;موظفة خدمة عملاء;كول سنتر;مركز اتصال;مركز الاتصال;رعاية عملاء;دعم عملاء|كول سنتر;كستمر سيرفس;call center
customer-service-supervisor|telecommunications|business-administration|customer service supervisor;call center supervisor;team leader customer service;customer experience manager|مشرف خدمة عملاء;مشرفة خدمة عملاء;مشرف كول سنتر;مدير تجربة العملاء|
# legal
legal-counsel|legal-services|law,sharia|legal counsel;lawyer;lawyers;legal advisor;legal adviser;attorney;legal consultant;in-house counsel;legal|مستشار قانوني;مستشارة قانونية;محامي;محامية;محامين;محامون;قانوني;قانونية;مستشار شرعي|mo7ami;mohami;lawyer
legal-secretary|legal-services|law|legal secretary;paralegal;legal assistant|سكرتير قانوني;مساعد قانوني;باحث قانوني;باحثة قانونية|
contracts-specialist|legal-services|law|contracts specialist;contract administrator;contracts manager;contracts engineer|أخصائي عقود;مسؤول عقود;مدير عقود;إدارة العقود;عقود|
notary-clerk|government|law|court clerk;notary clerk;legal clerk|كاتب عدل;كاتب ضبط;موثق;موثقة|
# procurement and logistics
procurement-specialist|transportation-and-logistics|supply-chain-and-logistics|procurement specialist;purchasing officer;buyer;procurement officer;purchaser;procurement;purchasing;sourcing specialist|أخصائي مشتريات;أخصائية مشتريات;مشتريات;مسؤول مشتريات;موظف مشتريات;مندوب مشتريات;مشتري|
supply-chain-manager|transportation-and-logistics|supply-chain-and-logistics|supply chain manager;supply chain specialist;supply chain;demand planner|مدير سلاسل إمداد;أخصائي سلاسل إمداد;سلاسل الإمداد;سلسلة الإمداد;تخطيط الطلب|
logistics-coordinator|transportation-and-logistics|supply-chain-and-logistics|logistics coordinator;logistics officer;logistics specialist;logistics;shipping coordinator;dispatcher;freight forwarder|منسق خدمات لوجستية;منسقة خدمات لوجستية;لوجستيات;خدمات لوجستية;منسق لوجستي;أخصائي لوجستيات;منسق شحن;شحن|لوجستك
warehouse-supervisor|transportation-and-logistics|supply-chain-and-logistics|warehouse supervisor;warehouse manager;storekeeper;store keeper;warehouse;inventory controller;stock controller;warehouse keeper|مشرف مستودع;مشرفة مستودع;مستودع;مستودعات;أمين مستودع;أمناء مستودعات;مدير مستودع;أمين مخزن;مخازن;مراقب مخزون;مخزون|ستور كيبر;ستوركيبر
warehouse-worker|transportation-and-logistics||warehouse worker;picker;packer;loader;warehouse helper;forklift operator|عامل مستودع;عمال مستودع;عامل تحميل;عامل تغليف;مشغل رافعة شوكية;سائق فوركلفت|فوركلفت
customs-broker|transportation-and-logistics|supply-chain-and-logistics|customs broker;customs clearance;clearance agent|مخلص جمركي;مخلصين جمركيين;تخليص جمركي|
fleet-manager|transportation-and-logistics|supply-chain-and-logistics|fleet manager;fleet supervisor;transport supervisor;transport coordinator|مدير أسطول;مشرف نقل;مشرف حركة;منسق نقل|
import-export|transportation-and-logistics|supply-chain-and-logistics|import export specialist;import coordinator;export coordinator|أخصائي استيراد وتصدير;استيراد وتصدير;منسق استيراد|
# drivers
driver|transportation-and-logistics||driver;drivers;chauffeur;driving|سائق;سائقة;سائقين;سائقون;سواق;سواقين;قيادة|sa2eq;sayeq;saeq;sa2ek;sawa2;سواق;درايفر;دريول;دريولية
delivery-driver|transportation-and-logistics||delivery driver;courier;delivery rider;delivery man;motorcycle courier;delivery agent;delivery representative;delivery|سائق توصيل;سائقة توصيل;مندوب توصيل;مندوبين توصيل;مناديب توصيل;توصيل;مندوب;مناديب;موصل طلبات|delivery;دليفري
truck-driver|transportation-and-logistics||truck driver;heavy driver;trailer driver;lorry driver;heavy vehicle driver|سائق شاحنة;سائق نقل ثقيل;سائق تريلا;سائق دينا;سائقي شاحنات|
bus-driver|transportation-and-logistics||bus driver;school bus driver;coach driver|سائق حافلة;سائق باص;سائق حافلات مدرسية|
private-driver|transportation-and-logistics||private driver;family driver;personal driver;limousine driver;taxi driver|سائق خاص;سائق عائلة;سائق ليموزين;سائق أجرة;سائق تاكسي|
pilot|aviation||pilot;airline pilot;first officer;captain pilot|طيار;طيارة;طيارين;مساعد طيار;قائد طائرة|
flight-attendant|aviation|tourism|flight attendant;cabin crew;air host;air hostess;steward|مضيف طيران;مضيفة طيران;مضيفين;مضيفات;طاقم الضيافة الجوية|
ground-staff|aviation|tourism|ground staff;airport agent;check in agent;ramp agent;airport customer service|موظف خدمات أرضية;خدمات أرضية;موظف مطار|
ship-crew|transportation-and-logistics||seaman;marine engineer;ship captain;deck officer;port operator|بحار;بحارة;ضابط بحري;ربان;مهندس بحري;عامل ميناء|
# crafts and technicians
technician|manufacturing||technician;technicians;technical|فني;فنية;فنيين;فنيون;تقني;تقنية;فنيات|fanni;fany;tekneshan;تكنيشن
electrician|energy-and-utilities|electrical-engineering|electrician;electricians;electrical technician;electrical;electricity;wireman|فني كهرباء;فنيين كهرباء;كهربائي;كهربائيين;كهرباء;كهربجي;فني كهربائي|kahrabai;kahrabaei;kahraba2y;kahrabji;الكتريشن;اليكتريشن
hvac-technician|facilities-management|mechanical-engineering|hvac technician;ac technician;air conditioning technician;refrigeration technician;hvac;air conditioning;chiller technician|فني تكييف;فني تكييف وتبريد;فنيين تكييف;تكييف;تبريد;تكييف وتبريد;فني تبريد;مكيفات|takyeef;مكانيكي تكييف
plumber|construction-and-real-estate||plumber;plumbers;plumbing;pipe fitter;pipefitter|سباك;سباكين;سباكة;فني سباكة;فني صحي;سمكري|sabbak;sabak;مواسرجي;بلمبر
carpenter|construction-and-real-estate||carpenter;carpenters;joiner;carpentry;woodworker|نجار;نجارين;نجارة;فني نجارة|najjar;najar;كاربنتر
welder|manufacturing||welder;welders;welding;fabricator|لحام;لحامين;فني لحام;لحامة;حداد;حدادين;حدادة|lahham;ويلدر
painter|construction-and-real-estate||painter;painters;painting;decorator painter|دهان;دهانين;نقاش;صباغ;فني دهانات;دهانات|dahhan;بوياجي;بينتر
mason|construction-and-real-estate||mason;bricklayer;tiler;tile fixer;plasterer;construction worker;laborer;labourer;labor;worker|بناء;بنائين;مبلط;مليس;عامل بناء;عمال بناء;عامل;عمال;عمالة|لياس;بلاط
mechanic|automotive|mechanical-engineering|mechanic;car mechanic;auto mechanic;mechanics;automotive technician;diesel mechanic|ميكانيكي;ميكانيكيين;ميكانيكا سيارات;فني سيارات;فني ميكانيكا;ميكانيك|mekaneeki;mikaniki;ميكانيكى
auto-electrician|automotive|electrical-engineering|auto electrician;car electrician|كهربائي سيارات;فني كهرباء سيارات|
body-shop|automotive||panel beater;car painter;body shop technician|سمكري سيارات;سمكرة;دهان سيارات;فني سمكرة|
maintenance-technician|facilities-management|mechanical-engineering|maintenance technician;maintenance worker;handyman;general maintenance;facility technician;maintenance|فني صيانة;فنيين صيانة;صيانة;عامل صيانة;فني صيانة عامة;صيانة عامة|
instrument-technician|oil-and-gas|electrical-engineering|instrument technician;instrumentation technician;control technician|فني أجهزة دقيقة;فني أجهزة قياس;فني تحكم|
machine-operator|manufacturing||machine operator;production operator;operator;plant operator;cnc operator|مشغل آلات;مشغل ماكينة;مشغل إنتاج;مشغل;مشغلين;عامل إنتاج;عامل مصنع|
production-supervisor|manufacturing|industrial-engineering|production supervisor;production manager;plant manager;factory manager|مشرف إنتاج;مدير إنتاج;مدير مصنع;إنتاج|
quality-controller|manufacturing|industrial-engineering,chemistry|quality controller;quality control;quality assurance;quality officer;quality specialist|مراقب جودة;أخصائي جودة;ضبط الجودة;جودة;ضمان الجودة;مسؤول جودة|
lab-chemist|petrochemicals|chemistry|chemist lab;lab chemist;chemical analyst;chemistry|كيميائي;كيميائية;محلل كيميائي;كيمياء|
crane-operator|construction-and-real-estate||crane operator;heavy equipment operator;excavator operator;equipment operator|مشغل رافعة;مشغل كرين;سائق معدات ثقيلة;مشغل معدات ثقيلة;سائق شيول|كرين
scaffolder|construction-and-real-estate||scaffolder;rigger;rigging|عامل سقالات;ريقر|سكافولدر
tailor|retail||tailor;seamstress;dressmaker;sewing|خياط;خياطة;خياطين;تفصيل|khayyat
barber|retail||barber;hairdresser;hair stylist;beautician;makeup artist;nail technician;salon|حلاق;حلاقين;كوافيرة;مصففة شعر;خبيرة تجميل;أخصائية تجميل;مشغل نسائي|كوافير;مزين
gardener|agriculture|biology|gardener;landscaper;farm worker;agricultural worker;farmer|مزارع;عامل زراعة;بستاني;منسق حدائق;زراعة|جنايني
agricultural-engineer|agriculture|biology|agricultural engineer;agronomist;agriculture specialist|مهندس زراعي;مهندسة زراعية;أخصائي زراعي;زراعي|
cleaner|facilities-management||cleaner;cleaners;janitor;housekeeper;housekeeping;cleaning;custodian|عامل نظافة;عمال نظافة;عاملة نظافة;نظافة;منظف;منظفة;مشرف نظافة|فراش;فراشين;كلينر
housemaid|facilities-management||housemaid;domestic worker;maid;house helper|عاملة منزلية;خادمة;عاملات منزليات;شغالة|خدامة;خدامات;شغالات
# hospitality and food
front-desk-agent|hospitality-and-tourism|hospitality-management,tourism|front desk agent;hotel receptionist;front office agent;guest service agent;front desk;concierge;guest relations|موظف استقبال فندقي;موظفة استقبال فندقي;استقبال فندق;موظف استقبال فندق;علاقات النزلاء;كونسيرج;خدمة النزلاء|
hotel-manager|hospitality-and-tourism|hospitality-management|hotel manager;general manager hotel;hospitality manager;rooms division manager;front office manager|مدير فندق;مديرة فندق;مدير ضيافة;مدير مكتب أمامي|
chef|food-and-beverage|hospitality-management|chef;chefs;cook;cooks;sous chef;head chef;kitchen;pastry chef;line cook;commis|طباخ;طباخين;طباخة;شيف;طهاة;طاهي;طاهية;مطبخ;مساعد طباخ;حلواني|tabbakh;shef;شيف;كوك
barista|food-and-beverage|hospitality-management|barista;baristas;coffee maker;coffee shop|باريستا;صانع قهوة;صانعة قهوة;قهوة مختصة|barista
waiter|food-and-beverage|hospitality-management|waiter;waitress;waiters;server;food server;steward restaurant;host|نادل;نادلة;جرسون;مقدم طعام;مضيف مطعم;مضيفة مطعم;خدمة طاولات|جرسون;ويتر;غرسون
restaurant-manager|food-and-beverage|hospitality-management|restaurant manager;restaurant supervisor;outlet manager;f&b manager;food and beverage manager|مدير مطعم;مشرف مطعم;مدير أغذية ومشروبات;مشرف صالة|
baker|food-and-beverage||baker;bakers;bakery|خباز;خبازين;مخبز;مخابز|فران;فرانين
butcher|food-and-beverage||butcher;meat cutter|جزار;جزارين;ملحمة|
food-safety|food-and-beverage|public-health|food safety specialist;food safety officer;food inspector|أخصائي سلامة غذاء;مراقب أغذية;سلامة الغذاء|
tour-guide|hospitality-and-tourism|tourism|tour guide;travel consultant;travel agent;tourism officer;tourist guide|مرشد سياحي;مرشدة سياحية;وكيل سفر;موظف حجوزات;سياحة;سياحي|
reservations-agent|hospitality-and-tourism|tourism|reservations agent;booking agent;ticketing agent;reservation officer|موظف حجوزات;منسق حجوزات;حجوزات;موظف تذاكر|
# retail
store-manager|retail|business-administration|store manager;branch manager;shop manager;retail manager;showroom manager;branch|مدير فرع;مديرة فرع;مدير متجر;مدير محل;مدير معرض;فرع|ستور مانجر
assistant-store-manager|retail|business-administration|assistant store manager;assistant branch manager;shift supervisor;store supervisor|مساعد مدير فرع;نائب مدير فرع;مشرف وردية;مشرف فرع;مشرف محل|
shop-assistant|retail||shop assistant;retail assistant;sales assistant;store associate;shop keeper;sales clerk|بائع محل;بائعة محل;موظف محل;عامل محل;بائعة;موظفة محل;بائعات|
cashier-retail|retail||checkout operator;pos operator;retail cashier|كاشير سوبرماركت;كاشير محل;نقاط البيع|
pharmacy-sales|retail|pharmacy|pharmacy sales;beauty advisor;cosmetics advisor|مستشارة تجميل;مستشار مستحضرات تجميل;مبيعات مستحضرات|
ecommerce-specialist|e-commerce|marketing|ecommerce specialist;e-commerce specialist;online store manager;marketplace specialist;e-commerce|أخصائي تجارة إلكترونية;مدير متجر إلكتروني;تجارة إلكترونية;متجر إلكتروني|
category-manager|retail|business-administration|category manager;buyer retail;planogram specialist|مدير فئة;مدير أصناف|
# security
security-guard|security-services||security guard;security officer;guard;guards;security;watchman;bodyguard;security supervisor;security personnel|حارس أمن;حراس أمن;حارسة أمن;حارس;حراس;أمن;حراسة;حارس أمن نسائي;مشرف أمن;أمن وسلامة;سكيورتي|haris;7ares;سكيوريتي;ناطور;نواطير;غفير;خفير
cctv-operator|security-services||cctv operator;control room operator;monitoring operator|مراقب كاميرات;مشغل غرفة مراقبة;مراقب أمني|
firefighter|security-services||firefighter;fire fighter;fire officer;fire safety officer|رجل إطفاء;إطفائي;إطفاء;مسؤول سلامة من الحريق;دفاع مدني|
# government contracting and facilities
facilities-manager|facilities-management|business-administration|facilities manager;facility manager;property maintenance manager;fm manager|مدير مرافق;مدير صيانة وتشغيل;إدارة المرافق;مدير منشآت|
operation-maintenance-supervisor|facilities-management|mechanical-engineering|o&m supervisor;operation and maintenance supervisor;maintenance supervisor;maintenance manager|مشرف تشغيل وصيانة;مشرف صيانة;مدير صيانة;تشغيل وصيانة|
tender-specialist|government|business-administration|tender specialist;tendering engineer;bid manager;proposal engineer;proposals specialist;tenders|أخصائي مناقصات;مسؤول مناقصات;مهندس عطاءات;مناقصات;منافسات;مشتريات حكومية;عطاءات|
government-contracts-manager|government|business-administration,law|government contracts manager;government contracts;public procurement specialist|مدير عقود حكومية;عقود حكومية;أخصائي منافسات حكومية|
municipal-inspector|government|civil-engineering|municipal inspector;building inspector;health inspector;inspector|مراقب بلدي;مراقب صحي;مفتش;مفتشة;مراقب بلدية|
civil-servant|government|business-administration|civil servant;government employee;public sector employee;clerk|موظف حكومي;موظفة حكومية;موظف;موظفة;موظفين;كاتب;كاتبة;كاتب إداري|
mosque-imam|non-profit|islamic-studies,sharia|imam;muezzin;preacher;religious guide|إمام مسجد;مؤذن;خطيب;داعية;أئمة;إمام|
# management and leadership
ceo|consulting|business-administration|ceo;chief executive officer;managing director;executive director|رئيس تنفيذي;الرئيس التنفيذي;مدير تنفيذي;عضو منتدب|
manager|consulting|business-administration|manager;managers;head;director;management|مدير;مديرة;مدراء;مديرين;رئيس قسم;إدارة|modeer;mudeer;مانجر;مانيجر
supervisor|consulting|business-administration|supervisor;supervisors;team leader;team lead;shift leader;coordinator|مشرف;مشرفة;مشرفين;مشرفات;قائد فريق;رئيس فريق;منسق;منسقة|moshref;mushrif
specialist|consulting||specialist;specialists;officer;executive|أخصائي;أخصائية;أخصائيين;اختصاصي;مسؤول;مسؤولة|akhesa2y;akhsa2i
assistant|consulting||assistant;assistants;helper;aide|مساعد;مساعدة;مساعدين|mosa3ed
fresh-graduate|consulting||fresh graduate|حديث تخرج;خريج;خريجين;حديثي التخرج|
# sports and wellbeing
fitness-trainer|media-and-entertainment||fitness trainer;personal trainer;gym instructor;coach;sports coach;swimming coach|مدرب لياقة;مدربة لياقة;مدرب شخصي;مدرب رياضي;مدرب سباحة;مدربة رياضية|
lifeguard|hospitality-and-tourism||lifeguard;pool attendant|منقذ;منقذ سباحة;منقذة|
spa-therapist|hospitality-and-tourism||spa therapist;massage therapist|أخصائي مساج;معالجة سبا;مدلك|
# more health
nurse-icu|healthcare|nursing|icu nurse;critical care nurse;er nurse;emergency nurse;or nurse;operating room nurse|ممرض عناية مركزة;ممرضة عناية مركزة;ممرض طوارئ;ممرضة طوارئ;ممرض عمليات|
home-health|healthcare|nursing|home health nurse;home care nurse|ممرض رعاية منزلية;ممرضة رعاية منزلية|
medical-lab-manager|healthcare|medical-laboratory-sciences|laboratory manager;lab manager;lab supervisor|مدير مختبر;مشرف مختبر|
health-educator|healthcare|public-health|health educator;health promotion specialist|مثقف صحي;مثقفة صحية;أخصائي تثقيف صحي;تثقيف صحي|
medical-equipment-sales|healthcare|pharmacy|medical sales representative;medical device sales;medical equipment sales|مندوب مبيعات أجهزة طبية;مبيعات أجهزة طبية|
sterilization-technician|healthcare|nursing|sterilization technician;cssd technician|فني تعقيم;فنية تعقيم;تعقيم|
anesthesia-technician|healthcare|medicine|anesthesia technician|فني تخدير;فنية تخدير|
cardiac-technician|healthcare|medicine|cardiac technician;echo technician;ecg technician|فني قلب;فني تخطيط قلب;أخصائي قلب وصدر|
dialysis-nurse|healthcare|nursing|dialysis nurse;dialysis technician;renal nurse|ممرض غسيل كلى;ممرضة غسيل كلى;فني غسيل كلى;غسيل كلى|
medical-records|healthcare|health-administration|medical records officer;medical records clerk;health records|موظف سجلات طبية;سجلات طبية;ملفات طبية|
patient-relations|healthcare|health-administration|patient relations officer;patient experience specialist;patient services|علاقات مرضى;أخصائي علاقات مرضى;تجربة المريض;خدمات المرضى|
# more IT/engineering
embedded-engineer|manufacturing|computer-engineering,electrical-engineering|embedded engineer;embedded systems engineer;firmware engineer;electronics engineer|مهندس أنظمة مدمجة;مهندس إلكترونيات;إلكترونيات;فني إلكترونيات|
gis-specialist|government|civil-engineering,information-systems|gis specialist;gis analyst;gis engineer|أخصائي نظم معلومات جغرافية;نظم معلومات جغرافية;محلل جي آي إس|جي اي اس
technical-writer|information-technology|english-language|technical writer;documentation specialist|كاتب تقني;محرر وثائق تقنية|
it-project-manager|information-technology|project-management,information-technology|it project manager;scrum master;agile coach;delivery manager|مدير مشاريع تقنية;سكرم ماستر;مدير تسليم|
blockchain-developer|information-technology|computer-science|blockchain developer;smart contract developer|مطور بلوك تشين|
salesforce-developer|information-technology|software-engineering|salesforce developer;crm developer;crm specialist|مطور سيلزفورس;أخصائي علاقات عملاء crm|
solution-architect|information-technology|software-engineering,computer-science|solution architect;solutions architect;software architect;enterprise architect;technical architect|مهندس حلول;معماري حلول;معماري برمجيات;مهندس معماري للحلول|
electrical-technician-power|energy-and-utilities|electrical-engineering|substation technician;lineman;power technician;high voltage technician|فني محطات كهرباء;فني ضغط عالي;فني خطوط كهرباء|
mechanical-technician|manufacturing|mechanical-engineering|mechanical technician;millwright;fitter;mechanical fitter|فني ميكانيكا;فني ميكانيكي;فيتر;فني تركيبات|
water-treatment|energy-and-utilities|chemical-engineering|water treatment operator;water treatment engineer;desalination operator|مشغل محطة تحلية;مهندس معالجة مياه;معالجة مياه;تحلية|
mining-engineer|mining|petroleum-engineering|mining engineer;mine supervisor|مهندس تعدين;تعدين;مشرف منجم|
urban-planner|government|architecture|urban planner;town planner;urban designer|مخطط عمراني;مخططة عمرانية;تخطيط عمراني;تخطيط مدن|
landscape-architect|construction-and-real-estate|architecture|landscape architect;landscape designer|مهندس لاندسكيب;مصمم حدائق;تنسيق حدائق|لاندسكيب
estimation-engineer|construction-and-real-estate|civil-engineering|estimation engineer;cost estimator|مهندس تقدير تكاليف;مهندس تسعير;تسعير|
mep-engineer|construction-and-real-estate|mechanical-engineering,electrical-engineering|mep engineer;mep coordinator|مهندس إم إي بي;مهندس أعمال كهروميكانيكية;كهروميكانيك|ام اي بي
# finance extra
treasury-specialist|banking-and-finance|finance|treasury specialist;treasury analyst;treasurer|أخصائي خزينة;خزينة;أمين خزينة|
accounts-payable|banking-and-finance|accounting|accounts payable accountant;accounts receivable accountant;ap accountant;ar accountant;billing specialist|محاسب ذمم دائنة;محاسب ذمم مدينة;محاسب مدفوعات;أخصائي فوترة;فوترة;ذمم|
cost-accountant|manufacturing|accounting|cost accountant;cost controller;costing accountant|محاسب تكاليف;مراقب تكاليف;تكاليف|
budget-analyst|government|finance,accounting|budget analyst;budget officer|محلل ميزانية;أخصائي ميزانية;ميزانية;موازنة|
statistician|government|statistics,mathematics|statistician;statistical analyst;biostatistician|إحصائي;إحصائية;محلل إحصائي;إحصاء|
# other
researcher|education|biology,chemistry,physics|researcher;research assistant;research scientist;scientist|باحث;باحثة;باحثين;مساعد باحث;باحث علمي;بحث علمي|
lab-technician-industrial|manufacturing|chemistry|lab technician industrial;qc lab technician;laboratory analyst|فني مختبر جودة;محلل مختبر|
librarian-archivist|government|media-and-journalism|archivist curator;museum curator|أمين متحف;أمينة متحف;متاحف|
hajj-umrah-services|hospitality-and-tourism|tourism|hajj services;umrah services;pilgrim services officer;hajj and umrah|خدمات حجاج;خدمة الحجاج;حج وعمرة;خدمة المعتمرين;مرشد حجاج|
call-center-sales|telecommunications|marketing|outbound sales agent;call center sales|مبيعات كول سنتر;مبيعات مركز اتصال|
valet|hospitality-and-tourism||valet;valet parking attendant;parking attendant;doorman|صف سيارات;عامل مواقف;موظف مواقف;بواب|فاليه
porter|hospitality-and-tourism||porter;bellboy;bellman|حمال;عامل أمتعة;بل بوي|عتال;شيال
laundry-worker|hospitality-and-tourism||laundry worker;laundry attendant;dry cleaner|عامل مغسلة;مغسلة;مكوي|مكوجي
sewing-machine-operator|manufacturing||sewing machine operator;garment worker|عامل خياطة;مشغل ماكينة خياطة|
jeweler|retail||jeweler;jeweller;goldsmith;jewelry sales|صائغ;صاغة;بائع ذهب;مجوهرات|
optician-sales|retail||optical sales;eyewear consultant|بائع نظارات;مستشار بصريات|
florist|retail||florist;flower arranger|منسق زهور;منسقة زهور;بائع ورد|
mobile-technician|telecommunications||mobile technician;phone repair technician;mobile repair|فني جوالات;فني صيانة جوالات;صيانة جوالات;فني موبايل|
solar-technician|energy-and-utilities|electrical-engineering|solar technician;solar installer;pv technician|فني طاقة شمسية;فني ألواح شمسية|
elevator-technician|facilities-management|mechanical-engineering|elevator technician;lift technician;escalator technician|فني مصاعد;فنيين مصاعد;مصاعد|
fire-alarm-technician|facilities-management|electrical-engineering|fire alarm technician;fire fighting technician;fire systems technician|فني إنذار حريق;فني أنظمة إطفاء;أنظمة الحريق|
glass-aluminum-technician|construction-and-real-estate||aluminum fabricator;glass installer;aluminium technician|فني ألمنيوم;فني زجاج;ألمنيوم|
upholsterer|retail||upholsterer;curtain installer|منجد;تنجيد;فني ستائر|
locksmith|retail||locksmith;key cutter|فني أقفال;مفاتيح|
interpreter-sign|non-profit|special-education|sign language interpreter|مترجم لغة إشارة;مترجمة لغة إشارة;لغة الإشارة|
volunteer-coordinator|non-profit|public-relations|volunteer coordinator;community officer;csr officer|منسق تطوع;منسقة تطوع;مسؤولية اجتماعية;خدمة مجتمع|
fundraiser|non-profit|public-relations|fundraiser;fundraising officer;donor relations|أخصائي تنمية موارد;جمع تبرعات;تنمية الموارد المالية|
insurance-sales|insurance|marketing|insurance sales;insurance advisor;bancassurance officer|مستشار تأمين;مبيعات تأمين|
car-sales|automotive|marketing|car sales executive;car salesman;automotive sales;showroom sales|مبيعات سيارات;مندوب مبيعات سيارات;بائع سيارات|
service-advisor|automotive|business-administration|service advisor;service receptionist automotive|مستشار خدمة;مستشار صيانة سيارات|
tire-technician|automotive||tire technician;tyre fitter;car wash worker|فني إطارات;بنشري;عامل مغسلة سيارات;مغسلة سيارات|بنشر
pest-control|facilities-management|biology|pest control technician;exterminator|فني مكافحة حشرات;مكافحة حشرات;مكافحة آفات|
call-taker-dispatcher|security-services||emergency dispatcher;call taker;operations room operator|موظف بلاغات;مستقبل بلاغات;غرفة عمليات|
school-bus-supervisor|education||bus supervisor;bus monitor|مشرفة حافلة;مرافقة حافلة;مرافقة طالبات|
quran-memorization|non-profit|islamic-studies|quran memorization teacher;hafiz|محفظ قرآن كريم;معلمة تحفيظ;تحفيظ|
counselor-family|non-profit|psychology|family counselor;marriage counselor|مستشار أسري;مستشارة أسرية;إرشاد أسري|
legal-researcher|legal-services|law,sharia|legal researcher;legal analyst|باحث قانوني;باحث شرعي|
risk-manager|banking-and-finance|finance|risk manager;risk officer;enterprise risk;risk management|مدير مخاطر;أخصائي مخاطر;إدارة المخاطر;مخاطر|
investor-relations|banking-and-finance|finance,public-relations|investor relations officer;investor relations|علاقات المستثمرين;أخصائي علاقات مستثمرين|
esports-community|media-and-entertainment|media-and-journalism|community moderator;esports coordinator;gaming community manager|منسق رياضات إلكترونية;مشرف مجتمع|
voice-actor|media-and-entertainment|media-and-journalism|voice actor;dubbing artist|ممثل صوتي;مؤدي صوتي;دبلجة|
`;

const list = (field: string | undefined, separator: string) => (field ?? '').split(separator).map((item) => item.trim()).filter(Boolean);

export const occupationSeeds: readonly TOccupationSeed[] = DATA.split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [slug, sector, majors, en, ar, spellings] = line.split('|');
    return { slug: slug!.trim(), sector: sector!.trim(), majors: list(majors, ','), forms_en: list(en, ';'), forms_ar: list(ar, ';'), spellings: list(spellings, ';') };
  });
