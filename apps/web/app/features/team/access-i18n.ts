/** What a page says to a member whose role may not do something there (decision 148): who can, by name. */
export const accessAr = {
  'access.refused.title': 'هذه الصفحة ليست متاحة لدورك',
  'access.refused.body': 'دورك في هذه المنشأة ({role}) لا يفتح هذه الصفحة. اطلب ذلك من أحد مالكيها: {owners}.',
  'access.refused.noCompany': 'لم يعد حسابك عضوًا في أي منشأة. اطلب من مالك المنشأة أن يدعوك من جديد.',
  'access.ownerPays.title': 'يدفع مالكو المنشأة ثمن الوظائف',
  'access.ownerPays.body': 'دورك ({role}) يُعدّ الوظائف، أما الدفع فلمالكي المنشأة: {owners}. أرسل الوظيفة الآن فتنتظر بين الوظائف «بانتظار الدفع» حتى يدفع أحدهم.',
  'access.ownerPays.submit': 'أرسلها ليدفعها المالك',
  'access.ownerPays.sent': 'الوظيفة بانتظار الدفع: يدفعها أحد مالكي المنشأة.',
  'access.ownerPays.card': 'يدفعها أحد مالكي المنشأة.',
  'access.ownerPays.reviewIntro': 'راجع الإعلان كما سيراه الباحثون عن عمل، ثم أرسله ليدفعه أحد المالكين.',
  'access.account.deleteOwners': 'حذف حساب المنشأة لمالكيها فقط. لتغادر المنشأة أنت، استخدم صفحة',
  'access.applicants.readOnly': 'دورك يقرأ المتقدّمين ويضيف الملاحظات والتقييمات؛ نقل المراحل والوسوم والرسائل لمسؤولي التوظيف والمالكين.',
  'access.profile.title': 'يغيّر ملف المنشأة مالكوها فقط',
  'access.profile.body': 'دورك ({role}) يقرأ ملف المنشأة ولا يغيّره. لتغيير شيء فيه اطلب ذلك من أحد مالكيها: {owners}.',
};

export const accessEn: Record<keyof typeof accessAr, string> = {
  'access.refused.title': 'This page is not open to your role',
  'access.refused.body': 'Your role in this company ({role}) does not open this page. Ask one of its owners: {owners}.',
  'access.refused.noCompany': 'Your account no longer belongs to a company. Ask a company’s owner to invite you again.',
  'access.ownerPays.title': 'The company’s owners pay for jobs',
  'access.ownerPays.body': 'Your role ({role}) prepares jobs; paying for them is for the company’s owners: {owners}. Send the job now and it waits among the jobs “awaiting payment” until one of them pays.',
  'access.ownerPays.submit': 'Send it for an owner to pay',
  'access.ownerPays.sent': 'The job is awaiting payment: one of the company’s owners pays for it.',
  'access.ownerPays.card': 'One of the company’s owners pays for it.',
  'access.ownerPays.reviewIntro': 'Check the ad as job seekers will see it, then send it for an owner to pay.',
  'access.account.deleteOwners': 'Deleting the company account is for its owners. To leave the company yourself, use the page',
  'access.applicants.readOnly': 'Your role reads applicants and adds notes and ratings; moving stages, tags and messages are for recruiters and owners.',
  'access.profile.title': 'Only the owners change the company profile',
  'access.profile.body': 'Your role ({role}) reads the company profile but does not change it. To change something, ask one of its owners: {owners}.',
};

declare module '../../i18n/features.ts' {
  interface TFeatureCatalogues {
    access: typeof accessAr;
  }
}
