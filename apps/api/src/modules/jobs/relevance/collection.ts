/**
 * The relevance test collection of job search (issue 12, decision 023): what Saudi job seekers type, with the
 * demo jobs relevant to each, judged by what the seeker means. A query names the demo roles
 * (apps/api/src/db/seed/demo-jobs.ts, `demoRoles`) whose jobs are relevant, judged by their titles in either
 * language (so "nurse" judges the «ممرض» jobs relevant too); a city limits them to the jobs in that city. `-`: the
 * demo data holds no relevant job, and the search must present none; `*`: every job (of the city).
 * One query a line: `words|roles|city (English name)|category`.
 */
export interface TRelevanceQuery {
  q: string;
  roles: string[] | '*';
  city: string | null;
  category: string;
}

const DATA = `
nurse|nurse||health
nurses|nurse||health
registered nurse|nurse||health
ممرض|nurse||health
ممرضة|nurse||health
ممرضات|nurse||health
تمريض|nurse||health
وظائف تمريض|nurse||health
pharmacist|pharmacist||health
صيدلي|pharmacist||health
صيدلانية|pharmacist||health
صيادلة|pharmacist||health
pharmasist|pharmacist||typo
doctor|general-practitioner||health
طبيب|general-practitioner||health
دكتور|general-practitioner||health
طبيب عام|general-practitioner||health
general practitioner|general-practitioner||health
lab technician|lab-specialist||health
فني مختبر|lab-specialist||health
مختبرات|lab-specialist||health
radiology|radiology-technologist||health
أخصائي أشعة|radiology-technologist||health
فني اشعة|radiology-technologist||health
physiotherapist|physiotherapist||health
علاج طبيعي|physiotherapist||health
physical therapist|physiotherapist||health
dietitian|dietitian||health
nutritionist|dietitian||health
أخصائي تغذية|dietitian||health
teacher|math-teacher,english-teacher,special-education-teacher,kindergarten-teacher||education
teachers|math-teacher,english-teacher,special-education-teacher,kindergarten-teacher||education
معلم|math-teacher,english-teacher,special-education-teacher,kindergarten-teacher||education
معلمة|math-teacher,english-teacher,special-education-teacher,kindergarten-teacher||education
معلمات|math-teacher,english-teacher,special-education-teacher,kindergarten-teacher||education
مدرس|math-teacher,english-teacher,special-education-teacher,kindergarten-teacher||education
مدرسة انجليزي|english-teacher||education
math teacher|math-teacher||education
معلم رياضيات|math-teacher||education
رياضيات|math-teacher||education
english teacher|english-teacher||education
معلمة لغة انجليزية|english-teacher||education
kindergarten|kindergarten-teacher||education
معلمة رياض أطفال|kindergarten-teacher||education
روضة|kindergarten-teacher||education
special needs teacher|special-education-teacher||education
تربية خاصة|special-education-teacher||education
school counselor|school-counselor||education
مرشد طلابي|school-counselor||education
موجهة طلابية|school-counselor||education
engineer|software-engineer,devops-engineer,civil-engineer,architect,electrical-engineer,mechanical-engineer,process-engineer,petroleum-engineer||engineering
مهندس|software-engineer,devops-engineer,civil-engineer,architect,electrical-engineer,mechanical-engineer,process-engineer,petroleum-engineer||engineering
مهندسة|software-engineer,devops-engineer,civil-engineer,architect,electrical-engineer,mechanical-engineer,process-engineer,petroleum-engineer||engineering
civil engineer|civil-engineer||engineering
مهندس مدني|civil-engineer||engineering
هندسة مدنية|civil-engineer||engineering
مدني|civil-engineer||engineering
site engineer|civil-engineer||engineering
architect|architect||engineering
مهندس معماري|architect||engineering
electrical engineer|electrical-engineer||engineering
مهندس كهرباء|electrical-engineer||engineering
mechanical engineer|mechanical-engineer||engineering
مهندس ميكانيكا|mechanical-engineer||engineering
chemical engineer|process-engineer||engineering
مهندس بترول|petroleum-engineer||engineering
petroleum engineer|petroleum-engineer||engineering
safety officer|safety-officer||engineering
مسؤول سلامة|safety-officer||engineering
HSE|safety-officer||engineering
mohandes|software-engineer,devops-engineer,civil-engineer,architect,electrical-engineer,mechanical-engineer,process-engineer,petroleum-engineer||arabizi
mohandes madani|civil-engineer||arabizi
developer|software-engineer,frontend-developer||it
devloper|software-engineer,frontend-developer||typo
مطور|software-engineer,frontend-developer||it
مبرمج|software-engineer,frontend-developer||it
programmer|software-engineer,frontend-developer||it
software engineer|software-engineer||it
مهندس برمجيات|software-engineer||it
frontend developer|frontend-developer||it
مطور ويب|frontend-developer||it
web developer|frontend-developer||it
devops|devops-engineer||it
data analyst|data-analyst||it
محلل بيانات|data-analyst||it
data scientist|data-analyst||it
عالم بيانات|data-analyst||it
cyber security|cybersecurity-analyst||it
أمن سيبراني|cybersecurity-analyst||it
helpdesk|it-support||it
IT support|it-support||it
دعم فني|it-support||it
technical support|it-support||it
ui ux designer|ui-ux-designer||it
product manager|product-manager||it
مدير منتج|product-manager||it
project manager|project-manager||business
مدير مشروع|project-manager||business
مدير مشاريع|project-manager||business
accountant|accountant||finance
accountants|accountant||finance
محاسب|accountant||finance
محاسبة|accountant||finance
محاسبين|accountant||finance
محاسب قانوني|accountant||finance
CPA|accountant||finance
chartered accountant|accountant||finance
محاصب|accountant||typo
mohaseb|accountant||arabizi
اكاونتنت|accountant||arabizi
financial analyst|financial-analyst||finance
محلل مالي|financial-analyst||finance
مدير مالي|financial-analyst||finance
finance manager|financial-analyst||finance
financial controller|financial-analyst||finance
finance|accountant,financial-analyst||finance
مالية|accountant,financial-analyst||finance
sharia compliance|sharia-compliance-officer||finance
التزام شرعي|sharia-compliance-officer||finance
HR|hr-specialist||hr
human resources|hr-specialist||hr
موارد بشرية|hr-specialist||hr
شؤون الموظفين|hr-specialist||hr
hr manager|hr-specialist||hr
مدير موارد بشرية|hr-specialist||hr
اتش ار|hr-specialist||arabizi
sales|sales-representative||sales
مبيعات|sales-representative||sales
مندوب مبيعات|sales-representative||sales
سيلز|sales-representative||arabizi
salesman|sales-representative||sales
marketing|marketing-specialist||sales
مدير مبيعات|sales-representative||sales
مشرف مبيعات|sales-representative||sales
sales supervisor|sales-representative||sales
مدير تسويق|marketing-specialist||sales
marketing manager|marketing-specialist||sales
تسويق|marketing-specialist||sales
digital marketing|marketing-specialist||sales
تسويق رقمي|marketing-specialist||sales
graphic designer|graphic-designer||media
مصمم جرافيك|graphic-designer||media
content writer|content-writer||media
كاتب محتوى|content-writer||media
customer service|customer-service||customer service
خدمة عملاء|customer-service||customer service
كول سنتر|customer-service||customer service
call center|customer-service||customer service
procurement|procurement-specialist||government contracting
مشتريات|procurement-specialist||government contracting
purchasing officer|procurement-specialist||government contracting
lawyer|legal-counsel||legal
محامي|legal-counsel||legal
مستشار قانوني|legal-counsel||legal
legal counsel|legal-counsel||legal
translator|translator||legal
مترجم|translator||legal
management consultant|management-consultant||business
مستشار إداري|management-consultant||business
electrician|electrician||crafts
كهربائي|electrician||crafts
كهرباء|electrician,electrical-engineer||crafts
electrition|electrician||typo
فني كهرباء|electrician||crafts
hvac technician|hvac-technician||crafts
فني تكييف|hvac-technician||crafts
تكييف وتبريد|hvac-technician||crafts
driver|driver||drivers
سائق|driver||drivers
سواق|driver||drivers
sa2eq|driver||arabizi
delivery driver|driver||drivers
مندوب توصيل|driver||drivers
logistics|logistics-coordinator||logistics
لوجستيات|logistics-coordinator||logistics
warehouse|warehouse-supervisor||logistics
أمين مستودع|warehouse-supervisor||logistics
مستودعات|warehouse-supervisor||logistics
storekeeper|warehouse-supervisor||logistics
hotel receptionist|front-desk-agent||hospitality
موظف استقبال فندقي|front-desk-agent||hospitality
front desk|front-desk-agent||hospitality
store manager|store-manager||retail
مدير فرع|store-manager||retail
branch manager|store-manager||retail
accountant in Riyadh|accountant|Riyadh|city
محاسب في الرياض|accountant|Riyadh|city
محاسب بالرياض|accountant|Riyadh|city
nurse jobs in Jeddah|nurse|Jeddah|city
ممرضة جدة|nurse|Jeddah|city
وظائف الدمام|*|Dammam|city
jobs in Dammam|*|Dammam|city
الخبر|*|Al Khobar|city
Khobar|*|Al Khobar|city
وظائف في الرياض|*|Riyadh|city
Jiddah|*|Jeddah|city
مطلوب مهندس مدني في الخبر|civil-engineer|Al Khobar|city
astronaut|-||none
رائد فضاء|-||none
security guard|-||none
حارس أمن|-||none
chef|-||none
طباخ|-||none
barista|-||none
pilot|-||none
طيار|-||none
plumber|-||none
سباك|-||none
xqzvbnm|-||none
بببببب|-||none
`;

const list = (field: string | undefined): string[] | '*' => (field === '*' ? '*' : field === '-' ? [] : (field ?? '').split(',').map((item) => item.trim()).filter(Boolean));

export const relevanceCollection: readonly TRelevanceQuery[] = DATA.split('\n')
  .filter((line) => line.trim())
  .map((line) => {
    const [q, roles, city, category] = line.split('|');
    return { q: q!, roles: list(roles), city: city?.trim() || null, category: category?.trim() ?? '' };
  });
