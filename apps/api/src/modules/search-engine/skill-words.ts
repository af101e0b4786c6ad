/**
 * Skills and tools (decision 108): software, standards and certificates a job's requirements name, each with its
 * forms in Latin letters and in Arabic letters (transliterations as Saudi seekers type them: «اكسل», «أوتوكاد»,
 * «بايثون»). Any form read in the words finds the jobs (and candidates) whose texts hold any form, so «اكسل» finds
 * "Advanced Excel" and "excel" an ad that writes «إكسل». One skill a line: `name|Latin forms|Arabic forms`, forms
 * separated by `;`, normalised as search normalises (normalize.ts). Words that are everyday words in either
 * language are left out ("go", "word", "access", «فلاتر» filters, «ستاد» stadium).
 */
const DATA = `
Excel|excel;ms excel;microsoft excel;exel;excell|إكسل;اكسل;الاكسل;إكسيل;اكسيل;الإكسل
Python|python|بايثون;البايثون;بايتون;بايثون
Java|java|جافا
JavaScript|javascript|جافاسكربت;جافا سكربت;جافا سكريبت;جافاسكريبت
TypeScript|typescript|تايب سكربت;تايبسكربت;تايب سكريبت
SQL|sql;mysql;postgresql|اس كيو ال;سيكوال;إس كيو إل
AutoCAD|autocad;auto cad|أوتوكاد;اوتوكاد;اتوكاد;الأوتوكاد;الاوتوكاد;اوتو كاد;أوتو كاد
Revit|revit|ريفيت;الريفيت
Photoshop|photoshop|فوتوشوب;فوتو شوب;الفوتوشوب
Illustrator|illustrator;adobe illustrator|اليستريتور;إليستريتور;الستريتور
SAP|sap;sap pm;sap fico|ساب;نظام ساب
Oracle|oracle|أوراكل;اوراكل
Odoo|odoo|أودو;اودو
ERP|erp|نظام تخطيط موارد المؤسسات;تخطيط موارد المؤسسات
Figma|figma|فيجما;فيغما;فيقما
React|react;reactjs;react js|رياكت;ريأكت
HTML|html|اتش تي ام ال
CSS|css|سي اس اس
Linux|linux|لينكس;لينوكس
Kubernetes|kubernetes;k8s|كوبرنيتس;كوبرنيتيس;كوبيرنيتس
Docker|docker;containers|دوكر;الحاويات;حاويات
Windows|windows|ويندوز
Office 365|office 365;microsoft office;ms office;microsoft 365|اوفيس;أوفيس;الاوفيس;مايكروسوفت اوفيس
PowerPoint|powerpoint;power point|باوربوينت;باور بوينت;بوربوينت
Primavera|primavera;primavera p6|بريمافيرا;بريمافيرا بي 6
MS Project|ms project;microsoft project|ام اس بروجكت;مايكروسوفت بروجكت
PMP|pmp|بي ام بي
Power BI|power bi;powerbi|باور بي اي;باور بي آي
Tableau|tableau|تابلو
Google Ads|google ads|جوجل ادز;اعلانات جوجل;إعلانات جوجل
Google Analytics|google analytics|جوجل اناليتكس;جوجل أناليتكس
Snapchat|snapchat|سناب شات;سنابشات
SEO|seo|سيو;تحسين محركات البحث
Canva|canva|كانفا
Premiere|premiere pro;adobe premiere|بريمير
IFRS|ifrs|المعايير الدولية للتقرير المالي
CFA|cfa|سي اف ايه
CMA|cma|سي ام ايه
NEBOSH|nebosh|نيبوش;النيبوش
OSHA|osha|أوشا;اوشا
Maximo|maximo|ماكسيمو
HYSYS|hysys;aspen hysys|هايسس
ETAP|etap|ايتاب
DIALux|dialux|ديالوكس
SIEM|siem|سيم
CEH|ceh|الهاكر الأخلاقي
BLS|bls;cpr;bls/cpr|بي ال اس;الإنعاش القلبي الأساسي;الإنعاش القلبي الرئوي;انعاش قلبي رئوي;الانعاش القلبي
First aid|first aid;first-aid|الإسعافات الأولية;الاسعافات الاولية;إسعافات أولية;اسعافات اولية;اسعافات أولية
Zakat|zakat;zatca|الزكاة;زكاة;هيئة الزكاة والضريبة والجمارك;الزكاة والضريبة
VAT|vat;value added tax;zatca|ضريبة القيمة المضافة;القيمة المضافة;هيئة الزكاة والضريبة والجمارك;الزكاة والضريبة
Forklift|forklift;forklift operation|الرافعة الشوكية;رافعة شوكية;فوركلفت
ACLS|acls|اي سي ال اس
CELTA|celta|سيلتا
TESOL|tesol|تيسول
Opera PMS|opera pms;opera|أوبرا;اوبرا
Wasfaty|wasfaty|وصفتي;منصة وصفتي
WMS|wms|أنظمة إدارة المستودعات;نظام إدارة المستودعات
TMS|tms|أنظمة إدارة النقل;نظام إدارة النقل
Salesforce|salesforce|سيلز فورس;سيلزفورس
Flutter|flutter|
AWS|aws;amazon web services|أمازون ويب سيرفيسز
Azure|azure|أزور;ازور
Cisco|cisco;ccna|سيسكو
MATLAB|matlab|ماتلاب
SolidWorks|solidworks|سوليد ووركس;سوليدووركس
SketchUp|sketchup|سكتش اب;سكيتش اب
3ds Max|3ds max;3dsmax|ثري دي ماكس
Jira|jira|جيرا
QuickBooks|quickbooks|كويك بوكس;كويكبوكس
`;

export interface TSkillSeed {
  /** Its name as written in Latin letters, and in Arabic letters (the first Arabic form; the Latin name when none). */
  name: string;
  name_ar: string;
  forms: string[];
  /** Learnt from the texts (decision 240), not curated here. */
  learned?: true;
}

export const SKILLS: readonly TSkillSeed[] = DATA.split('\n')
  .filter((line) => line.trim())
  .map((line) => {
    const [name, latin, arabic] = line.split('|');
    const arabicForms = arabic!.split(';').map((form) => form.trim()).filter(Boolean);
    return { name: name!, name_ar: arabicForms[0] ?? name!, forms: [...latin!.split(';').map((form) => form.trim()).filter(Boolean), ...arabicForms] };
  });
